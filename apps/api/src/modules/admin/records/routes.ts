import {
  adminEndpoints as e,
  RECORD_MESSAGES as M,
  type AdminEndpoint,
  type recordParams,
  type recordsChangeResponse,
} from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { forbidden, notFound } from '../../../lib/http-error.js';
import { memberCompanyIds } from '../members/service.js';
import { can } from '../permissions.js';
import { adminRoute, type AdminContext, type AdminRequest } from '../route.js';
import {
  appointmentCard,
  contractCard,
  findHolderCard,
  invoiceCard,
  readRecords,
  type HolderCard,
} from './service.js';
import {
  addAppointment,
  addContract,
  addInvoice,
  addPrescription,
  cancelAppointment,
  changeContract,
  changeInvoice,
  type RecordChange,
} from './writes.js';

/** How a route's `:id` leads to the holder card whose records it reads or writes. */
const OWNERS = {
  card: { find: findHolderCard, missing: M.cardNotFound },
  contract: { find: contractCard, missing: M.contractNotFound },
  invoice: { find: invoiceCard, missing: M.invoiceNotFound },
  appointment: { find: appointmentCard, missing: M.appointmentNotFound },
} as const;

type CardEndpoint = AdminEndpoint & { params: typeof recordParams };
type WriteEndpoint = CardEndpoint & { response: typeof recordsChangeResponse };

/**
 * The card of `:id`, authorised for the route's action against its company: 403 when it is
 * another company's; when it does not exist, 404 for an admin and 403 for others (who cannot tell
 * it from one out of their scope).
 */
async function authorizedCard<E extends CardEndpoint>(
  owner: keyof typeof OWNERS,
  request: AdminRequest<E>,
  { db, operator, authorize }: AdminContext<E>,
): Promise<HolderCard> {
  const { find, missing } = OWNERS[owner];
  const card = await find(db, (request.params as { id: number }).id);
  if (!card) throw operator?.role === 'admin' ? notFound(missing) : forbidden();
  authorize({ companyId: card.empresa_id });
  return card;
}

/**
 * Does the caller reach every card of the card's member? A contract write that ends the card
 * then also ends the member's sessions, which every company of theirs shares.
 */
async function reachesEveryCard<E extends CardEndpoint>(
  { db, operator }: AdminContext<E>,
  card: HolderCard,
): Promise<boolean> {
  if (card.usuario_id === null) return true;
  if (!operator) return false;
  const companies = await memberCompanyIds(db, card.usuario_id);
  return companies.every((companyId) => can(operator, 'update', 'contracts', { companyId }));
}

/**
 * A member card's records in the console (decision 046): contracts and invoices,
 * prescriptions and appointments. Each write is validated by its contract schema, authorised
 * against its card's company, done, audited with that company, and answers the card's records
 * (the console replaces its cache with them).
 */
export async function adminRecordRoutes(app: FastifyInstance) {
  function recordWrite<E extends WriteEndpoint>(
    endpoint: E,
    owner: keyof typeof OWNERS,
    message: string,
    write: (
      request: AdminRequest<E>,
      card: HolderCard,
      db: AdminContext<E>['db'],
      endSessions: boolean,
    ) => Promise<RecordChange>,
  ) {
    adminRoute(app, endpoint, async (request, context) => {
      const card = await authorizedCard(owner, request, context);
      const endSessions = await reachesEveryCard(context, card);
      const change = await write(request, card, context.db, endSessions);
      // A write that ends the card ends the member's sessions with it (endCardWithoutContracts).
      if (endSessions && card.usuario_id !== null) context.forgetSessions(card.usuario_id);
      await context.audit({ ...change, companyId: card.empresa_id });
      const answer = { message, records: await readRecords(context.db, card.id) };
      return answer as z.output<E['response']>;
    });
  }

  adminRoute(app, e.getCardRecords, async (request, context) => {
    const card = await authorizedCard('card', request, context);
    return readRecords(context.db, card.id);
  });

  recordWrite(e.createContract, 'card', M.contractSaved, (request, card, db, endSessions) =>
    addContract(db, card, request.body, endSessions),
  );
  recordWrite(e.updateContract, 'contract', M.contractSaved, (request, card, db, endSessions) =>
    changeContract(db, card, request.params.id, request.body, endSessions),
  );
  recordWrite(e.createInvoice, 'contract', M.invoiceSaved, (request, _card, db) =>
    addInvoice(db, request.params.id, request.body),
  );
  recordWrite(e.updateInvoice, 'invoice', M.invoiceSaved, (request, _card, db) =>
    changeInvoice(db, request.params.id, request.body),
  );
  recordWrite(e.createPrescription, 'card', M.prescriptionSaved, (request, card, db) =>
    addPrescription(db, card, request.body),
  );
  recordWrite(e.createAppointment, 'card', M.appointmentSaved, (request, card, db) =>
    addAppointment(db, card, request.body),
  );
  recordWrite(e.cancelAppointment, 'appointment', M.appointmentCancelled, (request, _card, db) =>
    cancelAppointment(db, request.params.id),
  );
}
