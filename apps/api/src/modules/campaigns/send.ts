import { NOTICE_KINDS, NOTICE_SCREENS } from '@clube/contract';
import { sql, type Kysely, type SelectQueryBuilder, type Selectable } from 'kysely';
import type { CampanhaTable, Database } from '../../db/schema.js';

type Db = Kysely<Database>;
export type CampaignRow = Selectable<CampanhaTable>;

/**
 * Sending a campaign (docs/decisions/118): one `INSERT … SELECT` per company and batch of at most
 * CAMPAIGN_SEND.batch cards (by id ranges), each its own short statement, with a pause between
 * them so members' requests get the database in between. Every notice is keyed
 * `campanha:<id>` on its card, so a send repeated (the job running twice, or on two instances,
 * or resumed after a crash) writes nothing twice.
 */
export const CAMPAIGN_SEND = {
  /** Cards per INSERT … SELECT. */
  batch: 5_000,
  /** The job's row in `tarefa`, and how often it looks for campaigns due. */
  jobName: 'send-campaigns',
  everyMs: 30_000,
} as const;

export const campaignKey = (id: number) => `campanha:${id}`;

const dueListeners = new Set<() => void>();
/** The campaigns job listens: a campaign sent now need not wait for its next tick. */
export function onCampaignDue(listener: () => void): () => void {
  dueListeners.add(listener);
  return () => dueListeners.delete(listener);
}
/** A campaign to send now was just stored (its transaction committed). */
export function campaignDue(): void {
  for (const listener of dueListeners) listener();
}

/** The audience's part of a campaign: whose cards of one company it goes to. */
export interface Audience {
  perfil_id: number | null;
  cidade: string | null;
  uso_parceiro_id: number | null;
  uso_modo: 'com' | 'sem';
}

/**
 * The live holder cards of a company with a login (not dependents, not ended, not erased), narrowed
 * by the campaign's profile, city and use of a partner (by the card or its dependents, not undone).
 */
export function audienceCards(db: Db, empresaId: number, a: Audience) {
  let q = db
    .selectFrom('cliente as c')
    .where('c.empresa_id', '=', empresaId)
    .where('c.usuario_id', 'is not', null)
    .where('c.titular_id', 'is', null)
    .where('c.encerrado_em', 'is', null)
    .where('c.anonimizado_em', 'is', null);
  if (a.perfil_id !== null) q = q.where('c.perfil_id', '=', a.perfil_id);
  if (a.cidade !== null) q = q.where(sql`lower(c.cidade)`, '=', a.cidade.toLowerCase());
  if (a.uso_parceiro_id !== null) {
    const parceiroId = a.uso_parceiro_id;
    q = q.where((eb) => {
      const used = eb.exists(
        eb
          .selectFrom('uso as u')
          .innerJoin('cliente as d', 'd.id', 'u.cliente_id')
          .select(sql.lit(1).as('one'))
          .where('u.parceiro_id', '=', parceiroId)
          .where('u.desfeito_em', 'is', null)
          .where((inner) =>
            inner.or([
              inner('d.id', '=', inner.ref('c.id')),
              inner('d.titular_id', '=', inner.ref('c.id')),
            ]),
          ),
      );
      return a.uso_modo === 'com' ? used : eb.not(used);
    });
  }
  return q;
}

/** The company's menu that lists the partner (the app opens the partner through it), if any. */
async function partnerMenu(db: Db, empresaId: number, parceiroId: number | null) {
  if (parceiroId === null) return null;
  const row = await db
    .selectFrom('parceiro_menu as pm')
    .innerJoin('menu_parceiro as m', 'm.id', 'pm.menu_parceiro_id')
    .select('m.id')
    .where('m.empresa_id', '=', empresaId)
    .where('pm.parceiro_id', '=', parceiroId)
    .orderBy('m.tipo', 'desc')
    .orderBy('m.id')
    .executeTakeFirst();
  return row?.id ?? null;
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The notice as the members get it, written to the cards of `cards` (a query of `cliente as c`)
 * in one statement, keyed per card when `key` is given.
 */
function insertNotices(
  db: Db,
  c: CampaignRow,
  menuId: number | null,
  key: string | null,
  now: Date,
  cards: SelectQueryBuilder<Database & { c: Database['cliente'] }, 'c', object>,
) {
  return db
    .insertInto('aviso')
    .columns([
      'cliente_id',
      'tipo',
      'titulo',
      'texto',
      'tela',
      'alvo_id',
      'alvo_menu_id',
      'chave',
      'canais',
      'criado_em',
    ])
    .expression(
      cards.select([
        'c.id',
        sql.lit(NOTICE_KINDS.campaign).as('tipo'),
        sql<string>`cast(${c.titulo} as text)`.as('titulo'),
        sql<string>`cast(${c.texto} as text)`.as('texto'),
        sql<string>`cast(${c.tela} as text)`.as('tela'),
        sql<
          number | null
        >`cast(${c.tela === NOTICE_SCREENS.partner ? c.parceiro_id : null} as integer)`.as(
          'alvo_id',
        ),
        sql<number | null>`cast(${menuId} as integer)`.as('alvo_menu_id'),
        sql<string | null>`cast(${key} as text)`.as('chave'),
        sql<string>`cast(${c.canais} as text)`.as('canais'),
        sql<string>`cast(${now.toISOString()} as text)`.as('criado_em'),
      ]),
    )
    .onConflict((oc) => oc.columns(['cliente_id', 'chave']).doNothing())
    .executeTakeFirst();
}

/** Writes the campaign's notices to one company's audience, batch by batch. Answers the cards matched. */
async function sendToCompany(db: Db, c: CampaignRow, empresaId: number, now: Date, batch: number) {
  const menuId =
    c.tela === NOTICE_SCREENS.partner ? await partnerMenu(db, empresaId, c.parceiro_id) : null;
  let after = 0;
  let matched = 0;
  for (;;) {
    const ids = await audienceCards(db, empresaId, c)
      .select('c.id')
      .where('c.id', '>', after)
      .orderBy('c.id')
      .limit(batch)
      .execute();
    if (ids.length === 0) return matched;
    const last = ids[ids.length - 1]!.id;
    await insertNotices(
      db,
      c,
      menuId,
      campaignKey(c.id),
      now,
      audienceCards(db, empresaId, c).where('c.id', '>', after).where('c.id', '<=', last),
    );
    matched += ids.length;
    after = last;
    if (ids.length < batch) return matched;
    await pause();
  }
}

export const campaignCompanies = async (db: Db, campanhaId: number) =>
  (
    await db
      .selectFrom('campanha_empresa')
      .select('empresa_id')
      .where('campanha_id', '=', campanhaId)
      .orderBy('empresa_id')
      .execute()
  ).map((r) => r.empresa_id);

/**
 * Sends one campaign unless it was cancelled: marks it 'enviando' (a cancel after that is
 * refused), writes every company's batches, then 'enviada' with the cards matched. Resumable: a
 * campaign left 'enviando' (a crash) is sent again, and its key skips the cards already told.
 */
export async function sendCampaign(
  db: Db,
  id: number,
  now: Date,
  /** Cards per statement (the bench compares it with one statement per company). */
  batch: number = CAMPAIGN_SEND.batch,
): Promise<number | null> {
  await db
    .updateTable('campanha')
    .set({ status: 'enviando' })
    .where('id', '=', id)
    .where('status', '=', 'agendada')
    .execute();
  const c = await db.selectFrom('campanha').selectAll().where('id', '=', id).executeTakeFirst();
  if (!c || c.status !== 'enviando') return null;
  let matched = 0;
  for (const empresaId of await campaignCompanies(db, id))
    matched += await sendToCompany(db, c, empresaId, now, batch);
  await db
    .updateTable('campanha')
    .set({ status: 'enviada', enviada_em: now.toISOString(), destinatarios: matched })
    .where('id', '=', id)
    .where('status', '=', 'enviando')
    .execute();
  return matched;
}

/** Sends every campaign due at `now` (and any left half-sent). Answers how many it sent. */
export async function sendDueCampaigns(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectFrom('campanha')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'agendada'), eb('enviar_em', '<=', now.toISOString())]),
        eb('status', '=', 'enviando'),
      ]),
    )
    .orderBy('id')
    .execute();
  let sent = 0;
  for (const { id } of due) if ((await sendCampaign(db, id, now)) !== null) sent += 1;
  return sent;
}

/**
 * 'Enviar teste para mim': the campaign, as it would be sent, to the given cards only, without a
 * key (a test may be sent again and again). Answers the notices written.
 */
export async function sendTest(
  db: Db,
  c: Omit<CampaignRow, 'id'> & { id: number },
  cards: readonly { id: number; empresa_id: number }[],
  now: Date,
): Promise<number> {
  let written = 0;
  for (const card of cards) {
    const menuId =
      c.tela === NOTICE_SCREENS.partner
        ? await partnerMenu(db, card.empresa_id, c.parceiro_id)
        : null;
    const result = await insertNotices(
      db,
      c,
      menuId,
      null,
      now,
      db.selectFrom('cliente as c').where('c.id', '=', card.id),
    );
    written += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return written;
}
