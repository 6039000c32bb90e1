import type { Kysely } from 'kysely';
import type { OperatorListQuery } from '@clube/contract/admin';
import type { Database, NewOperador, Operador } from '../../../db/schema.js';
import { contains, pageWindow } from '../list.js';

type Db = Kysely<Database>;

const SORT_COLUMNS = {
  name: 'nome',
  email: 'email',
  role: 'papel',
  createdAt: 'created_at',
} as const;

function filtered(db: Db, query: OperatorListQuery) {
  let q = db.selectFrom('operador');
  if (query.q)
    q = q.where((eb) => eb.or([contains('nome', query.q!), contains('email', query.q!)]));
  if (query.role) q = q.where('papel', '=', query.role);
  if (query.status === 'active') q = q.where('desativado_em', 'is', null);
  if (query.status === 'disabled') q = q.where('desativado_em', 'is not', null);
  return q;
}

export async function listOperatorRows(
  db: Db,
  query: OperatorListQuery,
): Promise<{ rows: Operador[]; total: number }> {
  const { offset, limit } = pageWindow(query);
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .selectAll()
      .orderBy(SORT_COLUMNS[query.sort], query.order)
      .orderBy('id', query.order)
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findOperatorRow = (db: Db, id: number) =>
  db.selectFrom('operador').selectAll().where('id', '=', id).executeTakeFirst();

export const findOperatorIdByEmail = (db: Db, email: string) =>
  db.selectFrom('operador').select('id').where('email', '=', email).executeTakeFirst();

/** The companies of these operators, `{ operatorId, id, name }`, by name. */
export function companiesOf(db: Db, operatorIds: number[]) {
  if (operatorIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('operador_empresa')
    .innerJoin('empresa', 'empresa.id', 'operador_empresa.empresa_id')
    .select(['operador_empresa.operador_id as operatorId', 'empresa.id', 'empresa.nome as name'])
    .where('operador_empresa.operador_id', 'in', operatorIds)
    .orderBy('empresa.nome')
    .execute();
}

/** Signed-in sessions still within their absolute lifetime, and the last request, per operator. */
export function sessionsOf(db: Db, operatorIds: number[], now: string) {
  if (operatorIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('operador_sessao')
    .select((eb) => [
      'operador_id as operatorId',
      eb.fn.countAll<number>().as('active'),
      eb.fn.max('last_seen_at').as('lastSeenAt'),
    ])
    .where('operador_id', 'in', operatorIds)
    .where('etapa', 'is', null)
    .where('expires_at', '>', now)
    .groupBy('operador_id')
    .execute();
}

/** Which of these company ids exist. */
export async function existingCompanyIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('empresa').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export const insertOperatorRow = (db: Db, values: NewOperador) =>
  db.insertInto('operador').values(values).returningAll().executeTakeFirstOrThrow();

export const updateOperatorRow = (
  db: Db,
  id: number,
  values: Partial<Pick<Operador, 'nome' | 'papel' | 'desativado_em' | 'updated_at'>>,
) => db.updateTable('operador').set(values).where('id', '=', id).execute();

export async function replaceCompanies(db: Db, operatorId: number, companyIds: number[]) {
  await db.deleteFrom('operador_empresa').where('operador_id', '=', operatorId).execute();
  if (companyIds.length > 0)
    await db
      .insertInto('operador_empresa')
      .values(companyIds.map((empresa_id) => ({ operador_id: operatorId, empresa_id })))
      .execute();
}

export const clearTotp = (db: Db, id: number, now: string) =>
  db
    .updateTable('operador')
    .set({
      totp_segredo: null,
      totp_ativo: 0,
      totp_ultimo_passo: null,
      codigos_recuperacao: '[]',
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
