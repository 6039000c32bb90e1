import type {
  CreateOperatorBody,
  OperatorListQuery,
  UpdateOperatorBody,
} from '@clube/contract/admin';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export const operatorsQueryOptions = (query: Partial<OperatorListQuery>) =>
  queryOptions({
    queryKey: ['listOperators', query] as const,
    queryFn: ({ signal }) => adminApi('listOperators', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useOperators = (query: Partial<OperatorListQuery>) =>
  useQuery(operatorsQueryOptions(query));

const LIST_KEY = ['listOperators'] as const;

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOperatorBody) => adminApi('createOperator', { body }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOperatorBody }) =>
      adminApi('updateOperator', { params: { id }, body }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useEndOperatorSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi('endOperatorSessions', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useResetOperatorTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi('resetOperatorTotp', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
