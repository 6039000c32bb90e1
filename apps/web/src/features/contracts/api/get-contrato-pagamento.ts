import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface InvoicesRequest {
  idCliente: number;
  idContrato: number;
}

export function getContratoPagamento(request: InvoicesRequest, signal?: AbortSignal) {
  return api('getContratoPagamento', request, { signal });
}

/** The invoices of one contract, the latest due date first. */
export function getContratoPagamentoQueryOptions(request: InvoicesRequest) {
  return queryOptions({
    queryKey: ['getContratoPagamento', request],
    queryFn: ({ signal }) => getContratoPagamento(request, signal),
  });
}

export function useContratoPagamentos(request: InvoicesRequest) {
  return useQuery(getContratoPagamentoQueryOptions(request));
}
