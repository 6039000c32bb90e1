import { Toaster as SonnerToaster, toast as sonner } from 'sonner';

/** Spec §9: errors and neutral messages stay 4 s, successes 2 s, at most 20 on screen. */
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

export const toast = {
  error: (message: string, options: ToastOptions = {}) =>
    sonner.error(message, { ...options, duration: TOAST_DURATION.error }),
  info: (message: string, options: ToastOptions = {}) =>
    sonner.info(message, { ...options, duration: TOAST_DURATION.info }),
  success: (message: string, options: ToastOptions = {}) =>
    sonner.success(message, { ...options, duration: TOAST_DURATION.success }),
};

export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-center"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_OFFSET}
      visibleToasts={MAX_VISIBLE_TOASTS}
      richColors
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar' }}
    />
  );
}
