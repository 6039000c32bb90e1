import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ContractsRequest {
  idCliente: number;
}

export function getContrato(request: ContractsRequest, signal?: AbortSignal) {
  return api('getContrato', request, { signal });
}

/** The contracts of one company card, the newest first. */
export function getContratoQueryOptions(request: ContractsRequest) {
  return queryOptions({
    queryKey: ['getContrato', request],
    queryFn: ({ signal }) => getContrato(request, signal),
  });
}

export function useContratos(request: ContractsRequest, enabled = true) {
  return useQuery({ ...getContratoQueryOptions(request), enabled });
}
