import { adminEndpoints } from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../route.js';
import { getAuditEntry, listAudit } from './service.js';

/**
 * The audit log (issue 15): list and filter (operator, resource, record, period), read one.
 * Read-only: there is no admin call that changes or deletes it.
 */
export async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, adminEndpoints.listAudit, async (request, { db, scope }) =>
    listAudit(db, request.query, scope),
  );

  adminRoute(app, adminEndpoints.getAuditEntry, async (request, { db, authorize }) => {
    const entry = await getAuditEntry(db, request.params.id);
    authorize({ companyId: entry.companyId });
    return entry;
  });
}
