import { adminEndpoints } from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import { can } from '../permissions.js';
import { adminRoute, preparedAdminRoute } from '../route.js';
import { decodeBannerImage } from './banner-image.js';
import * as q from './queries.js';
import * as s from './service.js';

const dataUrl = (v: unknown): v is string => typeof v === 'string' && v.startsWith('data:');

/**
 * Home and help content (decision 044): banners, FAQ categories and items, services,
 * 24-hour attendance contacts and Tá Dodói video links (decision 050). Records of a company: its operators write them, support reads;
 * the club's FAQ categories (no company) are an admin's. Every write audited in its transaction.
 */
export async function adminContentRoutes(app: FastifyInstance) {
  const e = adminEndpoints;

  adminRoute(app, e.listBanners, async (request, { db, scope }) => {
    const { rows, total } = await q.listBannerRows(db, scope, request.query);
    return { data: rows.map(s.toBanner), total };
  });

  adminRoute(app, e.getBanner, async (request, { db, authorize }) => {
    const banner = await s.readBanner(db, request.params.id);
    authorize({ companyId: banner.empresaId });
    return banner;
  });

  // The image is checked and re-encoded before the transaction (SQLite has one connection), and
  // only for a write the operator may make.
  preparedAdminRoute(
    app,
    e.createBanner,
    async (request) =>
      can(request.operator, 'create', 'banners', { companyId: request.body.empresaId })
        ? decodeBannerImage(request.body.imagem)
        : undefined,
    async (request, { db, authorize, audit, prepared }) => {
      authorize({ companyId: request.body.empresaId });
      const banner = await s.createBanner(db, request.body, new Date(), prepared);
      await audit({ recordId: banner.id, after: banner, companyId: banner.empresaId });
      return banner;
    },
  );

  preparedAdminRoute(
    app,
    e.updateBanner,
    async (request) =>
      dataUrl(request.body.imagem) && can(request.operator, 'update', 'banners')
        ? decodeBannerImage(request.body.imagem)
        : undefined,
    async (request, { db, authorize, audit, prepared }) => {
      const before = await s.readBanner(db, request.params.id);
      authorize({ companyId: before.empresaId });
      const after = await s.changeBanner(db, before, request.body, new Date(), prepared);
      await audit({ recordId: after.id, before, after, companyId: after.empresaId });
      return after;
    },
  );

  adminRoute(app, e.deleteBanner, async (request, { db, authorize, audit }) => {
    const before = await s.readBanner(db, request.params.id);
    authorize({ companyId: before.empresaId });
    await s.removeBanner(db, before);
    await audit({ recordId: before.id, before, companyId: before.empresaId });
    return { id: before.id };
  });

  adminRoute(app, e.listFaqCategories, async (request, { db, scope }) => {
    const { rows, total } = await q.listCategoryRows(db, scope, request.query);
    return { data: rows.map(s.toCategory), total };
  });

  adminRoute(app, e.createFaqCategory, async (request, { db, authorize, audit }) => {
    const { empresaId, nome, ordem } = request.body;
    authorize({ companyId: empresaId });
    if (empresaId !== null) await s.requireCompany(db, empresaId);
    const id = await q.insertCategory(db, { empresa_id: empresaId, nome, ordem });
    const category = await s.readCategory(db, id);
    await audit({ recordId: `categoria-${id}`, after: category, companyId: empresaId });
    return category;
  });

  adminRoute(app, e.updateFaqCategory, async (request, { db, authorize, audit }) => {
    const before = await s.readCategory(db, request.params.id);
    authorize({ companyId: before.empresaId });
    await q.updateCategory(db, before.id, request.body);
    const after = await s.readCategory(db, before.id);
    await audit({
      recordId: `categoria-${before.id}`,
      before,
      after,
      companyId: before.empresaId,
    });
    return after;
  });

  adminRoute(app, e.deleteFaqCategory, async (request, { db, authorize, audit }) => {
    const before = await s.readCategory(db, request.params.id);
    authorize({ companyId: before.empresaId });
    await q.deleteCategory(db, before.id);
    await audit({ recordId: `categoria-${before.id}`, before, companyId: before.empresaId });
    return { id: before.id };
  });

  adminRoute(app, e.listFaqItems, async (request, { db, scope }) => {
    const { rows, total } = await q.listItemRows(db, scope, request.query);
    return { data: rows.map(s.toItem), total };
  });

  adminRoute(app, e.getFaqItem, async (request, { db, authorize }) => {
    const item = await s.readItem(db, request.params.id);
    authorize({ companyId: item.empresaId });
    return item;
  });

  adminRoute(app, e.createFaqItem, async (request, { db, authorize, audit }) => {
    const category = await s.readCategory(db, request.body.categoriaId);
    authorize({ companyId: category.empresaId });
    const item = await s.createItem(db, request.body);
    await audit({ recordId: item.id, after: item, companyId: item.empresaId });
    return item;
  });

  adminRoute(app, e.updateFaqItem, async (request, { db, authorize, audit }) => {
    const before = await s.readItem(db, request.params.id);
    authorize({ companyId: before.empresaId });
    if (request.body.categoriaId !== undefined) {
      const target = await s.readCategory(db, request.body.categoriaId);
      authorize({ companyId: target.empresaId });
    }
    const after = await s.changeItem(db, before.id, request.body);
    await audit({ recordId: before.id, before, after, companyId: after.empresaId });
    return after;
  });

  adminRoute(app, e.deleteFaqItem, async (request, { db, authorize, audit }) => {
    const before = await s.readItem(db, request.params.id);
    authorize({ companyId: before.empresaId });
    await q.deleteItem(db, before.id);
    await audit({ recordId: before.id, before, companyId: before.empresaId });
    return { id: before.id };
  });

  adminRoute(app, e.listServices, async (request, { db, scope }) => {
    const { rows, total } = await q.listServiceRows(db, scope, request.query);
    return { data: rows.map(s.toService), total };
  });

  adminRoute(app, e.createService, async (request, { db, authorize, audit }) => {
    const { empresaId, nome, descricao, ordem } = request.body;
    authorize({ companyId: empresaId });
    await s.requireCompany(db, empresaId);
    const id = await q.insertService(db, { empresa_id: empresaId, nome, descricao, ordem });
    const service = await s.readService(db, id);
    await audit({ recordId: id, after: service, companyId: empresaId });
    return service;
  });

  adminRoute(app, e.updateService, async (request, { db, authorize, audit }) => {
    const before = await s.readService(db, request.params.id);
    authorize({ companyId: before.empresaId });
    await q.updateService(db, before.id, request.body);
    const after = await s.readService(db, before.id);
    await audit({ recordId: before.id, before, after, companyId: before.empresaId });
    return after;
  });

  adminRoute(app, e.deleteService, async (request, { db, authorize, audit }) => {
    const before = await s.readService(db, request.params.id);
    authorize({ companyId: before.empresaId });
    await q.deleteService(db, before.id);
    await audit({ recordId: before.id, before, companyId: before.empresaId });
    return { id: before.id };
  });

  adminRoute(app, e.getAttendanceContacts, async (request, { db, authorize }) => {
    authorize({ companyId: request.params.id });
    return s.readAttendance(db, request.params.id);
  });

  adminRoute(app, e.saveAttendanceContacts, async (request, { db, authorize, audit }) => {
    const empresaId = request.params.id;
    authorize({ companyId: empresaId });
    const before = await s.readAttendance(db, empresaId);
    const { telefone, chat, videoChamada } = request.body;
    await q.saveAttendance(db, empresaId, { telefone, chat, video_chamada: videoChamada });
    const after = await s.readAttendance(db, empresaId);
    await audit({ recordId: `atendimento-${empresaId}`, before, after, companyId: empresaId });
    return after;
  });

  adminRoute(app, e.getVideoLinks, async (request, { db, authorize }) => {
    authorize({ companyId: request.params.id });
    return s.readVideoLinks(db, request.params.id);
  });

  adminRoute(app, e.saveVideoLinks, async (request, { db, authorize, audit }) => {
    const empresaId = request.params.id;
    authorize({ companyId: empresaId });
    const before = await s.readVideoLinks(db, empresaId);
    await s.saveVideoLinks(db, empresaId, request.body);
    const after = await s.readVideoLinks(db, empresaId);
    await audit({
      recordId: `video-${empresaId}`,
      before: before.links,
      after: after.links,
      companyId: empresaId,
    });
    return after;
  });
}
