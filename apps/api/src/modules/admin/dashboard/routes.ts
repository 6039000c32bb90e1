import { adminEndpoints } from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../route.js';
import { can } from '../permissions.js';
import { buildDashboard } from './service.js';

/** The console's landing page: one company the caller sees, or all of them together. */
export async function adminDashboardRoutes(app: FastifyInstance) {
  adminRoute(
    app,
    adminEndpoints.getDashboard,
    async (request, { db, authorize, scope, operator }) => {
      const { empresaId } = request.query;
      if (empresaId !== undefined) authorize({ companyId: empresaId });
      return buildDashboard(db, empresaId === undefined ? scope : [empresaId], {
        readsAudit: can(operator, 'list', 'audit'),
      });
    },
  );
}
