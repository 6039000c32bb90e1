import { ADMIN_PARTNER_MESSAGES, adminEndpoints } from '@clube/contract/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-error.js';
import { createCepProvider } from '../../../providers/cep/index.js';
import { lookUpCep } from '../../address/service.js';
import { adminRoute } from '../route.js';
import { decodePartnerImage, IMAGE_SIDES } from './images.js';
import {
  categoryNamed,
  deleteCategory,
  insertCategory,
  listCategories,
  setStripOrder,
  updateCategory,
} from './queries.js';
import {
  auditedPartner,
  changePartner,
  createPartner,
  iconUrl,
  mayEditFields,
  partnerCompanyIds,
  partnerPage,
  readCategory,
  readPartner,
  readStrip,
  setVisibility,
  toAdminCategory,
  type DecodedImages,
} from './service.js';

type Db = Kysely<Database>;
type Scope = 'all' | readonly number[];

/**
 * Partners, categories and the exclusive strip in the operator console (
 * docs/decisions/042-console-partners.md). Admin manages everything; an operator sees the partners
 * their companies list, sets which menus of their companies list a partner, and changes a
 * partner's own fields only when no other company lists it; support reads.
 */
export async function adminPartnerRoutes(app: FastifyInstance) {
  const cepProvider = createCepProvider(app.config, app.db);

  /*
   * New images are checked and re-encoded before the write's transaction opens (decoding takes
   * tens of milliseconds, and SQLite has one connection for every request).
   */
  const images = new WeakMap<FastifyRequest, DecodedImages>();
  const icons = new WeakMap<FastifyRequest, Buffer>();
  const PARTNER_WRITES = [adminEndpoints.createPartner, adminEndpoints.updatePartner];
  const CATEGORY_WRITES = [adminEndpoints.createCategory, adminEndpoints.updateCategory];
  const matches = (request: FastifyRequest, list: readonly { method: string; path: string }[]) =>
    list.some((e) => e.method === request.method && e.path === request.routeOptions.url);
  app.addHook('preHandler', async (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return;
    const isData = (v: unknown): v is string => typeof v === 'string' && v.startsWith('data:');
    if (matches(request, PARTNER_WRITES)) {
      const decoded: DecodedImages = {};
      for (const field of ['logo', 'banner'] as const) {
        const value = body[field];
        if (isData(value))
          decoded[field] = await decodePartnerImage(field, value, IMAGE_SIDES[field]);
      }
      images.set(request, decoded);
    } else if (matches(request, CATEGORY_WRITES) && isData(body.logo)) {
      icons.set(request, await decodePartnerImage('logo', body.logo, IMAGE_SIDES.icon));
    }
  });

  /** The partner's companies; 404 for an operator when none of them is theirs. */
  async function partnerInScope(db: Db, id: number, scope: Scope) {
    const companyIds = await partnerCompanyIds(db, id);
    const partner = await readPartner(db, id, scope);
    if (scope !== 'all' && !companyIds.some((c) => scope.includes(c)))
      throw notFound(ADMIN_PARTNER_MESSAGES.notFound);
    return { partner, companyIds };
  }

  /** The company of the audit row: the first of the operator's companies that lists it. */
  const auditCompany = (companyIds: readonly number[], scope: Scope) =>
    (scope === 'all' ? companyIds : companyIds.filter((c) => scope.includes(c)))[0] ?? null;

  adminRoute(app, adminEndpoints.listPartners, async (request, { db, scope }) =>
    partnerPage(db, { ...request.query, scope }),
  );

  adminRoute(app, adminEndpoints.getPartner, async (request, { db, scope }) => {
    return (await partnerInScope(db, request.params.id, scope)).partner;
  });

  adminRoute(
    app,
    adminEndpoints.createPartner,
    async (request, { db, scope, authorize, audit }) => {
      const { visibilidade, ...fields } = request.body;
      const shown = visibilidade.filter((v) => Object.values(v.menus).some(Boolean));
      if (scope !== 'all' && shown.length === 0)
        throw forbidden(ADMIN_PARTNER_MESSAGES.needsCompany);
      for (const v of visibilidade) authorize({ companyId: v.empresaId });
      const id = await createPartner(db, fields, visibilidade, new Date(), images.get(request));
      const partner = await readPartner(db, id, scope);
      await audit({
        recordId: id,
        after: auditedPartner(partner),
        companyId: auditCompany(
          partner.visibilidade.map((v) => v.empresaId),
          scope,
        ),
      });
      return partner;
    },
  );

  adminRoute(app, adminEndpoints.updatePartner, async (request, { db, scope, audit }) => {
    const { id } = request.params;
    const { partner: before, companyIds } = await partnerInScope(db, id, scope);
    if (!mayEditFields(scope, companyIds)) throw forbidden(ADMIN_PARTNER_MESSAGES.otherCompanies);
    await changePartner(db, id, request.body, new Date(), images.get(request));
    const after = await readPartner(db, id, scope);
    await audit({
      recordId: id,
      before: auditedPartner(before),
      after: auditedPartner(after),
      companyId: auditCompany(companyIds, scope),
    });
    return after;
  });

  adminRoute(app, adminEndpoints.deactivatePartner, async (request, { db, scope, audit }) => {
    const { id } = request.params;
    const { partner: before, companyIds } = await partnerInScope(db, id, scope);
    if (!mayEditFields(scope, companyIds)) throw forbidden(ADMIN_PARTNER_MESSAGES.otherCompanies);
    await changePartner(db, id, { ativo: false }, new Date());
    const after = await readPartner(db, id, scope);
    await audit({
      recordId: id,
      before: { ativo: before.ativo },
      after: { ativo: after.ativo },
      companyId: auditCompany(companyIds, scope),
    });
    return after;
  });

  adminRoute(
    app,
    adminEndpoints.setPartnerVisibility,
    async (request, { db, scope, authorize, audit }) => {
      const { id } = request.params;
      const { empresaId, menus } = request.body;
      authorize({ companyId: empresaId });
      const before = await readPartner(db, id, [empresaId]);
      await setVisibility(db, id, empresaId, menus);
      const after = await readPartner(db, id, [empresaId]);
      await audit({
        recordId: id,
        before: { visibilidade: before.visibilidade.map((v) => v.menus) },
        after: { visibilidade: after.visibilidade.map((v) => v.menus) },
        companyId: empresaId,
      });
      return readPartner(db, id, scope);
    },
  );

  adminRoute(app, adminEndpoints.adminCep, async (request) =>
    lookUpCep(cepProvider, request.query.cep, request.log),
  );

  /* ---------------------------------------------------------------- categories */

  adminRoute(app, adminEndpoints.listCategories, async (request, { db }) => {
    const { rows, total } = await listCategories(db, request.query);
    return { data: rows.map(toAdminCategory), total };
  });

  adminRoute(app, adminEndpoints.createCategory, async (request, { db, audit }) => {
    const { nome, logo } = request.body;
    if (await categoryNamed(db, nome)) throw conflict(ADMIN_PARTNER_MESSAGES.categoryTaken);
    const now = new Date();
    const id = await insertCategory(db, nome, await iconUrl(db, logo, '', now, icons.get(request)));
    const category = await readCategory(db, id);
    await audit({ recordId: id, after: { nome: category.nome, logo: category.logo } });
    return category;
  });

  adminRoute(app, adminEndpoints.updateCategory, async (request, { db, audit }) => {
    const { id } = request.params;
    const before = await readCategory(db, id);
    const { nome, logo } = request.body;
    if (nome !== undefined && (await categoryNamed(db, nome, id)))
      throw conflict(ADMIN_PARTNER_MESSAGES.categoryTaken);
    await updateCategory(db, id, {
      ...(nome !== undefined ? { nome } : {}),
      ...(logo !== undefined
        ? { logo: await iconUrl(db, logo, before.logo, new Date(), icons.get(request)) }
        : {}),
    });
    const after = await readCategory(db, id);
    await audit({
      recordId: id,
      before: { nome: before.nome, logo: before.logo },
      after: { nome: after.nome, logo: after.logo },
    });
    return after;
  });

  adminRoute(app, adminEndpoints.deleteCategory, async (request, { db, audit }) => {
    const { id } = request.params;
    const before = await readCategory(db, id);
    if (before.parceiros > 0) throw conflict(ADMIN_PARTNER_MESSAGES.categoryInUse);
    await deleteCategory(db, id);
    await audit({ recordId: id, before: { nome: before.nome, logo: before.logo } });
    return { message: 'Categoria excluída.' };
  });

  /* ---------------------------------------------------------------- the strip */

  adminRoute(app, adminEndpoints.getCategoryStrip, async (request, { db, authorize }) => {
    authorize({ companyId: request.params.id });
    return readStrip(db, request.params.id);
  });

  adminRoute(app, adminEndpoints.setCategoryStrip, async (request, { db, authorize, audit }) => {
    const empresaId = request.params.id;
    authorize({ companyId: empresaId });
    const before = await readStrip(db, empresaId);
    if (before.menuId === 0) throw notFound(ADMIN_PARTNER_MESSAGES.notFound);
    const known = new Set(before.categorias.map((c) => c.id));
    const ordem = request.body.ordem.map(Number);
    if (!ordem.every((c) => known.has(c))) throw badRequest(ADMIN_PARTNER_MESSAGES.stripNotInMenu);
    await setStripOrder(db, before.menuId, ordem);
    const after = await readStrip(db, empresaId);
    await audit({
      resource: 'partners',
      action: 'stripOrder',
      recordId: before.menuId,
      before: { ordem: before.categorias.map((c) => c.nome) },
      after: { ordem: after.categorias.map((c) => c.nome) },
      companyId: empresaId,
    });
    return after;
  });
}
