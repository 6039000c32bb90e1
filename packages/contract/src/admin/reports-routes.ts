import { ADMIN_API_PREFIX } from './constants.js';
import type { AdminRouteInfo } from './routes.js';

/**
 * Method, path and permission of the usage reports calls (no zod, like `routes.ts`, which spreads
 * these into `adminRoutes`). docs/decisions/048-usage-reports.md.
 */
const p = (path: string) => `${ADMIN_API_PREFIX}${path}`;

export const reportRoutes = {
  /** The dashboard of one company over a period (`empresaId`, `from`, `to`). */
  getReport: {
    method: 'GET',
    path: p('/reports'),
    auth: 'session',
    permission: { resource: 'reports', action: 'read' },
  },
  /** One table of the dashboard as a CSV file (`table` names it). */
  reportCsv: {
    method: 'GET',
    path: p('/reports/csv'),
    auth: 'session',
    permission: { resource: 'reports', action: 'read' },
  },
  /** Hides (or shows again) an abusive rating comment: members no longer see it. */
  hideRatingComment: {
    method: 'PATCH',
    path: p('/reports/ratings/:id'),
    auth: 'session',
    permission: { resource: 'reports', action: 'update' },
  },
} as const satisfies Record<string, AdminRouteInfo>;
