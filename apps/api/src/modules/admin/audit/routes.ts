import { adminEndpoints } from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../route.js';
import { forbidden, notFound } from '../../../lib/http-error.js';
import { findAuditEntry, listAudit } from './service.js';

/**
 * The audit log (docs/product.md#console-audit-log): list and filter (operator, resource, record, period), read one.
 * Read-only: there is no admin call that changes or deletes it.
 */
export async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, adminEndpoints.listAudit, async (request, { db, scope }) =>
    listAudit(db, request.query, scope),
  );

  adminRoute(app, adminEndpoints.getAuditEntry, async (request, { db, authorize, scope }) => {
    const entry = await findAuditEntry(db, request.params.id);
    // Outside an admin's view a missing entry answers like another company's: 403.
    if (!entry && scope !== 'all') throw forbidden();
    if (!entry) throw notFound('Registro de auditoria não encontrado.');
    authorize({ companyId: entry.companyId });
    return entry;
  });
}
