import { ADMIN_API_PREFIX } from './constants.js';
import type { AdminRouteInfo } from './routes.js';

/**
 * Method, path and permission of the partner counter's console calls (no zod, like `routes.ts`,
 * which spreads these into `adminRoutes`): partner staff accounts, the use log and its CSV, the
 * uses members reported, and the uses report. docs/decisions/071-partner-staff-sessions.md.
 */
const p = (path: string) => `${ADMIN_API_PREFIX}${path}`;

export const counterRoutes = {
  /** A partner's staff accounts (`:id` is the partner's). */
  listPartnerStaff: {
    method: 'GET',
    path: p('/partners/:id/staff'),
    auth: 'session',
    permission: { resource: 'partnerStaff', action: 'list' },
  },
  /** Creates a staff account of the partner: the answer shows its temporary password, once. */
  createPartnerStaff: {
    method: 'POST',
    path: p('/partners/:id/staff'),
    auth: 'session',
    permission: { resource: 'partnerStaff', action: 'create' },
  },
  /** Renames, disables (ends its sessions) or enables a staff account (`:id` is the account's). */
  updatePartnerStaff: {
    method: 'PATCH',
    path: p('/partner-staff/:id'),
    auth: 'session',
    permission: { resource: 'partnerStaff', action: 'update' },
  },
  /** A new temporary password (shown once), its sessions ended. */
  resetPartnerStaffPassword: {
    method: 'POST',
    path: p('/partner-staff/:id/reset-password'),
    auth: 'session',
    permission: { resource: 'partnerStaff', action: 'resetPassword' },
  },
  /** The use log with filters (period, partner, company, status). */
  listUses: {
    method: 'GET',
    path: p('/uses'),
    auth: 'session',
    permission: { resource: 'uses', action: 'list' },
  },
  /** The same filters as a CSV file. */
  usesCsv: {
    method: 'GET',
    path: p('/uses/csv'),
    auth: 'session',
    permission: { resource: 'uses', action: 'list' },
  },
  /** The uses members reported ('Não reconheço este uso'). */
  listUseReports: {
    method: 'GET',
    path: p('/use-reports'),
    auth: 'session',
    permission: { resource: 'uses', action: 'list' },
  },
  /** Marks a report reviewed, undoing the use when asked (`:id` is the report's). */
  reviewUseReport: {
    method: 'POST',
    path: p('/use-reports/:id/review'),
    auth: 'session',
    permission: { resource: 'uses', action: 'update' },
  },
  /** Uses and savings per partner, company and day over a period. */
  usesReport: {
    method: 'GET',
    path: p('/reports/uses'),
    auth: 'session',
    permission: { resource: 'reports', action: 'read' },
  },
} as const satisfies Record<string, AdminRouteInfo>;
