import {
  adminRoutes,
  type ReviewUseReportBody,
  type UsesCsvQuery,
  type UsesReportQuery,
} from '@clube/contract/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, withQuery } from '../../../lib/api-client';

/** The log's CSV for the same filters: a plain link, the session cookie goes with it. */
export const usesCsvUrl = (query: UsesCsvQuery) => withQuery(adminRoutes.usesCsv.path, query);

export function useReviewUseReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewUseReportBody }) =>
      adminApi('reviewUseReport', { params: { id }, body }),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['listUseReports'] });
      await queryClient.invalidateQueries({ queryKey: ['listUses'] });
    },
  });
}

export const usesReportQueryOptions = (query: UsesReportQuery) =>
  queryOptions({
    queryKey: ['usesReport', query] as const,
    queryFn: ({ signal }) => adminApi('usesReport', { query, signal }),
    meta: { handlesErrors: true },
  });
export const useUsesReport = (query: UsesReportQuery | undefined) =>
  useQuery({
    ...usesReportQueryOptions(query ?? { from: '', to: '' }),
    enabled: query !== undefined,
  });

/** The partners of the filter's select: the first 100 by name, of the chosen company if any. */
export const partnerOptionsQueryOptions = (empresaId: number | undefined) =>
  queryOptions({
    queryKey: ['listPartners', { perPage: 100, sort: 'nome', empresaId }] as const,
    queryFn: ({ signal }) =>
      adminApi('listPartners', { query: { perPage: 100, sort: 'nome', empresaId }, signal }),
    meta: { handlesErrors: true },
    staleTime: 60_000,
  });
export const usePartnerOptions = (empresaId: number | undefined) =>
  useQuery(partnerOptionsQueryOptions(empresaId));
