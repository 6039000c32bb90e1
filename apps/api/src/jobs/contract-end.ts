import { queueEvents } from '../modules/integration/webhooks/events.js';
import { todayInBrazil } from '@clube/contract';
import { CONTRACT_STATUS } from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { endCardWithoutContracts, findHolderCard } from '../modules/admin/records/service.js';
import { runWithLease } from './job-lease.js';

type Db = Kysely<Database>;

export const CONTRACT_END = {
  /** The job's row in `tarefa` (the lease shared by every instance). */
  jobName: 'contract-end',
  /** Cards read per query; the job loops until none is left. */
  batch: 100,
} as const;

export interface ContractEndResult {
  /** Contracts still "Ativo" whose end date had passed, now "Encerrado". */
  endedContracts: number;
  /** Cards ended today because none of their contracts runs any more. */
  endedCards: number;
}

/**
 * Live company cards that have contracts, none of which runs today (status Ativo with no end or an
 * end not passed), after `afterId`. A card an operator reactivated qualifies only when one of its
 * contracts ended on or after that day (docs/decisions/053-contract-end-job.md).
 */
function cardsWithoutRunningContracts(db: Db, today: string, afterId: number) {
  return db
    .selectFrom('cliente as c')
    .innerJoin('contrato as k', 'k.cliente_id', 'c.id')
    .select('c.id')
    .where('c.titular_id', 'is', null)
    .where('c.usuario_id', 'is not', null)
    .where('c.encerrado_em', 'is', null)
    .where('c.anonimizado_em', 'is', null)
    .where('c.id', '>', afterId)
    .groupBy(['c.id', 'c.reativado_em'])
    .having(
      (eb) =>
        eb.fn.sum(
          eb
            .case()
            .when(
              eb.and([
                eb('k.status', '=', CONTRACT_STATUS.active),
                eb.or([eb('k.fim', 'is', null), eb('k.fim', '=', ''), eb('k.fim', '>=', today)]),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        ),
      '=',
      0,
    )
    .having((eb) =>
      eb.or([
        eb('c.reativado_em', 'is', null),
        eb(eb.fn.max('k.fim'), '>=', eb.ref('c.reativado_em')),
      ]),
    )
    .orderBy('c.id')
    .limit(CONTRACT_END.batch)
    .execute();
}

/**
 * Ends one card whose contracts have all ended, in a transaction: the card ends as after an
 * operator's contract write (`endCardWithoutContracts`: today's date, the member's sessions end),
 * then its contracts still "Ativo" past their end become "Encerrado". The first statement is a
 * conditional update of the card, which takes its row lock (PostgreSQL) or the write lock (SQLite),
 * so a run beside this one (the CLI) waits and then finds the card already ended.
 */
async function endCard(
  db: Db,
  id: number,
  now: Date,
  endedSessions: number[],
): Promise<number | null> {
  const today = todayInBrazil(now);
  const live = await db
    .updateTable('cliente')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('encerrado_em', 'is', null)
    .executeTakeFirst();
  if (Number(live.numUpdatedRows) === 0) return null;
  const card = await findHolderCard(db, id);
  if (!card) return null;
  // Same check as the operator's path: null when a contract runs again since the list was read.
  if ((await endCardWithoutContracts(db, card, now, true)) === null) return null;
  if (card.usuario_id !== null) endedSessions.push(card.usuario_id);
  // The club ended it (no contract runs): the company's systems hear of it (decision 107).
  await queueEvents(
    db,
    card.empresa_id,
    [{ type: 'card.ended', data: { memberId: card.usuario_id, cardId: id, endedAt: today } }],
    now,
  );
  const contracts = await db
    .updateTable('contrato')
    .set({ status: CONTRACT_STATUS.ended })
    .where('cliente_id', '=', id)
    .where('status', '=', CONTRACT_STATUS.active)
    .where('fim', '<', today)
    .where('fim', '<>', '')
    .executeTakeFirst();
  return Number(contracts.numUpdatedRows);
}

/**
 * The contract-end job: every live card whose last contract's end date is before today (Brazil's
 * date) ends today, as if an operator had written the contract, so the LGPD retention job erases it
 * 30 days later. Idempotent: a second run the same day finds nothing to do.
 */
export async function endLapsedContracts(
  db: Db,
  now: Date = new Date(),
  forgetSessions: (ids: readonly number[]) => void = () => {},
): Promise<ContractEndResult> {
  const today = todayInBrazil(now);
  const result: ContractEndResult = { endedContracts: 0, endedCards: 0 };
  let afterId = 0;
  for (;;) {
    const due = await cardsWithoutRunningContracts(db, today, afterId);
    if (due.length === 0) break;
    for (const { id } of due) {
      const endedSessions: number[] = [];
      const contracts = await db
        .transaction()
        .execute((trx) => endCard(trx, id, now, endedSessions));
      // After the commit: the member API's token check reads these members again (decision 125).
      forgetSessions(endedSessions);
      if (contracts === null) continue;
      result.endedCards += 1;
      result.endedContracts += contracts;
    }
    afterId = due[due.length - 1]?.id ?? afterId;
  }
  return result;
}

/**
 * The scheduled form: runs the job only when no instance has run it in the last `everyMs` (the
 * lease), and answers null when another instance has.
 */
export async function runScheduledContractEnd(
  db: Db,
  everyMs: number,
  now: () => Date = () => new Date(),
  forgetSessions?: (ids: readonly number[]) => void,
): Promise<ContractEndResult | null> {
  return runWithLease(db, CONTRACT_END.jobName, everyMs, now, (at) =>
    endLapsedContracts(db, at, forgetSessions),
  );
}
