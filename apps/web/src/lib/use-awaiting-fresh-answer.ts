import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Whether an edit screen should wait before it builds its form. A screen restored from the offline
 * copy (lib/persisted-cache.ts) first holds what the member saw before, perhaps from before their
 * last save: a form built on it would show, and save back, stale values. So the form waits for the
 * first answer fetched since the screen opened; offline (the fetch paused) or when that fetch
 * fails, the last answer opens, as on every read screen. Later refetches never close an open form.
 */
export function useAwaitingFreshAnswer(query: UseQueryResult): boolean {
  const [openedAt] = useState(() => Date.now());
  if (query.isPending) return true;
  return query.dataUpdatedAt < openedAt && query.isFetching;
}
