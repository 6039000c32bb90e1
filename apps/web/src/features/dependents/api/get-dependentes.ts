import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every list of dependents starts with this key (mutations refresh through it). */
export const DEPENDENTES_KEY = ['dependentes'] as const;

export function getDependentes(holder: Identity, signal?: AbortSignal) {
  return api('getDependentes', holder, { signal });
}

/** The dependents of one company card (the holder's idCliente/idPerfil). */
export function getDependentesQueryOptions(holder: Identity) {
  return queryOptions({
    queryKey: [...DEPENDENTES_KEY, holder.idCliente, holder.idPerfil],
    queryFn: ({ signal }) => getDependentes(holder, signal),
  });
}

export function useDependentes(holder: Identity) {
  return useQuery(getDependentesQueryOptions(holder));
}
