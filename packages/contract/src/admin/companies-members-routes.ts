import { ADMIN_API_PREFIX } from './constants.js';
import type { AdminRouteInfo } from './routes.js';

/**
 * Method, path and permission of the companies and members calls of the console (no zod, like
 * `routes.ts`, which spreads these into `adminRoutes`).
 */
const p = (path: string) => `${ADMIN_API_PREFIX}${path}`;

export const companyMemberRoutes = {
  listCompanies: {
    method: 'GET',
    path: p('/companies'),
    auth: 'session',
    permission: { resource: 'companies', action: 'list' },
  },
  getCompany: {
    method: 'GET',
    path: p('/companies/:id'),
    auth: 'session',
    permission: { resource: 'companies', action: 'read' },
  },
  createCompany: {
    method: 'POST',
    path: p('/companies'),
    auth: 'session',
    permission: { resource: 'companies', action: 'create' },
  },
  updateCompany: {
    method: 'PATCH',
    path: p('/companies/:id'),
    auth: 'session',
    permission: { resource: 'companies', action: 'update' },
  },

  listMembers: {
    method: 'GET',
    path: p('/members'),
    auth: 'session',
    permission: { resource: 'members', action: 'list' },
  },
  getMember: {
    method: 'GET',
    path: p('/members/:id'),
    auth: 'session',
    permission: { resource: 'members', action: 'read' },
  },
  /** A new member with a card, or a card for a CPF that already signs in. */
  createMember: {
    method: 'POST',
    path: p('/members'),
    auth: 'session',
    permission: { resource: 'members', action: 'create' },
  },
  addMemberCard: {
    method: 'POST',
    path: p('/members/:id/cards'),
    auth: 'session',
    permission: { resource: 'members', action: 'create' },
  },
  /** Deactivates a card (`:id` = its idCliente; `encerrado_em` = today); never deletes it. */
  endMemberCard: {
    method: 'POST',
    path: p('/members/cards/:id/end'),
    auth: 'session',
    permission: { resource: 'members', action: 'delete' },
  },
  reactivateMemberCard: {
    method: 'POST',
    path: p('/members/cards/:id/reactivate'),
    auth: 'session',
    permission: { resource: 'members', action: 'update' },
  },
  resetMemberPassword: {
    method: 'POST',
    path: p('/members/:id/reset-password'),
    auth: 'session',
    permission: { resource: 'members', action: 'resetPassword' },
  },
  unlockMember: {
    method: 'POST',
    path: p('/members/:id/unlock'),
    auth: 'session',
    permission: { resource: 'members', action: 'unlock' },
  },
} as const satisfies Record<string, AdminRouteInfo>;
