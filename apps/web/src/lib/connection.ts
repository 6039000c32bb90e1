import { useSyncExternalStore } from 'react';

/*
 * Is the phone reaching the server? Offline when the browser says so (online/offline events) or when
 * the last call failed for lack of network (a weak 4G link the browser still calls "online"); back
 * online at the browser's 'online' event or the next call that gets an answer.
 */

export const OFFLINE_MESSAGE = 'Sem conexão com a internet. Tente novamente quando voltar.';

let unreachable = false;
const listeners = new Set<() => void>();

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function isOnline(): boolean {
  return browserOnline() && !unreachable;
}

/** Called by the API client after every call: did it reach the server? */
export function reportReachability(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  notify();
}

function onBrowserChange(): void {
  if (browserOnline()) unreachable = false;
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onBrowserChange);
    window.addEventListener('offline', onBrowserChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onBrowserChange);
      window.removeEventListener('offline', onBrowserChange);
    }
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * Whether the browser itself says it is online (the 'offline' event), leaving out a call that just
 * failed: what decides the buttons that need the server, since a weak link the browser calls online
 * may well carry the next try, and nothing else would enable them again.
 */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, browserOnline, () => true);
}
