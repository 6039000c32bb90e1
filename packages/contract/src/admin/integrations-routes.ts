import { ADMIN_API_PREFIX } from './constants.js';
import type { AdminRouteInfo } from './routes.js';

/**
 * Method, path and permission of the console's calls on a company's integration: its API
 * credentials and its webhooks (docs/decisions/105, 107). Admin and the company's operators
 * manage them; support reads.
 */
const p = (path: string) => `${ADMIN_API_PREFIX}${path}`;
const read = { resource: 'integrations', action: 'read' } as const;

export const integrationAdminRoutes = {
  listIntegrationCredentials: {
    method: 'GET',
    path: p('/integrations/credentials'),
    auth: 'session',
    permission: { resource: 'integrations', action: 'list' },
  },
  createIntegrationCredential: {
    method: 'POST',
    path: p('/integrations/credentials'),
    auth: 'session',
    permission: { resource: 'integrations', action: 'create' },
  },
  rotateIntegrationCredential: {
    method: 'POST',
    path: p('/integrations/credentials/:id/rotate'),
    auth: 'session',
    permission: { resource: 'integrations', action: 'update' },
  },
  revokeIntegrationCredential: {
    method: 'POST',
    path: p('/integrations/credentials/:id/revoke'),
    auth: 'session',
    permission: { resource: 'integrations', action: 'delete' },
  },
  listWebhooks: {
    method: 'GET',
    path: p('/integrations/webhooks'),
    auth: 'session',
    permission: { resource: 'integrations', action: 'list' },
  },
  createWebhook: {
    method: 'POST',
    path: p('/integrations/webhooks'),
    auth: 'session',
    permission: { resource: 'integrations', action: 'create' },
  },
  updateWebhook: {
    method: 'PATCH',
    path: p('/integrations/webhooks/:id'),
    auth: 'session',
    permission: { resource: 'integrations', action: 'update' },
  },
  listWebhookDeliveries: {
    method: 'GET',
    path: p('/integrations/webhooks/:id/deliveries'),
    auth: 'session',
    permission: read,
  },
  resendWebhookDelivery: {
    method: 'POST',
    path: p('/integrations/deliveries/:id/resend'),
    auth: 'session',
    permission: { resource: 'integrations', action: 'update' },
  },
} as const satisfies Record<string, AdminRouteInfo>;
