import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCliente(identity: Identity, signal?: AbortSignal) {
  return api('getCliente', identity, { signal });
}

/** The card's record; read afresh each time the form opens, so it never edits a stale copy. */
export function getClienteQueryOptions(identity: Identity) {
  return queryOptions({
    queryKey: ['getCliente', identity],
    queryFn: ({ signal }) => getCliente(identity, signal),
    staleTime: 0,
  });
}

export function useCliente(identity: Identity) {
  return useQuery(getClienteQueryOptions(identity));
}
