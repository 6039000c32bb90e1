import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

export const findOperatorByEmail = (db: Db, email: string) =>
  db.selectFrom('operador').selectAll().where('email', '=', email).executeTakeFirst();

export const findOperatorById = (db: Db, id: number) =>
  db.selectFrom('operador').selectAll().where('id', '=', id).executeTakeFirst();

/** Starts (or restarts) an enrolment: the secret and recovery codes, not active until confirmed. */
export const storeEnrolment = (
  db: Db,
  id: number,
  secret: string,
  codeHashes: string[],
  now: string,
) =>
  db
    .updateTable('operador')
    .set({
      totp_segredo: secret,
      codigos_recuperacao: JSON.stringify(codeHashes),
      totp_ativo: 0,
      totp_ultimo_passo: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();

/**
 * Records the time step of an accepted code, only if it is after the last one: false when another
 * request used this step (or a later one) first, so a code works once.
 */
export async function claimTotpStep(
  db: Db,
  id: number,
  step: number,
  activate: boolean,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('operador')
    .set({
      totp_ultimo_passo: step,
      ...(activate ? { totp_ativo: 1 as const } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_ultimo_passo', 'is', null), eb('totp_ultimo_passo', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the recovery codes only if nobody changed them meanwhile: false when raced. */
export async function replaceRecoveryCodes(
  db: Db,
  id: number,
  before: string,
  after: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('operador')
    .set({ codigos_recuperacao: after, updated_at: now })
    .where('id', '=', id)
    .where('codigos_recuperacao', '=', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const updatePassword = (db: Db, id: number, hash: string, now: string) =>
  db
    .updateTable('operador')
    .set({ senha_hash: hash, alterar_senha: 0, updated_at: now })
    .where('id', '=', id)
    .execute();

/** The same password's hash at today's parameters, unless it changed meanwhile (decision 056). */
export const replacePasswordHash = (db: Db, id: number, old: string, hash: string) =>
  db
    .updateTable('operador')
    .set({ senha_hash: hash })
    .where('id', '=', id)
    .where('senha_hash', '=', old)
    .execute();

/** `{ id, name }` of the companies in a scope, by name. */
export function companiesIn(db: Db, scope: 'all' | readonly number[]) {
  let query = db.selectFrom('empresa').select(['id', 'nome as name']).orderBy('nome').orderBy('id');
  if (scope !== 'all') {
    if (scope.length === 0) return Promise.resolve([]);
    query = query.where('id', 'in', [...scope]);
  }
  return query.execute();
}
