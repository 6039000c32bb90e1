import { useState } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { vi } from 'vitest';

/**
 * Stands in for vite-plugin-pwa's `virtual:pwa-register/react` (aliased in vitest.config.ts): the
 * real one only exists inside a Vite build. Tests set `waiting` and read what the app passed in.
 */
export const serviceWorker = {
  waiting: false,
  options: undefined as RegisterSWOptions | undefined,
  updateServiceWorker: vi.fn(async (_reloadPage?: boolean) => {}),
};

export function useRegisterSW(options: RegisterSWOptions = {}) {
  serviceWorker.options = options;
  const needRefresh = useState(serviceWorker.waiting);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: serviceWorker.updateServiceWorker };
}
