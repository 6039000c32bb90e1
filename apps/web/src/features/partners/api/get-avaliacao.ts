import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PartnerRequest } from './get-parceiro-detalhe';

export function getAvaliacao(body: PartnerRequest, signal?: AbortSignal) {
  return api('getAvaliacao', body, { signal });
}

export function getAvaliacaoQueryOptions(body: PartnerRequest) {
  return queryOptions({
    queryKey: ['getAvaliacao', body],
    queryFn: ({ signal }) => getAvaliacao(body, signal),
  });
}

/** The member's stored rating, read only once they may no longer rate. */
export function useAvaliacao(body: PartnerRequest, enabled: boolean) {
  return useQuery({ ...getAvaliacaoQueryOptions(body), enabled });
}
