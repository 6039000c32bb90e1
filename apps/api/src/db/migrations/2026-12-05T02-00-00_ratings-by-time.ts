import type { Kysely } from 'kysely';

/*
 * Ratings indexed by time (docs/decisions/127-partner-day-counters.md): the report's latest comments
 * walk the period's newest ratings backwards and stop at the twentieth of the company, instead of
 * joining and sorting every rating of the company's cards over the period.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('avaliacao_created_at_idx')
    .on('avaliacao')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('avaliacao_created_at_idx').execute();
}
