import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getParceiros(identity: Identity, signal?: AbortSignal) {
  return api('getParceiros', identity, { signal });
}

/** The three partner menus by position: 0 national, 1 exclusive, 2 local (docs/product.md#constants-and-delays). */
export function getParceirosQueryOptions(identity: Identity) {
  return queryOptions({
    queryKey: ['getParceiros', identity],
    queryFn: ({ signal }) => getParceiros(identity, signal),
  });
}

export function useParceiros(identity: Identity) {
  return useQuery(getParceirosQueryOptions(identity));
}
