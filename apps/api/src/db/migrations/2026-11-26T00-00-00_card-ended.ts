import type { Kysely } from 'kysely';

/*
 * The day a company card ended (an operator deactivated it, or its last contract ended). A card with
 * this date no longer appears at sign-in, and the date starts the LGPD retention clock: 30 days later
 * the retention job erases the personal data of the card and its dependents.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cliente').addColumn('encerrado_em', 'text').execute();
  await db.schema
    .createIndex('cliente_encerrado_em_idx')
    .on('cliente')
    .column('encerrado_em')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cliente_encerrado_em_idx').execute();
  await db.schema.alterTable('cliente').dropColumn('encerrado_em').execute();
}
