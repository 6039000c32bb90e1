import { ADMIN_API_PREFIX } from './constants.js';
import type { AdminRouteInfo } from './routes.js';

/**
 * Method, path and permission of the home and help content calls of the console (docs/product.md#console-home-and-help-content:
 * banners, FAQ, services, 24-hour attendance contacts, Tá Dodói video links), without zod like
 * `routes.ts`.
 */
const p = (path: string) => `${ADMIN_API_PREFIX}${path}`;

const crud = <R extends 'banners' | 'faq' | 'services'>(resource: R, path: string) =>
  ({
    list: {
      method: 'GET',
      path: p(path),
      auth: 'session',
      permission: { resource, action: 'list' },
    },
    read: {
      method: 'GET',
      path: p(`${path}/:id`),
      auth: 'session',
      permission: { resource, action: 'read' },
    },
    create: {
      method: 'POST',
      path: p(path),
      auth: 'session',
      permission: { resource, action: 'create' },
    },
    update: {
      method: 'PATCH',
      path: p(`${path}/:id`),
      auth: 'session',
      permission: { resource, action: 'update' },
    },
    remove: {
      method: 'DELETE',
      path: p(`${path}/:id`),
      auth: 'session',
      permission: { resource, action: 'delete' },
    },
  }) as const;

const banners = crud('banners', '/banners');
const faqCategories = crud('faq', '/faq/categories');
const faqItems = crud('faq', '/faq/items');
const services = crud('services', '/services');

export const contentRoutes = {
  listBanners: banners.list,
  getBanner: banners.read,
  createBanner: banners.create,
  updateBanner: banners.update,
  deleteBanner: banners.remove,

  listFaqCategories: faqCategories.list,
  createFaqCategory: faqCategories.create,
  updateFaqCategory: faqCategories.update,
  deleteFaqCategory: faqCategories.remove,
  listFaqItems: faqItems.list,
  getFaqItem: faqItems.read,
  createFaqItem: faqItems.create,
  updateFaqItem: faqItems.update,
  deleteFaqItem: faqItems.remove,

  listServices: services.list,
  createService: services.create,
  updateService: services.update,
  deleteService: services.remove,

  /** The company's 24-hour attendance contacts (`:id` = the company). */
  getAttendanceContacts: {
    method: 'GET',
    path: p('/companies/:id/attendance'),
    auth: 'session',
    permission: { resource: 'services', action: 'read' },
  },
  saveAttendanceContacts: {
    method: 'PUT',
    path: p('/companies/:id/attendance'),
    auth: 'session',
    permission: { resource: 'services', action: 'update' },
  },

  /** The company's Tá Dodói video-service links, one per type (`:id` = the company). */
  getVideoLinks: {
    method: 'GET',
    path: p('/companies/:id/video-links'),
    auth: 'session',
    permission: { resource: 'services', action: 'read' },
  },
  saveVideoLinks: {
    method: 'PUT',
    path: p('/companies/:id/video-links'),
    auth: 'session',
    permission: { resource: 'services', action: 'update' },
  },
} as const satisfies Record<string, AdminRouteInfo>;
