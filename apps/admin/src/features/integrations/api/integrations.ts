import type {
  CreateIntegrationCredentialBody,
  CreateWebhookBody,
  UpdateWebhookBody,
} from '@clube/contract/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/** A company's API credentials (a handful: one list, no pages). */
const credentialsQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['listIntegrationCredentials', { companyId }] as const,
    queryFn: ({ signal }) =>
      adminApi('listIntegrationCredentials', { query: { companyId }, signal }),
    meta: { handlesErrors: true },
  });
export const useCredentials = (companyId: number) => useQuery(credentialsQuery(companyId));

const webhooksQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['listWebhooks', { companyId }] as const,
    queryFn: ({ signal }) => adminApi('listWebhooks', { query: { companyId }, signal }),
    meta: { handlesErrors: true },
  });
export const useWebhooks = (companyId: number) => useQuery(webhooksQuery(companyId));

const deliveriesQuery = (endpointId: number) =>
  queryOptions({
    queryKey: ['listWebhookDeliveries', { id: endpointId }] as const,
    queryFn: ({ signal }) =>
      adminApi('listWebhookDeliveries', { params: { id: endpointId }, signal }),
    meta: { handlesErrors: true },
  });
export const useDeliveries = (endpointId: number) => useQuery(deliveriesQuery(endpointId));

function useRefresh(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey });
}

/** The answer carries the secret: the dialog shows it once. */
export function useCreateCredential(companyId: number) {
  const refresh = useRefresh(credentialsQuery(companyId).queryKey);
  return useMutation({
    mutationFn: (body: CreateIntegrationCredentialBody) =>
      adminApi('createIntegrationCredential', { body }),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
}

export function useRotateCredential(companyId: number) {
  const refresh = useRefresh(credentialsQuery(companyId).queryKey);
  return useMutation({
    mutationFn: (id: number) => adminApi('rotateIntegrationCredential', { params: { id } }),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
}

export function useRevokeCredential(companyId: number) {
  const refresh = useRefresh(credentialsQuery(companyId).queryKey);
  return useMutation({
    mutationFn: (id: number) => adminApi('revokeIntegrationCredential', { params: { id } }),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
}

export function useCreateWebhook(companyId: number) {
  const refresh = useRefresh(webhooksQuery(companyId).queryKey);
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => adminApi('createWebhook', { body }),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
}

export function useUpdateWebhook(companyId: number) {
  const refresh = useRefresh(webhooksQuery(companyId).queryKey);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateWebhookBody }) =>
      adminApi('updateWebhook', { params: { id }, body }),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
}

export function useResendDelivery(endpointId: number) {
  const refresh = useRefresh(deliveriesQuery(endpointId).queryKey);
  return useMutation({
    mutationFn: (id: number) => adminApi('resendWebhookDelivery', { params: { id } }),
    meta: { handlesErrors: true },
    onSuccess: refresh,
  });
}
