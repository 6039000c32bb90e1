import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getClienteEndereco(identity: Identity, signal?: AbortSignal) {
  return api('getClienteEndereco', identity, { signal });
}

/** The card's address, read afresh each time the form opens. */
export function getClienteEnderecoQueryOptions(identity: Identity) {
  return queryOptions({
    queryKey: ['getClienteEndereco', identity],
    queryFn: ({ signal }) => getClienteEndereco(identity, signal),
    staleTime: 0,
    // The screen says 'Problemas com a API!' itself (docs/product.md#my-address).
    meta: { handlesErrors: true },
  });
}

export function useClienteEndereco(identity: Identity) {
  return useQuery(getClienteEnderecoQueryOptions(identity));
}
