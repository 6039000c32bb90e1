import { adminEndpoints } from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import { can } from '../permissions.js';
import { adminRoute, preparedAdminRoute } from '../route.js';
import { decodeLogo } from './logo.js';
import {
  auditedCompany,
  changeCompany,
  companyPage,
  createCompany,
  readCompany,
} from './service.js';

/**
 * A new logo (a data URL) checked and re-encoded before the write's transaction opens: decoding
 * an image takes tens of milliseconds, and SQLite has one connection for every request.
 */
const decodedLogo = async (logo: string | undefined) =>
  logo?.startsWith('data:') ? decodeLogo(logo) : undefined;

/**
 * Companies in the operator console (docs/product.md#console-companies): list, read, create (admin), update. Operators
 * see and change only their companies; every write is audited in its transaction.
 */
export async function adminCompanyRoutes(app: FastifyInstance) {
  adminRoute(app, adminEndpoints.listCompanies, async (request, { db, scope }) =>
    companyPage(db, { ...request.query, scope }),
  );

  adminRoute(app, adminEndpoints.getCompany, async (request, { db, authorize }) => {
    authorize({ companyId: request.params.id });
    return readCompany(db, request.params.id);
  });

  preparedAdminRoute(
    app,
    adminEndpoints.createCompany,
    (request) => decodedLogo(request.body.logo),
    async (request, { db, audit, prepared }) => {
      const company = await createCompany(db, request.body, new Date(), prepared);
      await audit({ recordId: company.id, after: auditedCompany(company), companyId: company.id });
      return company;
    },
  );

  preparedAdminRoute(
    app,
    adminEndpoints.updateCompany,
    // Another company's update is refused by the handler: no image work for it.
    async (request) =>
      can(request.operator, 'update', 'companies', { companyId: request.params.id })
        ? decodedLogo(request.body.logo)
        : undefined,
    async (request, { db, authorize, audit, prepared }) => {
      const { id } = request.params;
      authorize({ companyId: id });
      const { before, after } = await changeCompany(db, id, request.body, new Date(), prepared);
      await audit({
        recordId: id,
        before: auditedCompany(before),
        after: auditedCompany(after),
        companyId: id,
      });
      return after;
    },
  );
}
