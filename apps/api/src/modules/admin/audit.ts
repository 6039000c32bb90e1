import {
  hideCpf,
  isCpfField,
  isSecretField,
  type AdminAction,
  type AdminResource,
} from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The audit log (decision 030): every admin write appends who, when, from where, resource, record,
 * action and the changed fields, in the write's own transaction — a write that fails leaves no
 * row. Append-only: this module inserts; nothing in the app updates or deletes `auditoria`.
 */

export type AuditValue = unknown;
export type AuditRecord = Record<string, AuditValue>;
export type AuditChanges = Record<string, { from?: AuditValue; to?: AuditValue }>;

export interface AuditEntryInput {
  resource: AdminResource;
  recordId: string | number;
  action: AdminAction | (string & {});
  /** The record before the write (omit on create). */
  before?: AuditRecord | null;
  /** The record after the write (omit on delete). */
  after?: AuditRecord | null;
  /** The company the record belongs to; null for records of no company (operators). */
  companyId?: number | null;
}

/** Who writes: a signed-in operator, or an integration credential (shown as 'integração <nome>'). */
export type AuditActor =
  | { operatorId: number; integrationId?: undefined; ip: string }
  | { operatorId?: undefined; integrationId: number; ip: string };

const actorColumns = (actor: AuditActor) => ({
  operador_id: actor.operatorId ?? null,
  integracao_id: actor.integrationId ?? null,
});

function safeValue(field: string, value: AuditValue): AuditValue {
  if (value === undefined) return undefined;
  if (isCpfField(field) && typeof value === 'string') return hideCpf(value);
  if (Array.isArray(value)) return value.map((item) => safeValue(field, item));
  if (value !== null && typeof value === 'object') return safeRecord(value as AuditRecord);
  return value;
}

function safeRecord(record: AuditRecord): AuditRecord {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([field]) => !isSecretField(field))
      .map(([field, value]) => [field, safeValue(field, value)]),
  );
}

const same = (a: AuditValue, b: AuditValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between before and after, `{ field: { from, to } }`; secrets dropped,
 * CPFs masked. A create has only `to`, a delete only `from`.
 */
export function changedFields(
  before: AuditRecord | null | undefined,
  after: AuditRecord | null | undefined,
): AuditChanges {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (isSecretField(field)) continue;
    const from = before ? before[field] : undefined;
    const to = after ? after[field] : undefined;
    if (before && after && same(from, to)) continue;
    changes[field] = {
      ...(before && from !== undefined ? { from: safeValue(field, from) } : {}),
      ...(after && to !== undefined ? { to: safeValue(field, to) } : {}),
    };
  }
  return changes;
}

/** Appends one audit row; call it with the write's transaction. */
export async function writeAudit(
  db: Kysely<Database>,
  actor: AuditActor,
  entry: AuditEntryInput,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('auditoria')
    .values({
      ...actorColumns(actor),
      quando: now.toISOString(),
      ip: actor.ip,
      recurso: entry.resource,
      registro_id: String(entry.recordId),
      acao: entry.action,
      campos: JSON.stringify(changedFields(entry.before, entry.after)),
      empresa_id: entry.companyId ?? null,
    })
    .execute();
}

/** Appends many audit rows of one write at once (a CSV import's batch), in its transaction. */
export async function writeAudits(
  db: Kysely<Database>,
  actor: AuditActor,
  entries: readonly AuditEntryInput[],
  now: Date = new Date(),
): Promise<void> {
  const quando = now.toISOString();
  const rows = entries.map((entry) => ({
    ...actorColumns(actor),
    quando,
    ip: actor.ip,
    recurso: entry.resource,
    registro_id: String(entry.recordId),
    acao: entry.action,
    campos: JSON.stringify(changedFields(entry.before, entry.after)),
    empresa_id: entry.companyId ?? null,
  }));
  // 9 values a row: 100 rows stay far below SQLite's parameter limit.
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('auditoria')
      .values(rows.slice(i, i + 100))
      .execute();
}
