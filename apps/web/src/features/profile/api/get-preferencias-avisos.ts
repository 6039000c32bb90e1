import type { NoticeConsentResponse, RequestBody } from '@clube/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The signed-in person's consent per notice kind and channel (the token says who). */
export const noticeConsentQueryOptions = () =>
  queryOptions({
    queryKey: ['getPreferenciasAvisos'],
    queryFn: ({ signal }) => api('getPreferenciasAvisos', undefined, { signal }),
  });

export function useNoticeConsent() {
  return useQuery(noticeConsentQueryOptions());
}

/** Saves the consent; the answer is the whole consent as stored, kept as the query's data. */
export function useSaveNoticeConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBody<'salvarPreferenciasAvisos'>) =>
      api('salvarPreferenciasAvisos', body),
    meta: { handlesErrors: true },
    onSuccess: (saved: NoticeConsentResponse) =>
      client.setQueryData(noticeConsentQueryOptions().queryKey, saved),
  });
}
