import { z } from 'zod';
import { dashboardRoutes } from './dashboard-routes.js';
import type { AdminEndpoint } from './endpoints.js';
import { auditEntry } from './schemas/audit.js';
import { queryId } from './schemas/list.js';

/** How many days back the dashboard counts sign-ins (today included). */
export const DASHBOARD_SIGN_IN_DAYS = 30;
/** Latest audit entries on the dashboard. */
export const DASHBOARD_LATEST_AUDIT = 8;

/** Without `empresaId`: every company the caller sees (all of them for an admin). */
export const dashboardQuery = z.object({ empresaId: queryId.optional() });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const dashboard = z.object({
  /** People holding at least one card that has not ended. */
  membrosAtivos: z.number(),
  /** Holder cards that have not ended. */
  cartoesAtivos: z.number(),
  /** Member sign-ins over the last DASHBOARD_SIGN_IN_DAYS days (Brazilian days, today included). */
  acessos30Dias: z.number(),
  /** CSV member imports whose dry run waits for an operator to confirm or discard it. */
  importacoesPendentes: z.number(),
  /** The newest audit entries first; empty when the caller may not read the log. */
  ultimasAuditorias: z.array(auditEntry),
});
export type Dashboard = z.infer<typeof dashboard>;

export const dashboardEndpoints = {
  getDashboard: { ...dashboardRoutes.getDashboard, query: dashboardQuery, response: dashboard },
} as const satisfies Record<string, AdminEndpoint>;
