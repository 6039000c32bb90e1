import { ADMIN_API_PREFIX } from './constants.js';
import type { AdminRouteInfo } from './routes.js';

/**
 * Method, path and permission of the console's campaigns (notices an operator writes to the
 * members of their companies, docs/decisions/118, 119) and of a company's switches for the
 * automatic notices. Admin and operators write within their companies; support reads.
 */
const p = (path: string) => `${ADMIN_API_PREFIX}${path}`;

export const campaignRoutes = {
  listCampaigns: {
    method: 'GET',
    path: p('/campaigns'),
    auth: 'session',
    permission: { resource: 'campaigns', action: 'list' },
  },
  createCampaign: {
    method: 'POST',
    path: p('/campaigns'),
    auth: 'session',
    permission: { resource: 'campaigns', action: 'create' },
  },
  cancelCampaign: {
    method: 'POST',
    path: p('/campaigns/:id/cancel'),
    auth: 'session',
    permission: { resource: 'campaigns', action: 'update' },
  },
  sendTestCampaign: {
    method: 'POST',
    path: p('/campaigns/test'),
    auth: 'session',
    permission: { resource: 'campaigns', action: 'create' },
  },
  getCampaignTester: {
    method: 'GET',
    path: p('/campaigns/tester'),
    auth: 'session',
    permission: { resource: 'campaigns', action: 'read' },
  },
  setCampaignTester: {
    method: 'PUT',
    path: p('/campaigns/tester'),
    auth: 'session',
    permission: { resource: 'campaigns', action: 'create' },
  },
  getNoticeSwitches: {
    method: 'GET',
    path: p('/companies/:id/notice-switches'),
    auth: 'session',
    permission: { resource: 'companies', action: 'read' },
  },
  updateNoticeSwitches: {
    method: 'PUT',
    path: p('/companies/:id/notice-switches'),
    auth: 'session',
    permission: { resource: 'companies', action: 'update' },
  },
} as const satisfies Record<string, AdminRouteInfo>;
