import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Partners in the operator console (docs/decisions/042-console-partners.md and
 * 043-partner-import.md):
 * - parceiro.ativo: a deactivated partner leaves every member app (kept for its accesses and ratings);
 * - menu_categoria: the order of a menu's category strip (the exclusive menu's, per company);
 * - parceiro_importacao(_linha): CSV partner import jobs, a dry run stored until confirmed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: any) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .alterTable('parceiro')
    .addColumn('ativo', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`ativo in (0, 1)`),
    )
    .execute();

  await db.schema
    .createTable('menu_categoria')
    .addColumn('menu_parceiro_id', 'integer', (c) =>
      c.notNull().references('menu_parceiro.id').onDelete('cascade'),
    )
    .addColumn('categoria_id', 'integer', (c) =>
      c.notNull().references('categoria.id').onDelete('cascade'),
    )
    .addColumn('ordem', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('menu_categoria_pkey', ['menu_parceiro_id', 'categoria_id'])
    .execute();

  await db.schema
    .createTable('parceiro_importacao')
    .addColumn('id', 'integer', id)
    .addColumn('operador_id', 'integer', (c) => c.notNull().references('operador.id'))
    .addColumn('nome_arquivo', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('dry_run', 'done', 'discarded')`),
    )
    .addColumn('colunas_ignoradas', 'text', (c) => c.notNull())
    .addColumn('cabecalho', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('criar', 'integer', (c) => c.notNull())
    .addColumn('atualizar', 'integer', (c) => c.notNull())
    .addColumn('inalterado', 'integer', (c) => c.notNull())
    .addColumn('erro', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('concluido_em', 'text')
    .execute();

  await db.schema
    .createTable('parceiro_importacao_linha')
    .addColumn('id', 'integer', id)
    .addColumn('importacao_id', 'integer', (c) =>
      c.notNull().references('parceiro_importacao.id').onDelete('cascade'),
    )
    .addColumn('linha', 'integer', (c) => c.notNull())
    .addColumn('acao', 'text', (c) =>
      c.notNull().check(sql`acao in ('create', 'update', 'unchanged', 'error')`),
    )
    .addColumn('parceiro_id', 'integer')
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('erro', 'text')
    .addColumn('dados', 'text')
    .addColumn('original', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('parceiro_importacao_linha_importacao_id_idx')
    .on('parceiro_importacao_linha')
    .columns(['importacao_id', 'linha'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('parceiro_importacao_linha').execute();
  await db.schema.dropTable('parceiro_importacao').execute();
  await db.schema.dropTable('menu_categoria').execute();
  await db.schema.alterTable('parceiro').dropColumn('ativo').execute();
}
