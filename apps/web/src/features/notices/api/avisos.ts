import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getAvisos(request: Identity, signal?: AbortSignal) {
  return api('getAvisos', request, { signal });
}

/** The acting card's notices, newest first, and how many are unread. */
export function getAvisosQueryOptions(request: Identity) {
  return queryOptions({
    queryKey: ['getAvisos', request],
    queryFn: ({ signal }) => getAvisos(request, signal),
  });
}

export function useAvisos(request: Identity) {
  return useQuery(getAvisosQueryOptions(request));
}
