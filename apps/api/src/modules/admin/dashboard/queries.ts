import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

/** The companies counted: one, or the caller's scope ('all' for an admin). */
export type Companies = 'all' | readonly number[];

/** Holder cards that have not ended, and the distinct people holding them. */
export async function activeCards(db: Db, companies: Companies) {
  let q = db
    .selectFrom('cliente')
    .where('titular_id', 'is', null)
    .where('usuario_id', 'is not', null)
    .where('encerrado_em', 'is', null)
    .where('anonimizado_em', 'is', null);
  if (companies !== 'all') q = q.where('empresa_id', 'in', ids(companies));
  const row = await q
    .select((eb) => [
      eb.fn.countAll<number | string>().as('cards'),
      eb.fn.count<number | string>('usuario_id').distinct().as('members'),
    ])
    .executeTakeFirstOrThrow();
  return { cards: Number(row.cards), members: Number(row.members) };
}

/** Member sign-ins from `fromDay` on (yyyy-mm-dd, Brazilian days), from the per-day counts. */
export async function signInsSince(db: Db, companies: Companies, fromDay: string) {
  let q = db.selectFrom('login_dia').where('dia', '>=', fromDay);
  if (companies !== 'all') q = q.where('empresa_id', 'in', ids(companies));
  const row = await q
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Imports whose dry run waits for a decision. */
export async function pendingImports(db: Db, companies: Companies) {
  let q = db.selectFrom('importacao').where('status', '=', 'dry_run');
  if (companies !== 'all') q = q.where('empresa_id', 'in', ids(companies));
  const row = await q
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** `in ()` is not valid SQL: an empty scope matches nothing. */
const ids = (companies: readonly number[]) => (companies.length > 0 ? [...companies] : [-1]);
