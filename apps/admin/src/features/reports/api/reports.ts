import { adminRoutes, type ReportQuery, type ReportTable } from '@clube/contract/admin';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminApi, withQuery } from '../../../lib/api-client';

export const reportQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: ['getReport', query] as const,
    queryFn: ({ signal }) => adminApi('getReport', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useReport = (query: ReportQuery | undefined) =>
  useQuery({
    ...reportQueryOptions(query ?? { from: '', to: '' }),
    enabled: query !== undefined,
  });

/** A GET link the browser opens with the session cookie (a download needs no CSRF header). */
export const reportCsvUrl = (query: ReportQuery, table: ReportTable) =>
  withQuery(adminRoutes.reportCsv.path, { ...query, table });

export function useHideComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, oculto }: { id: number; oculto: boolean }) =>
      adminApi('hideRatingComment', { params: { id }, body: { oculto } }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['getReport'] }),
  });
}
