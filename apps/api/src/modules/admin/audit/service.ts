import type { AuditEntry, AuditListQuery } from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { findAuditRow, listAuditRows, type AuditRow } from './queries.js';

type Db = Kysely<Database>;

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  operatorId: row.operador_id,
  // A credential's rows name it as the console shows it: 'integração <nome>'.
  operatorName: row.operador_nome ?? `integração ${row.integracao_nome ?? ''}`,
  operatorEmail: row.operador_email ?? row.integracao_client_id ?? '',
  at: row.quando,
  ip: row.ip,
  resource: row.recurso,
  recordId: row.registro_id,
  action: row.acao,
  companyId: row.empresa_id,
  changes: JSON.parse(row.campos) as AuditEntry['changes'],
});

/** The log, newest first by default, within the operator's companies. */
export async function listAudit(db: Db, query: AuditListQuery, scope: 'all' | readonly number[]) {
  const { rows, total } = await listAuditRows(db, query, scope);
  return { data: rows.map(toEntry), total };
}

export async function findAuditEntry(db: Db, id: number): Promise<AuditEntry | null> {
  const row = await findAuditRow(db, id);
  return row ? toEntry(row) : null;
}
