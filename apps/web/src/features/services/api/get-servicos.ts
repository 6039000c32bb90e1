import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getServicos(identity: Identity, signal?: AbortSignal) {
  return api('getServicos', identity, { signal });
}

/** The services of the acting card's company. */
export function getServicosQueryOptions(identity: Identity) {
  return queryOptions({
    queryKey: ['getServicos', identity],
    queryFn: ({ signal }) => getServicos(identity, signal),
  });
}

export function useServicos(identity: Identity) {
  return useQuery(getServicosQueryOptions(identity));
}
