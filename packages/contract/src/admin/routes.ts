import { ADMIN_API_PREFIX, type AdminAction, type AdminResource } from './constants.js';
import { companyMemberRoutes } from './companies-members-routes.js';
import { importRoutes } from './imports-routes.js';
import { partnerRoutes } from './partners-routes.js';
import { contentRoutes } from './content-routes.js';
import { recordRoutes } from './records-routes.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { reportRoutes } from './reports-routes.js';
import { counterRoutes } from './counter-routes.js';
import { integrationAdminRoutes } from './integrations-routes.js';
import { campaignRoutes } from './campaigns-routes.js';

/**
 * Method, path and permission of every call of the operator console's API, without schemas (like
 * the member contract's `routes.ts`). `endpoints.ts` adds the schemas; tests walk this table.
 *
 * - `auth: 'public'`: no session needed (sign-in, sign-out).
 * - `auth: 'pending'`: the cookie of a sign-in waiting for its second factor.
 * - `auth: 'session'`: a signed-in operator; with `permission`, `can(operator, action, resource)`
 *   must allow it too (docs/decisions/029-admin-session-auth.md).
 */
export type AdminMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type AdminAuth = 'public' | 'pending' | 'session';

export interface AdminRouteInfo {
  method: AdminMethod;
  path: string;
  auth: AdminAuth;
  permission?: { resource: AdminResource; action: AdminAction };
  /** Answers while the operator must still change the first password (me, sign-out, password). */
  allowWhilePasswordChange?: true;
}

const p = (path: string) => `${ADMIN_API_PREFIX}${path}`;

export const adminRoutes = {
  signIn: { method: 'POST', path: p('/session'), auth: 'public' },
  verifySecondFactor: { method: 'POST', path: p('/session/second-factor'), auth: 'pending' },
  signOut: { method: 'DELETE', path: p('/session'), auth: 'public' },
  me: { method: 'GET', path: p('/me'), auth: 'session', allowWhilePasswordChange: true },
  changeOwnPassword: {
    method: 'POST',
    path: p('/me/password'),
    auth: 'session',
    allowWhilePasswordChange: true,
  },

  listOperators: {
    method: 'GET',
    path: p('/operators'),
    auth: 'session',
    permission: { resource: 'operators', action: 'list' },
  },
  getOperator: {
    method: 'GET',
    path: p('/operators/:id'),
    auth: 'session',
    permission: { resource: 'operators', action: 'read' },
  },
  createOperator: {
    method: 'POST',
    path: p('/operators'),
    auth: 'session',
    permission: { resource: 'operators', action: 'create' },
  },
  updateOperator: {
    method: 'PATCH',
    path: p('/operators/:id'),
    auth: 'session',
    permission: { resource: 'operators', action: 'update' },
  },
  endOperatorSessions: {
    method: 'POST',
    path: p('/operators/:id/end-sessions'),
    auth: 'session',
    permission: { resource: 'operators', action: 'endSessions' },
  },
  resetOperatorTotp: {
    method: 'POST',
    path: p('/operators/:id/reset-2fa'),
    auth: 'session',
    permission: { resource: 'operators', action: 'update' },
  },

  listAudit: {
    method: 'GET',
    path: p('/audit'),
    auth: 'session',
    permission: { resource: 'audit', action: 'list' },
  },
  getAuditEntry: {
    method: 'GET',
    path: p('/audit/:id'),
    auth: 'session',
    permission: { resource: 'audit', action: 'read' },
  },
  ...companyMemberRoutes,
  ...importRoutes,
  ...partnerRoutes,
  ...contentRoutes,
  ...recordRoutes,
  ...reportRoutes,
  ...counterRoutes,
  ...dashboardRoutes,
  ...integrationAdminRoutes,
  ...campaignRoutes,
} as const satisfies Record<string, AdminRouteInfo>;

export type AdminRouteName = keyof typeof adminRoutes;

/** `/api/admin/v1/operators/:id` with `{ id: 3 }` → `/api/admin/v1/operators/3`. */
export function adminPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
