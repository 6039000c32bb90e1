import { adminEndpoints } from '@clube/contract/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../permissions.js';
import { adminRoute } from '../route.js';
import { decodeLogo } from './logo.js';
import {
  auditedCompany,
  changeCompany,
  companyPage,
  createCompany,
  readCompany,
} from './service.js';

/**
 * Companies in the operator console (issue 15): list, read, create (admin), update. Operators
 * see and change only their companies; every write is audited in its transaction.
 */
export async function adminCompanyRoutes(app: FastifyInstance) {
  /*
   * A new logo is checked and re-encoded before the write's transaction opens: decoding an image
   * takes tens of milliseconds, and SQLite has one connection for every request.
   */
  const logos = new WeakMap<FastifyRequest, Buffer>();
  const { createCompany: create, updateCompany: update } = adminEndpoints;
  const routeOf = (request: FastifyRequest) =>
    [create, update].find(
      (e) => e.method === request.method && e.path === request.routeOptions.url,
    );
  app.addHook('preHandler', async (request) => {
    const endpoint = routeOf(request);
    const logo = (request.body as { logo?: unknown } | undefined)?.logo;
    if (!endpoint || !request.operator || typeof logo !== 'string' || !logo.startsWith('data:')) {
      return;
    }
    // Another company's update is refused by the handler: no image work for it.
    const { id } = request.params as { id?: number };
    if (
      endpoint === update &&
      !can(request.operator, 'update', 'companies', { companyId: id ?? 0 })
    ) {
      return;
    }
    logos.set(request, await decodeLogo(logo));
  });

  adminRoute(app, adminEndpoints.listCompanies, async (request, { db, scope }) =>
    companyPage(db, { ...request.query, scope }),
  );

  adminRoute(app, adminEndpoints.getCompany, async (request, { db, authorize }) => {
    authorize({ companyId: request.params.id });
    return readCompany(db, request.params.id);
  });

  adminRoute(app, adminEndpoints.createCompany, async (request, { db, audit }) => {
    const company = await createCompany(db, request.body, new Date(), logos.get(request));
    await audit({ recordId: company.id, after: auditedCompany(company), companyId: company.id });
    return company;
  });

  adminRoute(app, adminEndpoints.updateCompany, async (request, { db, authorize, audit }) => {
    const { id } = request.params;
    authorize({ companyId: id });
    const { before, after } = await changeCompany(
      db,
      id,
      request.body,
      new Date(),
      logos.get(request),
    );
    await audit({
      recordId: id,
      before: auditedCompany(before),
      after: auditedCompany(after),
      companyId: id,
    });
    return after;
  });
}
