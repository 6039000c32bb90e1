import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getDependentes(holder: Identity, signal?: AbortSignal) {
  return api('getDependentes', holder, { signal });
}

/** The dependents of one company card (the holder's idCliente/idPerfil). */
export function getDependentesQueryOptions(holder: Identity) {
  return queryOptions({
    queryKey: ['getDependentes', holder],
    queryFn: ({ signal }) => getDependentes(holder, signal),
  });
}

export function useDependentes(holder: Identity) {
  return useQuery(getDependentesQueryOptions(holder));
}
