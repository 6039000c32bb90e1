import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Finding a benefit nearby: each member card keeps its favourite partners, and partners get the
 * coordinates of their address. The coordinates are indexed together, so 'Perto de mim' first
 * narrows the partners to a bounding box by an index range, then measures the exact distance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('favorito')
    .addColumn('cliente_id', 'integer', (c) =>
      c.notNull().references('cliente.id').onDelete('cascade'),
    )
    .addColumn('parceiro_id', 'integer', (c) =>
      c.notNull().references('parceiro.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorito_pkey', ['cliente_id', 'parceiro_id'])
    .execute();
  await db.schema
    .createIndex('favorito_parceiro_idx')
    .on('favorito')
    .column('parceiro_id')
    .execute();
  await db.schema
    .alterTable('parceiro')
    .addColumn('latitude', sql`double precision`)
    .execute();
  await db.schema
    .alterTable('parceiro')
    .addColumn('longitude', sql`double precision`)
    .execute();
  await db.schema
    .createIndex('parceiro_coordenadas_idx')
    .on('parceiro')
    .columns(['latitude', 'longitude'])
    .execute();
  await db.schema
    .createIndex('parceiro_cidade_idx')
    .on('parceiro')
    .columns(['cidade', 'uf'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('parceiro_cidade_idx').execute();
  await db.schema.dropIndex('parceiro_coordenadas_idx').execute();
  await db.schema.alterTable('parceiro').dropColumn('longitude').execute();
  await db.schema.alterTable('parceiro').dropColumn('latitude').execute();
  await db.schema.dropTable('favorito').execute();
}
