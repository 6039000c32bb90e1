import { ADMIN_API_PREFIX } from './constants.js';
import type { AdminRouteInfo } from './routes.js';

/** Method, path and permission of the console's landing page (no zod, like `routes.ts`). */
export const dashboardRoutes = {
  /** The figures of the caller's companies (or of one, `empresaId`), and the latest audit entries. */
  getDashboard: {
    method: 'GET',
    path: `${ADMIN_API_PREFIX}/dashboard`,
    auth: 'session',
    permission: { resource: 'reports', action: 'read' },
  },
} as const satisfies Record<string, AdminRouteInfo>;
