import { ADMIN_API_PREFIX } from './constants.js';
import type { AdminRouteInfo } from './routes.js';

/**
 * Method, path and permission of a member card's records in the console (docs/product.md#console-card-records: contracts and
 * invoices, telemedicine records). No zod, like `routes.ts`, which spreads these into `adminRoutes`.
 */
const p = (path: string) => `${ADMIN_API_PREFIX}${path}`;

export const recordRoutes = {
  /** A card's contracts with their invoices, prescriptions and appointments. */
  getCardRecords: {
    method: 'GET',
    path: p('/members/cards/:id/records'),
    auth: 'session',
    permission: { resource: 'contracts', action: 'read' },
  },
  createContract: {
    method: 'POST',
    path: p('/members/cards/:id/contracts'),
    auth: 'session',
    permission: { resource: 'contracts', action: 'create' },
  },
  updateContract: {
    method: 'PATCH',
    path: p('/contracts/:id'),
    auth: 'session',
    permission: { resource: 'contracts', action: 'update' },
  },
  createInvoice: {
    method: 'POST',
    path: p('/contracts/:id/invoices'),
    auth: 'session',
    permission: { resource: 'invoices', action: 'create' },
  },
  updateInvoice: {
    method: 'PATCH',
    path: p('/invoices/:id'),
    auth: 'session',
    permission: { resource: 'invoices', action: 'update' },
  },
  createPrescription: {
    method: 'POST',
    path: p('/members/cards/:id/prescriptions'),
    auth: 'session',
    permission: { resource: 'prescriptions', action: 'create' },
  },
  createAppointment: {
    method: 'POST',
    path: p('/members/cards/:id/appointments'),
    auth: 'session',
    permission: { resource: 'appointments', action: 'create' },
  },
  cancelAppointment: {
    method: 'POST',
    path: p('/appointments/:id/cancel'),
    auth: 'session',
    permission: { resource: 'appointments', action: 'update' },
  },
} as const satisfies Record<string, AdminRouteInfo>;
