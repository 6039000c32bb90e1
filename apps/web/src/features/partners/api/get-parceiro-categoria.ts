import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { takeEarlyCategories } from './early-partners';

type MenuRequest = Identity & { idServicoParceiro: number };

export function getParceiroCategoria(body: MenuRequest, signal?: AbortSignal) {
  return api('getParceiroCategoria', body, { signal });
}

export function getParceiroCategoriaQueryOptions(body: MenuRequest) {
  return queryOptions({
    queryKey: ['getParceiroCategoria', body],
    queryFn: ({ signal }) => takeEarlyCategories(body) ?? getParceiroCategoria(body, signal),
  });
}

/** The categories of one partner menu. */
export function useParceiroCategoria(body: MenuRequest) {
  return useQuery(getParceiroCategoriaQueryOptions(body));
}
