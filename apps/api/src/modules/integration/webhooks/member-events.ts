import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { CARD_COLUMNS, type RowPlan } from '../../admin/imports/plan.js';
import { findMembersByCpf } from '../../admin/imports/queries.js';
import { queueEvents, wantsAny, type CompanyEvent } from './events.js';

type Db = Kysely<Database>;

const FIELD_OF_COLUMN = new Map<string, string>(
  Object.entries(CARD_COLUMNS).map(([field, column]) => [column, field]),
);

/**
 * member.created and member.updated for rows the import's writer just wrote (the CSV import and
 * the integration upsert alike): ids, and for an update the names of the fields that changed
 * ('ativo' when an ended card came back), never their values.
 */
export async function queueMemberEvents(
  db: Db,
  empresaId: number,
  rows: readonly { cpf: string; plan: RowPlan }[],
  now: Date,
): Promise<void> {
  const written = rows.filter((r) => r.plan.action === 'create' || r.plan.action === 'update');
  if (written.length === 0) return;
  if (!(await wantsAny(db, empresaId, ['member.created', 'member.updated']))) return;
  const members = await findMembersByCpf(
    db,
    empresaId,
    written.map((r) => r.cpf),
  );
  const events: CompanyEvent[] = written.flatMap(({ cpf, plan }): CompanyEvent[] => {
    const member = members.get(cpf);
    if (!member) return [];
    const card = member.cards.find((c) => c.encerrado_em === null) ?? member.cards[0];
    const ids = { memberId: member.usuarioId, cardId: card?.id ?? null };
    if (plan.action === 'create') return [{ type: 'member.created', data: ids }];
    if (plan.action !== 'update') return [];
    const changed = Object.keys(plan.changes).map((column) =>
      column === 'encerrado_em' ? 'ativo' : (FIELD_OF_COLUMN.get(column) ?? column),
    );
    return [{ type: 'member.updated', data: { ...ids, changed } }];
  });
  await queueEvents(db, empresaId, events, now);
}
