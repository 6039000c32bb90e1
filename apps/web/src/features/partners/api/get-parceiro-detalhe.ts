import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PartnerRequest = Identity & { idServicoParceiro: number; idParceiro: number };

export function getParceiroDetalhe(body: PartnerRequest, signal?: AbortSignal) {
  return api('getParceiroDetalhe', body, { signal });
}

export function getParceiroDetalheQueryOptions(body: PartnerRequest) {
  return queryOptions({
    queryKey: ['getParceiroDetalhe', body],
    queryFn: ({ signal }) => getParceiroDetalhe(body, signal),
  });
}

/** One partner's detail; opening it counts an access (once a day per card). */
export function useParceiroDetalhe(body: PartnerRequest) {
  return useQuery(getParceiroDetalheQueryOptions(body));
}
