import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getDependenteUnico(holder: Identity, idDependente: number, signal?: AbortSignal) {
  return api('getDependenteUnico', { ...holder, idDependente }, { signal });
}

/** One dependent for the update form; always fetched afresh when the form opens. */
export function getDependenteUnicoQueryOptions(holder: Identity, idDependente: number) {
  return queryOptions({
    queryKey: ['getDependenteUnico', { ...holder, idDependente }],
    queryFn: ({ signal }) => getDependenteUnico(holder, idDependente, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useDependenteUnico(holder: Identity, idDependente: number) {
  return useQuery(getDependenteUnicoQueryOptions(holder, idDependente));
}
