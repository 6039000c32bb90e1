import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

/**
 * The dashboard's reads (docs/decisions/048-usage-reports.md). Partner accesses are one range of
 * the day counters `parceiro_dia (empresa_id, dia, parceiro_id)` (decision 127), sign-ins per day
 * one range of the counters `login_dia (empresa_id, dia)` (decision 052), members who signed in
 * one range of the last sign-in days `login_membro (empresa_id, dia)` (decision 131); the others
 * start from the company's cards (`cliente_empresa_id_idx`). Counts come back as numbers on SQLite
 * and as strings (bigint, numeric) on PostgreSQL: callers pass them to Number.
 */

/**
 * A period: Brazilian days `from`…`to` (both included) and the UTC instants that bound them, over
 * `companies`: one company's id, or every company the caller sees (an admin's 'all' is resolved to
 * the list of ids first, so each read still seeks its `(empresa_id, …)` index per company).
 */
export interface Period {
  companies: readonly number[];
  from: string;
  to: string;
  /** The first instant of `from` in Brazil (UTC−3), ISO. */
  start: string;
  /** The first instant after `to` in Brazil, ISO. */
  end: string;
}

export function companyExists(db: Db, empresaId: number) {
  return db.selectFrom('empresa').select('id').where('id', '=', empresaId).executeTakeFirst();
}

export async function allCompanyIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('empresa').select('id').orderBy('id').execute()).map((r) => r.id);
}

/** `in ()` is not valid SQL: an empty scope matches nothing. */
const ids = (companies: readonly number[]) => (companies.length > 0 ? [...companies] : [-1]);

/** Live holder cards and dependents of the companies now. */
export function liveCards(db: Db, companies: readonly number[]) {
  return db
    .selectFrom('cliente')
    .select([
      sql<number | string>`coalesce(sum(case when titular_id is null then 1 else 0 end), 0)`.as(
        'titulares',
      ),
      sql<number | string>`coalesce(sum(case when titular_id is not null then 1 else 0 end), 0)`.as(
        'dependentes',
      ),
    ])
    .where('empresa_id', 'in', ids(companies))
    .where('encerrado_em', 'is', null)
    .where('anonimizado_em', 'is', null)
    .executeTakeFirstOrThrow();
}

/** The companies' sign-ins per day: one counter row per company and day (decision 052), summed. */
export function signInsPerDay(db: Db, p: Period) {
  return db
    .selectFrom('login_dia')
    .select(['dia', (eb) => eb.fn.sum<number | string>('total').as('total')])
    .where('empresa_id', 'in', ids(p.companies))
    .where('dia', '>=', p.from)
    .where('dia', '<=', p.to)
    .groupBy('dia')
    .orderBy('dia')
    .execute();
}

/**
 * Different members of the companies who signed in over the period, from `login_membro` (decision
 * 131: per company and holder, the member's last sign-in day). A member signed in over the period
 * when the last sign-in is in it, or is after it and an earlier one is in it. The first is one
 * index range per company. The second, empty for a period that ends today, seeks each such
 * member's events in `login_evento (usuario_id, dia)`, in member order (the sorted list keeps the
 * seeks near each other; the order changes no count). A member's last day is the same in every
 * company, so the two never count one person twice; one company's rows are one per member.
 */
export async function membersSignedIn(db: Db, p: Period) {
  const members = (column: 'm.usuario_id' | 'late.usuario_id') =>
    sql<number | string>`count(${
      p.companies.length === 1 ? sql`*` : sql`distinct ${sql.ref(column)}`
    })`.as('membros');
  const lastInPeriod = await db
    .selectFrom('login_membro as m')
    .select(members('m.usuario_id'))
    .where('m.empresa_id', 'in', ids(p.companies))
    .where('m.dia', '>=', p.from)
    .where('m.dia', '<=', p.to)
    .executeTakeFirstOrThrow();
  const earlierInPeriod = await db
    .with(
      (cte) => cte('late').materialized(),
      (qb) =>
        qb
          .selectFrom('login_membro as m')
          .select('m.usuario_id')
          .where('m.empresa_id', 'in', ids(p.companies))
          .where('m.dia', '>', p.to)
          .orderBy('m.usuario_id'),
    )
    .selectFrom('late')
    .select(members('late.usuario_id'))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('login_evento as e')
          .select('e.usuario_id')
          .whereRef('e.usuario_id', '=', 'late.usuario_id')
          .where('e.dia', '>=', p.from)
          .where('e.dia', '<=', p.to),
      ),
    )
    .executeTakeFirstOrThrow();
  return { membros: Number(lastInPeriod.membros) + Number(earlierInPeriod.membros) };
}

/**
 * Accesses per day and partner: the counters `parceiro_dia (empresa_id, dia, parceiro_id)` kept by
 * the database as accesses are added and removed (decision 127), one range per company, at most
 * 366 × partners rows for a year; split per day and per partner after.
 */
export function accessesPerDayAndPartner(db: Db, p: Period) {
  return db
    .selectFrom('parceiro_dia as a')
    .select(['a.dia', 'a.parceiro_id', (eb) => eb.fn.sum<number | string>('a.acessos').as('total')])
    .where('a.empresa_id', 'in', ids(p.companies))
    .where('a.dia', '>=', p.from)
    .where('a.dia', '<=', p.to)
    .where('a.acessos', '>', 0)
    .groupBy(['a.dia', 'a.parceiro_id'])
    .execute();
}

export function partnersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('parceiro')
    .select(['id', 'nome', 'categoria_id'])
    .where('id', 'in', ids)
    .execute();
}

export function categoryNames(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('categoria').select(['id', 'nome']).where('id', 'in', ids).execute();
}

const companyRatings = (db: Db, p: Period) =>
  db
    .selectFrom('cliente as c')
    .innerJoin('avaliacao as v', 'v.cliente_id', 'c.id')
    .innerJoin('parceiro as p', 'p.id', 'v.parceiro_id')
    .where('c.empresa_id', 'in', ids(p.companies))
    .where('v.created_at', '>=', p.start)
    .where('v.created_at', '<', p.end);

export function ratingsPerPartner(db: Db, p: Period) {
  return companyRatings(db, p)
    .select([
      'p.id',
      'p.nome',
      (eb) => eb.fn.sum<number | string>('v.nota').as('soma'),
      (eb) => eb.fn.countAll<number | string>().as('total'),
    ])
    .groupBy(['p.id', 'p.nome'])
    .execute();
}

export function latestComments(db: Db, p: Period, limit: number) {
  return companyRatings(db, p)
    .select(['v.id', 'p.nome as parceiro', 'v.nota', 'v.comentario', 'v.created_at', 'v.oculto'])
    .where('v.comentario', '<>', '')
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(limit)
    .execute();
}

export function dependentsAdded(db: Db, p: Period) {
  return db
    .selectFrom('cliente')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('empresa_id', 'in', ids(p.companies))
    .where('titular_id', 'is not', null)
    .where('created_at', '>=', p.start)
    .where('created_at', '<', p.end)
    .executeTakeFirstOrThrow();
}

export function appointments(db: Db, p: Period) {
  return db
    .selectFrom('cliente as c')
    .innerJoin('agendamento as g', 'g.cliente_id', 'c.id')
    .select([
      (eb) => eb.fn.countAll<number | string>().as('total'),
      sql<number | string>`coalesce(sum(case when g.status = 'cancelado' then 1 else 0 end), 0)`.as(
        'cancelados',
      ),
    ])
    .where('c.empresa_id', 'in', ids(p.companies))
    .where('g.data_consulta', '>=', p.from)
    .where('g.data_consulta', '<=', p.to)
    .executeTakeFirstOrThrow();
}

/** One rating with its partner and the company of the card that gave it. */
export function findRatingComment(db: Db, id: number) {
  return db
    .selectFrom('avaliacao as v')
    .innerJoin('cliente as c', 'c.id', 'v.cliente_id')
    .innerJoin('parceiro as p', 'p.id', 'v.parceiro_id')
    .select([
      'v.id',
      'p.nome as parceiro',
      'v.nota',
      'v.comentario',
      'v.created_at',
      'v.oculto',
      'c.empresa_id',
    ])
    .where('v.id', '=', id)
    .executeTakeFirst();
}

export function setRatingHidden(db: Db, id: number, oculto: boolean) {
  return db
    .updateTable('avaliacao')
    .set({ oculto: oculto ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}
