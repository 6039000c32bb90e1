import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Outbox messages waiting to be sent, per channel (a scrape's gauge). */
export async function pendingOutbox(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => ['canal', eb.fn.countAll<number>().as('count')])
    .where('status', '=', 'pendente')
    .groupBy('canal')
    .execute();
  return rows.map((row) => ({ channel: row.canal, count: Number(row.count) }));
}
