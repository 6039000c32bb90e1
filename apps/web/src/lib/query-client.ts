import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isNetworkError } from './api-error';
import { reportUnhandledError } from './report-error';
import { onSessionReset } from './session';

export { reportSaveError, reportUnhandledError, SERVER_ERROR_MESSAGE } from './report-error';

/*
 * Query keys, one rule: `api/<endpoint>.ts` exports the fetch function, its `…QueryOptions(request)`
 * with `queryKey: ['<endpointName>', request]`, and the hook; a mutation refreshes through
 * `…QueryOptions(request).queryKey`, never a retyped array.
 */

interface ClubQueryMeta extends Record<string, unknown> {
  /** The screen shows its own messages for this call's failures (docs/product.md#messages-and-errors); skip the generic toast. */
  handlesErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ClubQueryMeta;
    mutationMeta: ClubQueryMeta;
  }
}

/**
 * How long an unused answer stays in memory, and how old the copy kept for offline use may be
 * (lib/persisted-cache.ts): a day, long enough for a weak connection, short enough not to show
 * stale benefits for long.
 */
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !clientError && failureCount < 1;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // A read that fails for lack of network is said once, by the offline bar (with the screen's own
      // 'Sem conexão' when it has nothing kept to show): no toast on top of them.
      if (isNetworkError(error)) return;
      if (!query.meta?.handlesErrors) reportUnhandledError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.handlesErrors) reportUnhandledError(error);
    },
  }),
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      staleTime: 60_000,
      gcTime: CACHE_MAX_AGE_MS,
      refetchOnWindowFocus: false,
    },
    // A write made offline fails at once with the offline message; it is never queued for later.
    mutations: { retry: false, networkMode: 'always' },
  },
});

// A new sign-in or a sign-out forgets every cached answer of the session before.
onSessionReset(() => queryClient.clear());
