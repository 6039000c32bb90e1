import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getMeusUsos(request: Identity, signal?: AbortSignal) {
  return api('getMeusUsos', request, { signal });
}

/** The card's uses at partners, newest first. */
export function getMeusUsosQueryOptions(request: Identity) {
  return queryOptions({
    queryKey: ['getMeusUsos', request],
    queryFn: ({ signal }) => getMeusUsos(request, signal),
  });
}

export function useMeusUsos(request: Identity) {
  return useQuery(getMeusUsosQueryOptions(request));
}
