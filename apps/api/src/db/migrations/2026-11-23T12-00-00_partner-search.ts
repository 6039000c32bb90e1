import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The word index of partner names (docs/decisions/005-partner-search-word-index.md): one row per
 * distinct accent-free word of parceiro.nome, so a search is a prefix range on an index on both
 * dialects. Text compares byte-wise on both (SQLite BINARY, PostgreSQL COLLATE "C"), which keeps the
 * prefix range exact and makes lists sort the same way everywhere.
 * Frozen: the word rule below is a copy of src/modules/partners/search-index.ts at 2026-11-22, used
 * only to fill the index of partners that exist before this migration.
 */

const words = (nome: string): string[] =>
  [
    ...new Set(
      nome
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u),
    ),
  ].filter((w) => w !== '');

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('parceiro_palavra')
    .addColumn('palavra', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addColumn('parceiro_id', 'integer', (c) =>
      c.notNull().references('parceiro.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('parceiro_palavra_pkey', ['palavra', 'parceiro_id'])
    .execute();
  await db.schema
    .createIndex('parceiro_palavra_parceiro_id_idx')
    .on('parceiro_palavra')
    .column('parceiro_id')
    .execute();

  if (postgres) {
    await sql`alter table parceiro alter column nome_busca type text collate "C"`.execute(db);
  }
  // Lists are ordered by (nome_busca, id), per category or over the whole menu.
  await db.schema.dropIndex('parceiro_nome_busca_idx').execute();
  await db.schema
    .createIndex('parceiro_nome_busca_id_idx')
    .on('parceiro')
    .columns(['nome_busca', 'id'])
    .execute();
  await db.schema
    .createIndex('parceiro_categoria_nome_busca_idx')
    .on('parceiro')
    .columns(['categoria_id', 'nome_busca', 'id'])
    .execute();

  let last = 0;
  for (;;) {
    const partners: { id: number; nome: string }[] = await db
      .selectFrom('parceiro')
      .select(['id', 'nome'])
      .where('id', '>', last)
      .orderBy('id')
      .limit(500)
      .execute();
    if (partners.length === 0) break;
    const rows = partners.flatMap((p) =>
      words(p.nome).map((palavra) => ({ palavra, parceiro_id: p.id })),
    );
    if (rows.length > 0) await db.insertInto('parceiro_palavra').values(rows).execute();
    last = partners[partners.length - 1]?.id ?? last;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('parceiro_categoria_nome_busca_idx').execute();
  await db.schema.dropIndex('parceiro_nome_busca_id_idx').execute();
  if (postgres) {
    await sql`alter table parceiro alter column nome_busca type text collate "default"`.execute(db);
  }
  await db.schema
    .createIndex('parceiro_nome_busca_idx')
    .on('parceiro')
    .column('nome_busca')
    .execute();
  await db.schema.dropTable('parceiro_palavra').execute();
}
