import type { Kysely } from 'kysely';

/*
 * 'Perto de mim' reads the partners of its box from one index: the coordinates, then what decides
 * whether members see a partner (ativo, validade), and the id (SQLite keeps it in every index,
 * PostgreSQL only when asked), so the box's rows are measured and filtered without reading the
 * partner rows themselves (docs/decisions/097-near-me-at-scale.md). It
 * replaces the index on the coordinates alone, which it covers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('parceiro_perto_idx')
    .on('parceiro')
    .columns(['latitude', 'longitude', 'ativo', 'validade', 'id'])
    .execute();
  await db.schema.dropIndex('parceiro_coordenadas_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('parceiro_coordenadas_idx')
    .on('parceiro')
    .columns(['latitude', 'longitude'])
    .execute();
  await db.schema.dropIndex('parceiro_perto_idx').execute();
}
