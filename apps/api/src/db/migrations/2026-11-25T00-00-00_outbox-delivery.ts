import type { Kysely } from 'kysely';

/*
 * The delivery worker of the outbox: an HTML part for e-mails, and the time of the next attempt
 * (null: due now), which also serves as a short lease so two instances never send one message twice
 * at the same moment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('corpo_html', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('proxima_tentativa_em', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('proxima_tentativa_em').execute();
  await db.schema.alterTable('outbox').dropColumn('corpo_html').execute();
}
