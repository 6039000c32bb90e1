import {
  ADMIN_INTEGRATION_MESSAGES as M,
  adminEndpoints,
  type IntegrationCredential as CredentialView,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@clube/contract/admin';
import {
  INTEGRATION_LIMITS,
  WEBHOOK_MESSAGES,
  type IntegrationScope,
  type WebhookEvent,
} from '@clube/contract/integration';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, WebhookEndpointTable, WebhookEntregaTable } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { encryptSecret, secretKey } from '../admin/auth/totp.js';
import { adminRoute, preparedAdminRoute } from '../admin/route.js';
import { findCompany } from '../admin/imports/queries.js';
import { newClientId, newSecret, secretHash, type CredentialRow } from './credentials.js';
import { checkWebhookUrl } from './webhooks/address.js';
import { newWebhookSecret } from './webhooks/signing.js';

type Db = Kysely<Database>;

const credentialView = (row: CredentialRow): CredentialView => ({
  id: row.id,
  companyId: row.empresa_id,
  name: row.nome,
  clientId: row.client_id,
  scopes: JSON.parse(row.escopos) as IntegrationScope[],
  createdAt: row.created_at,
  lastUsedAt: row.ultimo_uso_em,
  revokedAt: row.revogada_em,
});

const endpointView = (row: Selectable<WebhookEndpointTable>): WebhookEndpointView => ({
  id: row.id,
  companyId: row.empresa_id,
  url: row.url,
  events: JSON.parse(row.eventos) as WebhookEvent[],
  active: row.ativo === 1,
  createdAt: row.created_at,
});

const deliveryView = (row: Selectable<WebhookEntregaTable>): WebhookDeliveryView => ({
  id: row.id,
  messageId: row.mensagem_id,
  event: row.evento as WebhookEvent,
  status: row.status,
  attempts: row.tentativas,
  nextAttemptAt: row.proxima_tentativa_em,
  lastStatus: row.ultima_resposta,
  lastError: row.ultimo_erro,
  createdAt: row.created_at,
  deliveredAt: row.entregue_em,
});

const findCredential = (db: Db, id: number) =>
  db.selectFrom('integracao').selectAll().where('id', '=', id).executeTakeFirst();
const findEndpoint = (db: Db, id: number) =>
  db.selectFrom('webhook_endpoint').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * A company's integration in the console (docs/decisions/105, 107): API credentials, whose secret
 * is answered once and stored as its SHA-256; webhook endpoints, whose signing secret is answered
 * once and stored encrypted; each endpoint's delivery log and 'Reenviar'. Admin and the company's
 * operators manage them; support reads; every write is audited.
 */
export async function adminIntegrationRoutes(app: FastifyInstance): Promise<void> {
  const key = secretKey(app.config.jwtSecret);
  const allowPrivate = app.config.integration.webhooksAllowPrivate;

  adminRoute(app, adminEndpoints.listIntegrationCredentials, async (request, { db, authorize }) => {
    authorize({ companyId: request.query.companyId });
    const rows = await db
      .selectFrom('integracao')
      .selectAll()
      .where('empresa_id', '=', request.query.companyId)
      .orderBy('id')
      .execute();
    return { data: rows.map(credentialView) };
  });

  adminRoute(
    app,
    adminEndpoints.createIntegrationCredential,
    async (request, { db, authorize, audit, operator }) => {
      const { companyId, name, scopes } = request.body;
      authorize({ companyId });
      if (!(await findCompany(db, companyId))) throw notFound(M.companyNotFound);
      const active = await db
        .selectFrom('integracao')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('empresa_id', '=', companyId)
        .where('revogada_em', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(active.n) >= INTEGRATION_LIMITS.perCompany) throw conflict(M.tooMany);
      const secret = newSecret();
      const at = new Date().toISOString();
      const row = await db
        .insertInto('integracao')
        .values({
          empresa_id: companyId,
          nome: name,
          client_id: newClientId(),
          segredo_hash: secretHash(secret),
          escopos: JSON.stringify(scopes),
          criada_por: operator.id,
          created_at: at,
          updated_at: at,
          ultimo_uso_em: null,
          revogada_em: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit({
        recordId: row.id,
        companyId,
        after: { nome: name, clientId: row.client_id, escopos: scopes },
      });
      return { credential: credentialView(row), secret, message: M.secretOnce };
    },
  );

  /** The credential, 404 when it does not exist, 403 when it is another company's. */
  async function credentialFor(
    db: Db,
    id: number,
    authorize: (r: { companyId: number }) => void,
  ): Promise<CredentialRow> {
    const row = await findCredential(db, id);
    if (!row) throw notFound(M.credentialNotFound);
    authorize({ companyId: row.empresa_id });
    return row;
  }

  adminRoute(
    app,
    adminEndpoints.rotateIntegrationCredential,
    async (request, { db, authorize, audit }) => {
      const row = await credentialFor(db, request.params.id, authorize);
      if (row.revogada_em !== null) throw conflict(M.alreadyRevoked);
      const secret = newSecret();
      const at = new Date().toISOString();
      await db
        .updateTable('integracao')
        .set({ segredo_hash: secretHash(secret), updated_at: at })
        .where('id', '=', row.id)
        .execute();
      await audit({
        recordId: row.id,
        companyId: row.empresa_id,
        action: 'rotate',
        before: { segredoTrocadoEm: row.updated_at },
        after: { segredoTrocadoEm: at },
      });
      return {
        credential: credentialView({ ...row, updated_at: at }),
        secret,
        message: M.secretOnce,
      };
    },
  );

  adminRoute(
    app,
    adminEndpoints.revokeIntegrationCredential,
    async (request, { db, authorize, audit }) => {
      const row = await credentialFor(db, request.params.id, authorize);
      if (row.revogada_em !== null) throw conflict(M.alreadyRevoked);
      const at = new Date().toISOString();
      await db
        .updateTable('integracao')
        .set({ revogada_em: at, updated_at: at })
        .where('id', '=', row.id)
        .execute();
      await audit({
        recordId: row.id,
        companyId: row.empresa_id,
        action: 'revoke',
        before: { revogadaEm: null },
        after: { revogadaEm: at },
      });
      return credentialView({ ...row, revogada_em: at, updated_at: at });
    },
  );

  /* ---------------------------------------------------------------- webhooks */

  adminRoute(app, adminEndpoints.listWebhooks, async (request, { db, authorize }) => {
    authorize({ companyId: request.query.companyId });
    const rows = await db
      .selectFrom('webhook_endpoint')
      .selectAll()
      .where('empresa_id', '=', request.query.companyId)
      .orderBy('id')
      .execute();
    return { data: rows.map(endpointView) };
  });

  // The address is resolved before the transaction opens (DNS can take seconds).
  preparedAdminRoute(
    app,
    adminEndpoints.createWebhook,
    async (request) => checkWebhookUrl(request.body.url, allowPrivate),
    async (request, { db, authorize, audit }) => {
      const { companyId, url, events } = request.body;
      authorize({ companyId });
      if (!(await findCompany(db, companyId))) throw notFound(M.companyNotFound);
      const count = await db
        .selectFrom('webhook_endpoint')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('empresa_id', '=', companyId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= INTEGRATION_LIMITS.perCompany)
        throw conflict(WEBHOOK_MESSAGES.tooMany);
      const secret = newWebhookSecret();
      const at = new Date().toISOString();
      const row = await db
        .insertInto('webhook_endpoint')
        .values({
          empresa_id: companyId,
          url,
          eventos: JSON.stringify(events),
          segredo: encryptSecret(key, secret),
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit({ recordId: `webhook-${row.id}`, companyId, after: { url, eventos: events } });
      return { endpoint: endpointView(row), secret, message: M.secretOnce };
    },
  );

  async function endpointFor(db: Db, id: number, authorize: (r: { companyId: number }) => void) {
    const row = await findEndpoint(db, id);
    if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
    authorize({ companyId: row.empresa_id });
    return row;
  }

  preparedAdminRoute(
    app,
    adminEndpoints.updateWebhook,
    async (request) => {
      if (request.body.url !== undefined) await checkWebhookUrl(request.body.url, allowPrivate);
    },
    async (request, { db, authorize, audit }) => {
      const row = await endpointFor(db, request.params.id, authorize);
      const { url, events, active } = request.body;
      const changes = {
        ...(url !== undefined ? { url } : {}),
        ...(events !== undefined ? { eventos: JSON.stringify(events) } : {}),
        ...(active !== undefined ? { ativo: active ? 1 : 0 } : {}),
      };
      const at = new Date().toISOString();
      await db
        .updateTable('webhook_endpoint')
        .set({ ...changes, updated_at: at })
        .where('id', '=', row.id)
        .execute();
      await audit({
        recordId: `webhook-${row.id}`,
        companyId: row.empresa_id,
        before: { url: row.url, eventos: JSON.parse(row.eventos), ativo: row.ativo === 1 },
        after: {
          url: url ?? row.url,
          eventos: events ?? JSON.parse(row.eventos),
          ativo: active ?? row.ativo === 1,
        },
      });
      return endpointView({ ...row, ...changes, updated_at: at });
    },
  );

  adminRoute(app, adminEndpoints.listWebhookDeliveries, async (request, { db, authorize }) => {
    const endpoint = await endpointFor(db, request.params.id, authorize);
    const rows = await db
      .selectFrom('webhook_entrega')
      .selectAll()
      .where('endpoint_id', '=', endpoint.id)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return { data: rows.map(deliveryView) };
  });

  adminRoute(
    app,
    adminEndpoints.resendWebhookDelivery,
    async (request, { db, authorize, audit }) => {
      const delivery = await db
        .selectFrom('webhook_entrega as d')
        .innerJoin('webhook_endpoint as e', 'e.id', 'd.endpoint_id')
        .selectAll('d')
        .select('e.empresa_id')
        .where('d.id', '=', request.params.id)
        .executeTakeFirst();
      if (!delivery) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
      authorize({ companyId: delivery.empresa_id });
      // Same id and body: a receiver that got it before recognises it.
      await db
        .updateTable('webhook_entrega')
        .set({ status: 'pendente', proxima_tentativa_em: null })
        .where('id', '=', delivery.id)
        .execute();
      await audit({
        recordId: `webhook-delivery-${delivery.id}`,
        companyId: delivery.empresa_id,
        action: 'resend',
        before: { status: delivery.status },
        after: { status: 'pendente' },
      });
      const { empresa_id: _company, ...row } = delivery;
      return deliveryView({ ...row, status: 'pendente', proxima_tentativa_em: null });
    },
  );
}
