import { ADMIN_API_PREFIX } from './constants.js';
import type { AdminRouteInfo } from './routes.js';

/**
 * Method, path and permission of the CSV member import calls (no zod, like `routes.ts`, which
 * spreads these into `adminRoutes`). docs/decisions/039-member-import-jobs.md.
 */
const p = (path: string) => `${ADMIN_API_PREFIX}${path}`;

export const importRoutes = {
  /** The template: a CSV with the header and one example line. */
  memberImportTemplate: {
    method: 'GET',
    path: p('/imports/members/template'),
    auth: 'session',
    permission: { resource: 'imports', action: 'read' },
  },
  /** The file's bytes as the body (Content-Type text/csv); the query names company and password rule. */
  uploadMemberImport: {
    method: 'POST',
    path: p('/imports/members'),
    auth: 'session',
    permission: { resource: 'imports', action: 'create' },
  },
  getImport: {
    method: 'GET',
    path: p('/imports/:id'),
    auth: 'session',
    permission: { resource: 'imports', action: 'read' },
  },
  /** The rows in error as CSV, with the columns 'linha' and 'erro' in front. */
  importErrorsCsv: {
    method: 'GET',
    path: p('/imports/:id/errors.csv'),
    auth: 'session',
    permission: { resource: 'imports', action: 'read' },
  },
  confirmImport: {
    method: 'POST',
    path: p('/imports/:id/confirm'),
    auth: 'session',
    permission: { resource: 'imports', action: 'update' },
  },
  discardImport: {
    method: 'POST',
    path: p('/imports/:id/discard'),
    auth: 'session',
    permission: { resource: 'imports', action: 'update' },
  },
} as const satisfies Record<string, AdminRouteInfo>;
