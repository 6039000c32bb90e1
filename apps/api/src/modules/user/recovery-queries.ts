import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The recovery codes sent to this member since `since` (ISO), for the per-account hourly limit. */
export async function countCodesSince(db: Db, usuarioId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('codigo_recuperacao')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('usuario_id', '=', usuarioId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest code of the member: only that one can be redeemed. */
export function findLatestCode(db: Db, usuarioId: number) {
  return db
    .selectFrom('codigo_recuperacao')
    .selectAll()
    .where('usuario_id', '=', usuarioId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts one try of the code before it is compared, atomically: parallel guesses cannot pass the
 * limit. False when the code is used up or out of tries.
 */
export async function spendTry(db: Db, codeId: number, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('codigo_recuperacao')
    .set((eb) => ({ tentativas: eb('tentativas', '+', 1) }))
    .where('id', '=', codeId)
    .where('usado_em', 'is', null)
    .where('tentativas', '<', maxTries)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the code used; false when another request redeemed it first. */
export async function redeemCode(db: Db, codeId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('codigo_recuperacao')
    .set({ usado_em: now })
    .where('id', '=', codeId)
    .where('usado_em', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The name of the member's first company card, for the e-mail. */
export async function findCompanyName(db: Db, usuarioId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('cliente as c')
    .innerJoin('empresa as e', 'e.id', 'c.empresa_id')
    .select('e.nome')
    .where('c.usuario_id', '=', usuarioId)
    .where('c.titular_id', 'is', null)
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst();
  return row?.nome;
}
