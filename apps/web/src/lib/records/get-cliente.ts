import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export function getCliente(identity: Identity, signal?: AbortSignal) {
  return api('getCliente', identity, { signal });
}

/**
 * The card's record (general data, and the holder above a contract's payments); read afresh each
 * time a screen opens, so the general-data form never edits a stale copy.
 */
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
