import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * CSV member import jobs (docs/decisions/039-member-import-jobs.md): one `importacao` row
 * per uploaded file, with its dry run's counts and its progress once confirmed, and one
 * `importacao_linha` per data row of the file: the planned (then applied) action, the error in
 * Portuguese, the normalised row and the cells as written (for the error CSV).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('importacao')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id'))
    .addColumn('operador_id', 'integer', (c) => c.notNull().references('operador.id'))
    .addColumn('nome_arquivo', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(sql`status in ('dry_run', 'confirmed', 'applying', 'done', 'discarded', 'failed')`),
    )
    .addColumn('senha_inicial', 'text', (c) =>
      c.notNull().check(sql`senha_inicial in ('nascimento', 'email')`),
    )
    .addColumn('desativar_ausentes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`desativar_ausentes in (0, 1)`),
    )
    .addColumn('codificacao', 'text', (c) => c.notNull())
    .addColumn('separador', 'text', (c) => c.notNull())
    .addColumn('cabecalho', 'text', (c) => c.notNull())
    .addColumn('colunas_ignoradas', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('aplicadas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('criar', 'integer', (c) => c.notNull())
    .addColumn('atualizar', 'integer', (c) => c.notNull())
    .addColumn('inalterado', 'integer', (c) => c.notNull())
    .addColumn('erro', 'integer', (c) => c.notNull())
    .addColumn('ausentes', 'integer', (c) => c.notNull())
    .addColumn('desativados', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mensagem', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('concluido_em', 'text')
    .execute();
  await db.schema
    .createIndex('importacao_empresa_id_idx')
    .on('importacao')
    .columns(['empresa_id', 'id'])
    .execute();

  await db.schema
    .createTable('importacao_linha')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('importacao_id', 'integer', (c) =>
      c.notNull().references('importacao.id').onDelete('cascade'),
    )
    .addColumn('linha', 'integer', (c) => c.notNull())
    .addColumn('acao', 'text', (c) =>
      c.notNull().check(sql`acao in ('create', 'update', 'unchanged', 'error')`),
    )
    .addColumn('cpf', 'text', (c) => c.notNull())
    .addColumn('erro', 'text')
    .addColumn('dados', 'text')
    .addColumn('original', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('importacao_linha_importacao_id_idx')
    .on('importacao_linha')
    .columns(['importacao_id', 'linha'])
    .execute();
  // 'desativar quem não está no arquivo' asks, per active card of the company, whether its CPF is here.
  await db.schema
    .createIndex('importacao_linha_importacao_cpf_idx')
    .on('importacao_linha')
    .columns(['importacao_id', 'cpf'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('importacao_linha').execute();
  await db.schema.dropTable('importacao').execute();
}
