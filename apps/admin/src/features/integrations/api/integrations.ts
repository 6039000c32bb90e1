import { useResource, useResourceWrite } from '../../../lib/resource/resource';

/*
 * A company's API credentials and webhooks (a handful each: one list, no pages) through the
 * console's resource kit. Writes whose answer carries a secret show their refusal in their dialog.
 */

export const useCredentials = (companyId: number) =>
  useResource('listIntegrationCredentials', { query: { companyId } });
export const useWebhooks = (companyId: number) =>
  useResource('listWebhooks', { query: { companyId } });
export const useDeliveries = (endpointId: number) =>
  useResource('listWebhookDeliveries', { params: { id: endpointId } });

const CREDENTIALS = ['listIntegrationCredentials'] as const;
const WEBHOOKS = ['listWebhooks'] as const;

/** The answer carries the secret: the dialog shows it once. */
export const useCreateCredential = () =>
  useResourceWrite('createIntegrationCredential', { refresh: CREDENTIALS, handlesErrors: true });
export const useRotateCredential = () =>
  useResourceWrite('rotateIntegrationCredential', { refresh: CREDENTIALS });
export const useRevokeCredential = () =>
  useResourceWrite('revokeIntegrationCredential', {
    refresh: CREDENTIALS,
    success: 'Credencial revogada.',
  });

export const useCreateWebhook = () =>
  useResourceWrite('createWebhook', { refresh: WEBHOOKS, handlesErrors: true });
export const useUpdateWebhook = () => useResourceWrite('updateWebhook', { refresh: WEBHOOKS });
export const useResendDelivery = () =>
  useResourceWrite('resendWebhookDelivery', {
    refresh: ['listWebhookDeliveries'],
    success: 'Entrega colocada na fila para reenvio.',
  });
