import { addDays, brazilDayStart } from '@clube/contract';
import type { AuditListQuery } from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { pageWindow } from '../list.js';

type Db = Kysely<Database>;

function filtered(db: Db, query: AuditListQuery, scope: 'all' | readonly number[]) {
  let q = db
    .selectFrom('auditoria')
    .leftJoin('operador', 'operador.id', 'auditoria.operador_id')
    .leftJoin('integracao', 'integracao.id', 'auditoria.integracao_id');
  if (scope !== 'all') {
    if (scope.length === 0) return q.where((eb) => eb.val(false));
    q = q.where('auditoria.empresa_id', 'in', [...scope]);
  }
  if (query.operatorId !== undefined) q = q.where('auditoria.operador_id', '=', query.operatorId);
  if (query.resource) q = q.where('auditoria.recurso', '=', query.resource);
  if (query.recordId) q = q.where('auditoria.registro_id', '=', query.recordId);
  if (query.action) q = q.where('auditoria.acao', '=', query.action);
  if (query.companyId !== undefined) q = q.where('auditoria.empresa_id', '=', query.companyId);
  if (query.from) q = q.where('auditoria.quando', '>=', brazilDayStart(query.from));
  if (query.to) q = q.where('auditoria.quando', '<', brazilDayStart(addDays(query.to, 1)));
  return q;
}

const COLUMNS = [
  'auditoria.id',
  'auditoria.operador_id',
  'operador.nome as operador_nome',
  'operador.email as operador_email',
  'integracao.nome as integracao_nome',
  'integracao.client_id as integracao_client_id',
  'auditoria.quando',
  'auditoria.ip',
  'auditoria.recurso',
  'auditoria.registro_id',
  'auditoria.acao',
  'auditoria.campos',
  'auditoria.empresa_id',
] as const;

export async function listAuditRows(
  db: Db,
  query: AuditListQuery,
  scope: 'all' | readonly number[],
) {
  const { offset, limit } = pageWindow(query);
  const [rows, count] = await Promise.all([
    filtered(db, query, scope)
      .select(COLUMNS)
      .orderBy('auditoria.quando', query.order)
      .orderBy('auditoria.id', query.order)
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, query, scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findAuditRow = (db: Db, id: number) =>
  db
    .selectFrom('auditoria')
    .leftJoin('operador', 'operador.id', 'auditoria.operador_id')
    .leftJoin('integracao', 'integracao.id', 'auditoria.integracao_id')
    .select(COLUMNS)
    .where('auditoria.id', '=', id)
    .executeTakeFirst();

export type AuditRow = NonNullable<Awaited<ReturnType<typeof findAuditRow>>>;
