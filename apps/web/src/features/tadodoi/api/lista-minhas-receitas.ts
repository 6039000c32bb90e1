import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function listaMinhasReceitas(request: Identity, signal?: AbortSignal) {
  return api('listaMinhasReceitas', request, { signal });
}

/** One person's prescriptions. */
export function listaMinhasReceitasQueryOptions(request: Identity) {
  return queryOptions({
    queryKey: ['listaMinhasReceitas', request],
    queryFn: ({ signal }) => listaMinhasReceitas(request, signal),
  });
}

export function useMinhasReceitas(request: Identity) {
  return useQuery(listaMinhasReceitasQueryOptions(request));
}
