import { ADMIN_API_PREFIX } from './constants.js';
import type { AdminRouteInfo } from './routes.js';

/**
 * Method, path and permission of the partners, categories, exclusive-strip order and partner
 * import calls of the console (no zod, like `routes.ts`, which spreads these into `adminRoutes`).
 * docs/decisions/042-console-partners.md.
 */
const p = (path: string) => `${ADMIN_API_PREFIX}${path}`;

export const partnerRoutes = {
  listPartners: {
    method: 'GET',
    path: p('/partners'),
    auth: 'session',
    permission: { resource: 'partners', action: 'list' },
  },
  getPartner: {
    method: 'GET',
    path: p('/partners/:id'),
    auth: 'session',
    permission: { resource: 'partners', action: 'read' },
  },
  createPartner: {
    method: 'POST',
    path: p('/partners'),
    auth: 'session',
    permission: { resource: 'partners', action: 'create' },
  },
  updatePartner: {
    method: 'PATCH',
    path: p('/partners/:id'),
    auth: 'session',
    permission: { resource: 'partners', action: 'update' },
  },
  /** Hides the partner from every member app (kept, with its accesses and ratings). */
  deactivatePartner: {
    method: 'POST',
    path: p('/partners/:id/deactivate'),
    auth: 'session',
    permission: { resource: 'partners', action: 'delete' },
  },
  /** Which menus of one company list the partner (operators: their companies only). */
  setPartnerVisibility: {
    method: 'PUT',
    path: p('/partners/:id/visibility'),
    auth: 'session',
    permission: { resource: 'partners', action: 'update' },
  },
  /** The address of a CEP for the partner form (the member app's lookup: ViaCEP or local). */
  adminCep: {
    method: 'GET',
    path: p('/cep'),
    auth: 'session',
    permission: { resource: 'partners', action: 'read' },
  },

  listCategories: {
    method: 'GET',
    path: p('/categories'),
    auth: 'session',
    permission: { resource: 'categories', action: 'list' },
  },
  createCategory: {
    method: 'POST',
    path: p('/categories'),
    auth: 'session',
    permission: { resource: 'categories', action: 'create' },
  },
  updateCategory: {
    method: 'PATCH',
    path: p('/categories/:id'),
    auth: 'session',
    permission: { resource: 'categories', action: 'update' },
  },
  /** 409 while a partner is in the category. */
  deleteCategory: {
    method: 'DELETE',
    path: p('/categories/:id'),
    auth: 'session',
    permission: { resource: 'categories', action: 'delete' },
  },
  /** The exclusive menu's category strip of a company (`:id` = the company), in its order. */
  getCategoryStrip: {
    method: 'GET',
    path: p('/companies/:id/category-strip'),
    auth: 'session',
    permission: { resource: 'partners', action: 'read' },
  },
  setCategoryStrip: {
    method: 'PUT',
    path: p('/companies/:id/category-strip'),
    auth: 'session',
    permission: { resource: 'partners', action: 'update' },
  },

  partnerImportTemplate: {
    method: 'GET',
    path: p('/partner-imports/template'),
    auth: 'session',
    permission: { resource: 'partners', action: 'create' },
  },
  /** The file's bytes as the body (text/csv): the dry run, stored. */
  uploadPartnerImport: {
    method: 'POST',
    path: p('/partner-imports'),
    auth: 'session',
    permission: { resource: 'partners', action: 'create' },
  },
  getPartnerImport: {
    method: 'GET',
    path: p('/partner-imports/:id'),
    auth: 'session',
    permission: { resource: 'partners', action: 'create' },
  },
  partnerImportErrorsCsv: {
    method: 'GET',
    path: p('/partner-imports/:id/errors.csv'),
    auth: 'session',
    permission: { resource: 'partners', action: 'create' },
  },
  confirmPartnerImport: {
    method: 'POST',
    path: p('/partner-imports/:id/confirm'),
    auth: 'session',
    permission: { resource: 'partners', action: 'create' },
  },
  discardPartnerImport: {
    method: 'POST',
    path: p('/partner-imports/:id/discard'),
    auth: 'session',
    permission: { resource: 'partners', action: 'create' },
  },
} as const satisfies Record<string, AdminRouteInfo>;
