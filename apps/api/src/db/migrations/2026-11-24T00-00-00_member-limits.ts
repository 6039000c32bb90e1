import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Limits that keep one member from filling the disk (docs/decisions/009 and the README's Security
 * section): each company caps the dependents of a card (10 unless set), and every uploaded photo
 * records the member who owns it, so their photos can be held to a quota.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('empresa')
    .addColumn('max_dependentes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(10)
        .check(sql`max_dependentes >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('midia')
    .addColumn('usuario_id', 'integer', (c) => c.references('usuario.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('midia_usuario_id_idx').on('midia').column('usuario_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('midia_usuario_id_idx').execute();
  await db.schema.alterTable('midia').dropColumn('usuario_id').execute();
  await db.schema.alterTable('empresa').dropColumn('max_dependentes').execute();
}
