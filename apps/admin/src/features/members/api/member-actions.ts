import type {
  AddCardBody,
  AdminMember,
  CreateMemberBody,
  ResetPasswordBody,
} from '@clube/contract/admin';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { memberQueryOptions } from './get-member';

const LIST_KEY = ['listMembers'] as const;

async function storeMember(queryClient: QueryClient, member: AdminMember) {
  queryClient.setQueryData(memberQueryOptions(member.id).queryKey, member);
  await queryClient.invalidateQueries({ queryKey: LIST_KEY });
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMemberBody) => adminApi('createMember', { body }),
    meta: { handlesErrors: true },
    onSuccess: (answer) => storeMember(queryClient, answer.member),
  });
}

export function useAddCard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCardBody) => adminApi('addMemberCard', { params: { id }, body }),
    meta: { handlesErrors: true },
    onSuccess: (answer) => storeMember(queryClient, answer.member),
  });
}

/** End (deactivate) or reactivate one card; never deletes it. */
export function useCardStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idCliente, end }: { idCliente: number; end: boolean }) =>
      adminApi(end ? 'endMemberCard' : 'reactivateMemberCard', { params: { id, idCliente } }),
    meta: { handlesErrors: false },
    onSuccess: (answer) => storeMember(queryClient, answer.member),
  });
}

export function useResetPassword(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      adminApi('resetMemberPassword', { params: { id }, body }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberQueryOptions(id).queryKey }),
  });
}

export function useUnlockMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi('unlockMember', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberQueryOptions(id).queryKey }),
  });
}
