import { registerSW } from 'virtual:pwa-register';

/** docs/product.md#installed-app-and-updates: look for a new version every 20 s. */
const UPDATE_CHECK_INTERVAL_MS = 20_000;

/**
 * The page's one service worker registration, and whether a new version is waiting. It lives
 * outside React: the registration's callbacks may come before any component has mounted (the
 * registering component can be rendered and then thrown away while a lazy sibling loads), and
 * React drops a state update aimed at a component that never mounted.
 */
let needRefresh = false;
let update: ((reloadPage?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();

function checkForUpdates(registration: ServiceWorkerRegistration) {
  setInterval(() => {
    if (registration.installing || !navigator.onLine) return;
    // A failed check (flaky network) is retried on the next tick; nothing to tell the member.
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}

/** Registers the service worker once per page; later calls do nothing. */
export function registerServiceWorker(): void {
  if (update) return;
  update = registerSW({
    immediate: true,
    onNeedRefresh() {
      needRefresh = true;
      for (const listener of listeners) listener();
    },
    onRegisteredSW(_url, registration) {
      if (registration) checkForUpdates(registration);
    },
    onRegisterError(error: unknown) {
      // docs/product.md#installed-app-and-updates: registration errors are only logged.
      console.warn('Clube: service worker registration failed', error);
    },
  });
}

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return needRefresh;
}

/**
 * Reloads once the waiting worker is active, for a page no worker controls yet (the first visit):
 * the worker then takes the next load, but no 'controlling' event comes to reload this one.
 */
function reloadWhenActive(waiting: ServiceWorker | null | undefined) {
  if (!waiting || waiting.state === 'activated') {
    window.location.reload();
    return;
  }
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') window.location.reload();
  });
}

/** Activates the waiting version and reloads the page on it. */
export async function applyUpdate(): Promise<void> {
  const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const controlled = workers?.controller != null;
  const waiting = (await workers?.getRegistration())?.waiting;
  await update?.(true);
  if (workers && !controlled) reloadWhenActive(waiting);
}
