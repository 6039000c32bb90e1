import type { Kysely } from 'kysely';

/*
 * The partner counter finds a card by its number (a typed number or the QR's): without an index
 * every check read the whole cliente table, a cost that grew with the club and held the server's
 * single SQLite connection meanwhile. Not unique: imported numbers may repeat across companies,
 * and the check weighs every card with the number.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('cliente_numero_carteirinha_idx')
    .on('cliente')
    .column('numero_carteirinha')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cliente_numero_carteirinha_idx').execute();
}
