import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCliente(identity: Identity, signal?: AbortSignal) {
  return api('getCliente', identity, { signal });
}

/** The card holder's record, for the CPF, name and birth date above the payments. */
export function getClienteQueryOptions(identity: Identity) {
  return queryOptions({
    queryKey: ['getCliente', identity],
    queryFn: ({ signal }) => getCliente(identity, signal),
  });
}

export function useCliente(identity: Identity) {
  return useQuery(getClienteQueryOptions(identity));
}
