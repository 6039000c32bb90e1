import type { CreatePartnerStaffBody, UpdatePartnerStaffBody } from '@clube/contract/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/** A partner's staff accounts (a partner has a handful: one list, no pages). */
export const partnerStaffQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: ['listPartnerStaff', { id: partnerId }] as const,
    queryFn: ({ signal }) => adminApi('listPartnerStaff', { params: { id: partnerId }, signal }),
    meta: { handlesErrors: true },
  });
export const usePartnerStaff = (partnerId: number) => useQuery(partnerStaffQueryOptions(partnerId));

function useRefreshStaff(partnerId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: partnerStaffQueryOptions(partnerId).queryKey });
}

/** The answer carries the temporary password: the dialog shows it once. */
export function useCreatePartnerStaff(partnerId: number) {
  const refresh = useRefreshStaff(partnerId);
  return useMutation({
    mutationFn: (body: CreatePartnerStaffBody) =>
      adminApi('createPartnerStaff', { params: { id: partnerId }, body }),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
}

export function useUpdatePartnerStaff(partnerId: number) {
  const refresh = useRefreshStaff(partnerId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePartnerStaffBody }) =>
      adminApi('updatePartnerStaff', { params: { id }, body }),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
}

export function useResetPartnerStaffPassword(partnerId: number) {
  const refresh = useRefreshStaff(partnerId);
  return useMutation({
    mutationFn: (id: number) => adminApi('resetPartnerStaffPassword', { params: { id } }),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
}
