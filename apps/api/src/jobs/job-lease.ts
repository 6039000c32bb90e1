import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Takes a scheduled job for this instance when no instance has run it in the last `everyMs`
 * (docs/decisions/026-lgpd-retention.md). One conditional update on the job's row of `tarefa`: the
 * database lets only one instance's update match, so however many instances share the database and
 * however their timers drift, the job runs at most once per interval. Answers whether this
 * instance took it.
 */
export async function takeJobLease(
  db: Kysely<Database>,
  nome: string,
  everyMs: number,
  now: Date = new Date(),
): Promise<boolean> {
  await db
    .insertInto('tarefa')
    .values({ nome, executado_em: null })
    .onConflict((oc) => oc.column('nome').doNothing())
    .execute();
  const due = new Date(now.getTime() - everyMs).toISOString();
  const result = await db
    .updateTable('tarefa')
    .set({ executado_em: now.toISOString() })
    .where('nome', '=', nome)
    .where((eb) => eb.or([eb('executado_em', 'is', null), eb('executado_em', '<=', due)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A scheduled job's run: `run` at `now()` only when this instance takes the job's lease, else null
 * (another instance ran it in the last `everyMs`).
 */
export async function runWithLease<T>(
  db: Kysely<Database>,
  nome: string,
  everyMs: number,
  now: () => Date,
  run: (at: Date) => Promise<T>,
): Promise<T | null> {
  if (!(await takeJobLease(db, nome, everyMs, now()))) return null;
  return run(now());
}
