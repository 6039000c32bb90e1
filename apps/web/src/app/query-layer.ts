import { useSyncExternalStore } from 'react';

/*
 * Whether the query layer (TanStack Query, the query client and its offline copy) has loaded. The
 * login page works without it; every other screen loads it with its route (components/query-layout).
 */
let loaded = false;
const listeners = new Set<() => void>();

export function markQueryLayerLoaded(): void {
  if (loaded) return;
  loaded = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isQueryLayerLoaded(): boolean {
  return loaded;
}

export function useQueryLayerLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => loaded);
}
