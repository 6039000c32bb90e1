import {
  ADMIN_CAMPAIGN_MESSAGES as M,
  ADMIN_MESSAGES,
  adminEndpoints,
  hideCpf,
  NOTICE_SWITCH_KEYS,
  type AdminCampaign,
  type CampaignChannel,
  type CampaignFields,
  type NoticeSwitches,
} from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { adminRoute } from '../admin/route.js';
import type { RecordScope } from '../admin/permissions.js';
import { readSwitches, writeSwitches } from '../notices/switches.js';
import { campaignCompanies, campaignKey, campaignDue, sendTest, type CampaignRow } from './send.js';

type Db = Kysely<Database>;

const channels = (canais: string) =>
  canais === '' ? [] : (canais.split(',') as CampaignChannel[]);

/** The campaign as the console shows it, with its counts. */
async function views(db: Db, rows: CampaignRow[]): Promise<AdminCampaign[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const companies = await db
    .selectFrom('campanha_empresa as ce')
    .innerJoin('empresa as e', 'e.id', 'ce.empresa_id')
    .select(['ce.campanha_id', 'e.id', 'e.nome'])
    .where('ce.campanha_id', 'in', ids)
    .orderBy('e.id')
    .execute();
  const counts = await db
    .selectFrom('aviso')
    .select((eb) => [
      'chave',
      eb.fn.countAll<number | string>().as('delivered'),
      eb.fn.count<number | string>('lido_em').as('opened'),
    ])
    .where('chave', 'in', ids.map(campaignKey))
    .groupBy('chave')
    .execute();
  const byKey = new Map(counts.map((c) => [c.chave, c]));
  return rows.map((r) => {
    const mine = companies.filter((c) => c.campanha_id === r.id);
    const count = byKey.get(campaignKey(r.id));
    return {
      id: r.id,
      titulo: r.titulo,
      texto: r.texto,
      tela: r.tela as AdminCampaign['tela'],
      parceiroId: r.parceiro_id,
      companyIds: mine.map((c) => c.id),
      companyNames: mine.map((c) => c.nome),
      perfilId: r.perfil_id,
      cidade: r.cidade,
      usoParceiroId: r.uso_parceiro_id,
      usoModo: r.uso_modo,
      canais: channels(r.canais),
      enviarEm: r.enviar_em,
      status: r.status,
      createdAt: r.created_at,
      sentAt: r.enviada_em,
      recipients: r.destinatarios,
      delivered: Number(count?.delivered ?? 0),
      opened: Number(count?.opened ?? 0),
    };
  });
}

/** Each company of the campaign exists (404) and is the operator's (403), before anything is read. */
async function checkCompanies(
  db: Db,
  companyIds: readonly number[],
  authorize: (record: RecordScope) => void,
) {
  for (const companyId of companyIds) authorize({ companyId });
  const found = await db.selectFrom('empresa').select('id').where('id', 'in', companyIds).execute();
  if (found.length !== companyIds.length) throw notFound(ADMIN_MESSAGES.unknownCompany);
}

/** A partner the campaign names is listed by one of its companies. */
async function checkPartner(db: Db, parceiroId: number | null, companyIds: readonly number[]) {
  if (parceiroId === null) return;
  const listed = await db
    .selectFrom('parceiro_menu as pm')
    .innerJoin('menu_parceiro as m', 'm.id', 'pm.menu_parceiro_id')
    .select('pm.parceiro_id')
    .where('pm.parceiro_id', '=', parceiroId)
    .where('m.empresa_id', 'in', companyIds)
    .executeTakeFirst();
  if (!listed) throw notFound(M.partnerNotFound);
}

async function checkFields(db: Db, body: CampaignFields, authorize: (r: RecordScope) => void) {
  await checkCompanies(db, body.companyIds, authorize);
  await checkPartner(db, body.tela === 'parceiro' ? body.parceiroId : null, body.companyIds);
  await checkPartner(db, body.usoParceiroId, body.companyIds);
}

const rowOf = (body: CampaignFields, operatorId: number, now: Date) => ({
  titulo: body.titulo,
  texto: body.texto,
  tela: body.tela,
  parceiro_id: body.tela === 'parceiro' ? body.parceiroId : null,
  perfil_id: body.perfilId,
  cidade: body.cidade,
  uso_parceiro_id: body.usoParceiroId,
  uso_modo: body.usoModo,
  canais: body.canais.join(','),
  enviar_em: (body.enviarEm ? new Date(body.enviarEm) : now).toISOString(),
  status: 'agendada' as const,
  destinatarios: null,
  operador_id: operatorId,
  created_at: now.toISOString(),
  enviada_em: null,
  cancelada_em: null,
});

/** The audit's picture of a campaign (no member data in it). */
const auditOf = (v: AdminCampaign) => ({
  titulo: v.titulo,
  texto: v.texto,
  tela: v.tela,
  parceiroId: v.parceiroId,
  empresas: v.companyIds,
  perfilId: v.perfilId,
  cidade: v.cidade,
  usoParceiroId: v.usoParceiroId,
  usoModo: v.usoModo,
  canais: v.canais,
  enviarEm: v.enviarEm,
  status: v.status,
});

/** The operator's test member: the live holder cards of that CPF, within `companyIds`. */
function testerCards(db: Db, cpf: string, companyIds: 'all' | readonly number[]) {
  let q = db
    .selectFrom('cliente as c')
    .innerJoin('usuario as u', 'u.id', 'c.usuario_id')
    .select(['c.id', 'c.empresa_id', 'u.nome'])
    .where('u.login', '=', cpf)
    .where('c.titular_id', 'is', null)
    .where('c.encerrado_em', 'is', null)
    .where('c.anonimizado_em', 'is', null);
  if (companyIds !== 'all') {
    if (companyIds.length === 0) return null;
    q = q.where('c.empresa_id', 'in', companyIds);
  }
  return q.orderBy('c.id');
}

/**
 * 'Campanhas' (docs/decisions/118, 119): operators write campaigns to their companies' members;
 * the campaigns job writes the notices (one sent now wakes it once the answer is out).
 * Support reads. Every write is audited; a company outside the caller's scope is 403.
 */
export async function adminCampaignRoutes(app: FastifyInstance): Promise<void> {
  adminRoute(app, adminEndpoints.listCampaigns, async (request, { db, scope, authorize }) => {
    const companyId = request.query.companyId;
    if (companyId !== undefined) authorize({ companyId });
    let q = db.selectFrom('campanha').selectAll();
    if (companyId !== undefined)
      q = q.where('id', 'in', (eb) =>
        eb.selectFrom('campanha_empresa').select('campanha_id').where('empresa_id', '=', companyId),
      );
    if (scope !== 'all') {
      if (scope.length === 0) return { data: [] };
      // Only campaigns all of whose companies are the operator's: their counts tell of no other.
      q = q.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('campanha_empresa as ce')
              .select('ce.campanha_id')
              .whereRef('ce.campanha_id', '=', 'campanha.id')
              .where('ce.empresa_id', 'not in', scope),
          ),
        ),
      );
    }
    const rows = await q.orderBy('id', 'desc').limit(100).execute();
    return { data: await views(db, rows) };
  });

  adminRoute(
    app,
    adminEndpoints.createCampaign,
    async (request, { db, operator, authorize, audit }, reply) => {
      const body = request.body;
      await checkFields(db, body, authorize);
      const now = new Date();
      const row = rowOf(body, operator.id, now);
      const { id } = await db
        .insertInto('campanha')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('campanha_empresa')
        .values(body.companyIds.map((empresa_id) => ({ campanha_id: id, empresa_id })))
        .execute();
      const [view] = await views(db, [{ ...row, id }]);
      for (const companyId of body.companyIds)
        await audit({ recordId: id, after: auditOf(view!), companyId });
      if (row.enviar_em <= now.toISOString()) reply.raw.once('finish', campaignDue);
      return view!;
    },
  );

  adminRoute(app, adminEndpoints.cancelCampaign, async (request, { db, authorize, audit }) => {
    const existing = await db
      .selectFrom('campanha')
      .selectAll()
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!existing) throw notFound(M.notFound);
    const companies = await campaignCompanies(db, existing.id);
    for (const companyId of companies) authorize({ companyId });
    const now = new Date().toISOString();
    const result = await db
      .updateTable('campanha')
      .set({ status: 'cancelada', cancelada_em: now })
      .where('id', '=', existing.id)
      .where('status', '=', 'agendada')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw conflict(M.notCancellable);
    const [before] = await views(db, [existing]);
    const [after] = await views(db, [{ ...existing, status: 'cancelada', cancelada_em: now }]);
    for (const companyId of companies)
      await audit({
        recordId: existing.id,
        action: 'cancel',
        before: auditOf(before!),
        after: auditOf(after!),
        companyId,
      });
    return after!;
  });

  adminRoute(
    app,
    adminEndpoints.sendTestCampaign,
    async (request, { db, operator, authorize, audit }) => {
      const body = request.body;
      await checkFields(db, body, authorize);
      const me = await db
        .selectFrom('operador')
        .select('teste_cpf')
        .where('id', '=', operator.id)
        .executeTakeFirstOrThrow();
      if (!me.teste_cpf) throw conflict(M.noTester);
      const cards = await testerCards(db, me.teste_cpf, body.companyIds)!.execute();
      if (cards.length === 0) throw conflict(M.testerNoCard);
      const now = new Date();
      const written = await sendTest(db, { ...rowOf(body, operator.id, now), id: 0 }, cards, now);
      for (const card of cards)
        await audit({
          recordId: 'teste',
          action: 'test',
          after: { titulo: body.titulo, texto: body.texto, canais: body.canais, cpf: me.teste_cpf },
          companyId: card.empresa_id,
        });
      return { message: M.testSent(written), cards: written };
    },
  );

  adminRoute(app, adminEndpoints.getCampaignTester, async (_request, { db, operator }) => {
    const me = await db
      .selectFrom('operador')
      .select('teste_cpf')
      .where('id', '=', operator.id)
      .executeTakeFirstOrThrow();
    if (!me.teste_cpf) return { cpf: null, nome: null };
    const user = await db
      .selectFrom('usuario')
      .select('nome')
      .where('login', '=', me.teste_cpf)
      .executeTakeFirst();
    return { cpf: hideCpf(me.teste_cpf), nome: user?.nome ?? null };
  });

  adminRoute(
    app,
    adminEndpoints.setCampaignTester,
    async (request, { db, operator, scope, audit }) => {
      const cpf = request.body.cpf;
      const before = await db
        .selectFrom('operador')
        .select('teste_cpf')
        .where('id', '=', operator.id)
        .executeTakeFirstOrThrow();
      let nome: string | null = null;
      if (cpf !== null) {
        const cards = testerCards(db, cpf, scope);
        const card = cards ? await cards.executeTakeFirst() : undefined;
        if (!card) throw conflict(M.testerNotInScope);
        nome = card.nome;
      }
      await db
        .updateTable('operador')
        .set({ teste_cpf: cpf })
        .where('id', '=', operator.id)
        .execute();
      await audit({
        resource: 'campaigns',
        action: 'update',
        recordId: `membro-de-teste:${operator.id}`,
        before: { cpf: before.teste_cpf },
        after: { cpf },
        companyId: null,
      });
      return { cpf: cpf === null ? null : hideCpf(cpf), nome };
    },
  );

  const company = async (db: Db, id: number, authorize: (r: RecordScope) => void) => {
    const row = await db
      .selectFrom('empresa')
      .select(['id', 'avisos_desligados'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(ADMIN_MESSAGES.unknownCompany);
    authorize({ companyId: row.id });
    return row;
  };

  adminRoute(app, adminEndpoints.getNoticeSwitches, async (request, { db, authorize }) => {
    const row = await company(db, request.params.id, authorize);
    return readSwitches(row.avisos_desligados);
  });

  adminRoute(
    app,
    adminEndpoints.updateNoticeSwitches,
    async (request, { db, authorize, audit }) => {
      const row = await company(db, request.params.id, authorize);
      const before: NoticeSwitches = readSwitches(row.avisos_desligados);
      const after: NoticeSwitches = Object.fromEntries(
        NOTICE_SWITCH_KEYS.map((k) => [k, request.body[k]]),
      ) as NoticeSwitches;
      await db
        .updateTable('empresa')
        .set({ avisos_desligados: writeSwitches(after) })
        .where('id', '=', row.id)
        .execute();
      await audit({
        recordId: row.id,
        before: { avisos: before },
        after: { avisos: after },
        companyId: row.id,
      });
      return after;
    },
  );
}
