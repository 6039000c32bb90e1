import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { vi } from 'vitest';

/**
 * Stands in for vite-plugin-pwa's `virtual:pwa-register` (aliased in vitest.config.ts): the real one
 * only exists inside a Vite build. Tests set `waiting` and read what the app passed in.
 */
export const serviceWorker = {
  waiting: false,
  registrations: 0,
  options: undefined as RegisterSWOptions | undefined,
  updateServiceWorker: vi.fn(async (_reloadPage?: boolean) => {}),
};

export function registerSW(options: RegisterSWOptions = {}) {
  serviceWorker.registrations += 1;
  serviceWorker.options = options;
  // Like the real one, a waiting version is announced after registration, never during it.
  if (serviceWorker.waiting) queueMicrotask(() => options.onNeedRefresh?.());
  return serviceWorker.updateServiceWorker;
}
