import type { AdminEndpointName, AdminRequestBody, AdminRequestQuery } from '@clube/contract/admin';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/**
 * The content screens' calls (banners, FAQ, services, 24-hour contacts, video links): lists keyed
 * `['<endpointName>', query]`, and writes that refresh every list of their resource.
 */
type ListName = 'listBanners' | 'listFaqCategories' | 'listFaqItems' | 'listServices';

export const listQueryOptions = <N extends ListName>(name: N, query: AdminRequestQuery<N>) =>
  queryOptions({
    queryKey: [name, query] as const,
    queryFn: ({ signal }) => adminApi(name, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

/** A list; `enabled: false` waits (e.g. for the category whose items it lists). */
export const useList = <N extends ListName>(
  name: N,
  query: AdminRequestQuery<N>,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...listQueryOptions(name, query), enabled });

export const attendanceQueryOptions = (empresaId: number) =>
  queryOptions({
    queryKey: ['getAttendanceContacts', { id: empresaId }] as const,
    queryFn: ({ signal }) =>
      adminApi('getAttendanceContacts', { params: { id: empresaId }, signal }),
    meta: { handlesErrors: true },
  });

export const videoLinksQueryOptions = (empresaId: number) =>
  queryOptions({
    queryKey: ['getVideoLinks', { id: empresaId }] as const,
    queryFn: ({ signal }) => adminApi('getVideoLinks', { params: { id: empresaId }, signal }),
    meta: { handlesErrors: true },
  });

type WriteName = Extract<
  AdminEndpointName,
  | 'createBanner'
  | 'updateBanner'
  | 'deleteBanner'
  | 'createFaqCategory'
  | 'updateFaqCategory'
  | 'deleteFaqCategory'
  | 'createFaqItem'
  | 'updateFaqItem'
  | 'deleteFaqItem'
  | 'createService'
  | 'updateService'
  | 'deleteService'
  | 'saveAttendanceContacts'
  | 'saveVideoLinks'
>;

export interface WriteVars<N extends WriteName> {
  id?: number;
  body?: AdminRequestBody<N>;
}

/** A write of the content screens; refreshes the lists named in `refresh` once it lands. */
export function useContentWrite<N extends WriteName>(
  name: N,
  refresh: readonly string[],
  success: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: WriteVars<N>) =>
      adminApi(name, {
        ...(id === undefined ? {} : { params: { id } }),
        ...(body === undefined ? {} : { body }),
      }),
    meta: { handlesErrors: true, success },
    onSuccess: () =>
      Promise.all(refresh.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
