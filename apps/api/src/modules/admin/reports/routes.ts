import { adminEndpoints } from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import { csvDownloadHeaders } from '../../../lib/csv-write.js';
import { adminRoute } from '../route.js';
import {
  buildReport,
  buildReportTable,
  changeRatingHidden,
  readRatingComment,
  reportTableCsv,
} from './service.js';

/**
 * Usage reports (docs/product.md#console-reports): one company's dashboard over a period (or every
 * company the caller sees, without `empresaId`), its tables as CSV, and hiding an abusive rating
 * comment (audited). Operators see only their companies; support reads.
 */
export async function adminReportRoutes(app: FastifyInstance) {
  adminRoute(app, adminEndpoints.getReport, async (request, { db, authorize, scope }) => {
    const { empresaId } = request.query;
    if (empresaId !== undefined) authorize({ companyId: empresaId });
    return buildReport(db, request.query, scope);
  });

  adminRoute(app, adminEndpoints.reportCsv, async (request, { db, authorize, scope }, reply) => {
    const { table, ...query } = request.query;
    if (query.empresaId !== undefined) authorize({ companyId: query.empresaId });
    const data = await buildReportTable(db, query, scope, table);
    const which = query.empresaId ?? 'todas';
    void reply.headers(
      csvDownloadHeaders(`relatorio-${table}-${which}-${query.from}-${query.to}.csv`),
    );
    return reportTableCsv(data);
  });

  adminRoute(app, adminEndpoints.hideRatingComment, async (request, { db, authorize, audit }) => {
    const { id } = request.params;
    const current = await readRatingComment(db, id);
    authorize({ companyId: current.empresa_id });
    const { before, after } = await changeRatingHidden(db, id, request.body.oculto);
    await audit({
      recordId: id,
      action: request.body.oculto ? 'hideComment' : 'showComment',
      before: { oculto: before.oculto },
      after: { oculto: after.oculto },
      companyId: current.empresa_id,
    });
    return after;
  });
}
