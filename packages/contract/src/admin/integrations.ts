import { z } from 'zod';
import { plainText } from '../schemas/common.js';
import {
  INTEGRATION_LIMITS,
  INTEGRATION_SCOPES,
  WEBHOOK_EVENTS,
} from '../integration/constants.js';
import type { AdminEndpoint } from './endpoints.js';
import { integrationAdminRoutes } from './integrations-routes.js';
import { queryId, recordParams } from './schemas/list.js';

/*
 * A company's integration in the console: API credentials (secret shown once) and webhooks with
 * their delivery log. docs/decisions/105–108.
 */

export const ADMIN_INTEGRATION_MESSAGES = {
  credentialNotFound: 'Credencial não encontrada.',
  alreadyRevoked: 'Esta credencial já foi revogada.',
  secretOnce: 'Anote o segredo agora: ele não será mostrado de novo.',
  tooMany: `Esta empresa já tem ${INTEGRATION_LIMITS.perCompany} credenciais ativas.`,
  companyNotFound: 'Empresa não encontrada.',
} as const;

export const companyQuery = z.object({ companyId: queryId });

const scopes = z
  .array(z.enum(INTEGRATION_SCOPES, 'permissão desconhecida'), 'escolha as permissões')
  .min(1, 'escolha ao menos uma permissão')
  .transform((list) => [...new Set(list)]);

export const createIntegrationCredentialBody = z.object({
  companyId: queryId,
  name: plainText()
    .trim()
    .min(1, 'informe um nome para a credencial')
    .max(80, 'nome muito longo (até 80 caracteres)'),
  scopes,
});
export type CreateIntegrationCredentialBody = z.input<typeof createIntegrationCredentialBody>;

export const integrationCredential = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  clientId: z.string(),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type IntegrationCredential = z.infer<typeof integrationCredential>;

export const integrationCredentialList = z.object({ data: z.array(integrationCredential) });

/** The credential with its secret: answered once, at creation and at each rotation. */
export const integrationCredentialWithSecret = z.object({
  credential: integrationCredential,
  secret: z.string(),
  message: z.string(),
});

const webhookUrl = z
  .string('informe o endereço')
  .trim()
  .max(500, 'endereço muito longo')
  .pipe(z.url('endereço inválido'));
const events = z
  .array(z.enum(WEBHOOK_EVENTS, 'evento desconhecido'), 'escolha os eventos')
  .min(1, 'escolha ao menos um evento')
  .transform((list) => [...new Set(list)]);

export const createWebhookBody = z.object({ companyId: queryId, url: webhookUrl, events });
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

export const updateWebhookBody = z.object({
  url: webhookUrl.optional(),
  events: events.optional(),
  active: z.boolean('marque ou desmarque').optional(),
});
export type UpdateWebhookBody = z.input<typeof updateWebhookBody>;

export const webhookEndpoint = z.object({
  id: z.number(),
  companyId: z.number(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpoint>;

export const webhookList = z.object({ data: z.array(webhookEndpoint) });

export const webhookWithSecret = z.object({
  endpoint: webhookEndpoint,
  /** `whsec_<base64>`: the receiver verifies signatures with it. Shown once. */
  secret: z.string(),
  message: z.string(),
});

export const webhookDelivery = z.object({
  id: z.number(),
  messageId: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(['pendente', 'entregue', 'falhou']),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDelivery>;

export const webhookDeliveryList = z.object({ data: z.array(webhookDelivery) });

export const integrationAdminEndpoints = {
  listIntegrationCredentials: {
    ...integrationAdminRoutes.listIntegrationCredentials,
    query: companyQuery,
    response: integrationCredentialList,
  },
  createIntegrationCredential: {
    ...integrationAdminRoutes.createIntegrationCredential,
    body: createIntegrationCredentialBody,
    response: integrationCredentialWithSecret,
    errors: [404, 409],
  },
  rotateIntegrationCredential: {
    ...integrationAdminRoutes.rotateIntegrationCredential,
    params: recordParams,
    response: integrationCredentialWithSecret,
    errors: [409],
  },
  revokeIntegrationCredential: {
    ...integrationAdminRoutes.revokeIntegrationCredential,
    params: recordParams,
    response: integrationCredential,
    errors: [409],
  },
  listWebhooks: {
    ...integrationAdminRoutes.listWebhooks,
    query: companyQuery,
    response: webhookList,
  },
  createWebhook: {
    ...integrationAdminRoutes.createWebhook,
    body: createWebhookBody,
    response: webhookWithSecret,
    errors: [404, 409],
  },
  updateWebhook: {
    ...integrationAdminRoutes.updateWebhook,
    params: recordParams,
    body: updateWebhookBody,
    response: webhookEndpoint,
  },
  listWebhookDeliveries: {
    ...integrationAdminRoutes.listWebhookDeliveries,
    params: recordParams,
    response: webhookDeliveryList,
  },
  resendWebhookDelivery: {
    ...integrationAdminRoutes.resendWebhookDelivery,
    params: recordParams,
    response: webhookDelivery,
  },
} as const satisfies Record<keyof typeof integrationAdminRoutes, AdminEndpoint>;
