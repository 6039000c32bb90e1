import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface HelpRequest {
  idEmpresa: number;
}

export function getAjudaEmpresa(request: HelpRequest, signal?: AbortSignal) {
  return api('getAjudaEmpresa', request, { signal });
}

/** The chosen card's company contacts (docs/product.md#help); the call needs no token. */
export function getAjudaEmpresaQueryOptions(request: HelpRequest) {
  return queryOptions({
    queryKey: ['getAjudaEmpresa', request],
    queryFn: ({ signal }) => getAjudaEmpresa(request, signal),
  });
}

export function useAjudaEmpresa(request: HelpRequest) {
  return useQuery(getAjudaEmpresaQueryOptions(request));
}
