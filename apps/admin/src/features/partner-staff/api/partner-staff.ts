import { useResource, useResourceWrite } from '../../../lib/resource/resource';

const REFRESH = ['listPartnerStaff'] as const;

/** A partner's staff accounts (a partner has a handful: one list, no pages). */
export const usePartnerStaff = (partnerId: number) =>
  useResource('listPartnerStaff', { params: { id: partnerId } });

/** The answer carries the temporary password: the dialog shows it once. */
export const useCreatePartnerStaff = () =>
  useResourceWrite('createPartnerStaff', { refresh: REFRESH, handlesErrors: true });
export const useUpdatePartnerStaff = () =>
  useResourceWrite('updatePartnerStaff', { refresh: REFRESH });
export const useResetPartnerStaffPassword = () =>
  useResourceWrite('resetPartnerStaffPassword', { refresh: REFRESH });
