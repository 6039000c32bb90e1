import {
  lazy,
  Suspense,
  useEffect,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
} from 'react';
import type { Toaster as SonnerToasterType } from 'sonner';

/** docs/product.md#constants-and-delays: errors and neutral messages stay 4 s, successes 2 s, at most 20 on screen. */
export const TOAST_DURATION = { error: 4000, info: 4000, success: 2000 } as const;
const MAX_VISIBLE_TOASTS = 20;
/**
 * Bottom-centre, above the bottom nav and the phone's home indicator: a toast never covers the
 * header or the first field of a form, where the member is looking.
 */
const TOAST_OFFSET = {
  bottom: 'calc(var(--nav-height) + var(--space-3) + env(safe-area-inset-bottom))',
} as const;

interface ToastOptions {
  /** Toasts with the same id replace each other instead of piling up. */
  id?: string;
}

type ToastKind = keyof typeof TOAST_DURATION;
interface PendingToast {
  kind: ToastKind;
  message: string;
  options: ToastOptions & { duration: number; id: string };
}

/**
 * Each toast's screen and moment: a toast belongs to the screen it was raised on and goes when the
 * member moves on (`leaveScreen`), so 'Credenciais Inválidas!' never follows them into the home.
 */
const raised = new Map<string, { path: string; at: number }>();
/**
 * The library's id of the toast showing under each of ours, until it starts to close. A toast
 * raised under an id whose toast is closing gets a new one: the library would update the closing
 * toast in place, and the update would go with it.
 */
const showing = new Map<string, string>();
let nextId = 0;
let dismissOne: ((id: string) => void) | null = null;

/*
 * The toast library is loaded with the first toast, not with the app: most screens open without
 * one. Toasts raised meanwhile wait in `queue` and are shown, in order, once it has loaded.
 */
let queue: PendingToast[] = [];
let deliver: ((toast: PendingToast) => void) | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function show(kind: ToastKind, message: string, options: ToastOptions): void {
  const id = options.id ?? `toast-${++nextId}`;
  raised.set(id, { path: currentPath(), at: Date.now() });
  const toast = { kind, message, options: { ...options, id, duration: TOAST_DURATION[kind] } };
  if (deliver) {
    deliver(toast);
    return;
  }
  queue.push(toast);
  want();
}

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/**
 * Loads the toast library ahead of the first toast (the signed-in screens call it once the page has
 * loaded), so that their toasts show at once.
 */
export function prepareToasts(): void {
  want();
}

function dismiss(id: string): void {
  raised.delete(id);
  queue = queue.filter((t) => t.options.id !== id);
  dismissOne?.(id);
}

export const toast = {
  error: (message: string, options: ToastOptions = {}) => show('error', message, options),
  info: (message: string, options: ToastOptions = {}) => show('info', message, options),
  success: (message: string, options: ToastOptions = {}) => show('success', message, options),
  dismiss,
};

const currentPath = () => (typeof location === 'undefined' ? '' : location.pathname);

/**
 * A toast raised this long before the screen changed belonged to the screen left behind. One raised
 * just as the app moves on (a success followed by its redirect, 'session expired') travels with it.
 */
export const TOAST_TRAVEL_MS = 1000;

/** Called when the screen changes: the toasts of earlier screens go. */
export function leaveScreen(path: string, now: number = Date.now()): void {
  for (const [id, { path: from, at }] of raised) {
    if (from !== path && now - at > TOAST_TRAVEL_MS) dismiss(id);
  }
}

type ToasterProps = ComponentProps<typeof SonnerToasterType>;

/** Without network before the app was cached the library cannot load: say so and try next time. */
function Unavailable() {
  useEffect(() => {
    // The toasts that waited are stale by the next attempt; the next toast loads it again.
    queue = [];
    wanted = false;
    LoadedToaster = loadToaster();
    for (const listener of listeners) listener();
  }, []);
  return null;
}

function loadToaster() {
  return lazy(async (): Promise<{ default: ComponentType<ToasterProps> }> => {
    try {
      const { Toaster: SonnerToaster, toast: sonner } = await import('sonner');
      function Loaded(props: ToasterProps) {
        // Runs after the library's own list has subscribed (a child's effects run first).
        useEffect(() => {
          deliver = ({ kind, message, options }) => {
            const own = showing.get(options.id) ?? `${options.id}/${++nextId}`;
            showing.set(options.id, own);
            // Unless a later toast has taken our id under a new one of the library's.
            const closing = () => {
              if (showing.get(options.id) !== own) return;
              showing.delete(options.id);
              raised.delete(options.id);
            };
            sonner[kind](message, {
              ...options,
              id: own,
              onAutoClose: closing,
              onDismiss: closing,
            });
          };
          dismissOne = (id) => {
            const own = showing.get(id);
            if (own !== undefined) sonner.dismiss(own);
          };
          const waiting = queue;
          queue = [];
          for (const toast of waiting) deliver(toast);
          return () => {
            deliver = null;
            dismissOne = null;
            showing.clear();
          };
        }, []);
        return <SonnerToaster {...props} />;
      }
      return { default: Loaded };
    } catch {
      return { default: Unavailable };
    }
  });
}

let LoadedToaster = loadToaster();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const needed = useSyncExternalStore(subscribe, () => wanted);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster
        position="bottom-center"
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_OFFSET}
        visibleToasts={MAX_VISIBLE_TOASTS}
        richColors
        containerAriaLabel="Notificações"
        toastOptions={{ closeButtonAriaLabel: 'Fechar' }}
      />
    </Suspense>
  );
}
