import { PostgresAdapter } from 'kysely';
import type { CreateTableBuilder, Kysely } from 'kysely';

/*
 * Campaigns (docs/decisions/118, 119):
 *
 * - campanha: a notice an operator writes to the members of some companies, sent at `enviar_em`
 *   by the campaigns job; its audience (profile, city, with/without a use of a partner) and the
 *   channels beyond the inbox (`canais`: '' for the inbox only, else 'push', 'email' or both).
 *   The notices it wrote carry `chave` 'campanha:<id>', so they are counted (and never written
 *   twice) through the index on aviso(chave).
 * - campanha_empresa: the companies it goes to.
 * - operador.teste_cpf: the operator's own test member ('Enviar teste para mim').
 * - empresa.avisos_desligados: the automatic notice kinds a company switched off (comma list).
 */

type Table = CreateTableBuilder<any, any>;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: Table): Table =>
    postgres
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('campanha'))
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('tela', 'text', (c) => c.notNull())
    .addColumn('parceiro_id', 'integer')
    .addColumn('perfil_id', 'integer')
    .addColumn('cidade', 'text')
    .addColumn('uso_parceiro_id', 'integer')
    .addColumn('uso_modo', 'text', (c) => c.notNull().defaultTo('com'))
    .addColumn('canais', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enviar_em', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('destinatarios', 'integer')
    .addColumn('operador_id', 'integer', (c) => c.notNull().references('operador.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('enviada_em', 'text')
    .addColumn('cancelada_em', 'text')
    .execute();
  await db.schema
    .createIndex('campanha_status_idx')
    .on('campanha')
    .columns(['status', 'enviar_em'])
    .execute();

  await db.schema
    .createTable('campanha_empresa')
    .addColumn('campanha_id', 'integer', (c) =>
      c.notNull().references('campanha.id').onDelete('cascade'),
    )
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id'))
    .addPrimaryKeyConstraint('campanha_empresa_pkey', ['campanha_id', 'empresa_id'])
    .execute();
  await db.schema
    .createIndex('campanha_empresa_empresa_idx')
    .on('campanha_empresa')
    .columns(['empresa_id', 'campanha_id'])
    .execute();

  await db.schema.createIndex('aviso_chave_idx').on('aviso').column('chave').execute();
  await db.schema.alterTable('operador').addColumn('teste_cpf', 'text').execute();
  await db.schema.alterTable('empresa').addColumn('avisos_desligados', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('empresa').dropColumn('avisos_desligados').execute();
  await db.schema.alterTable('operador').dropColumn('teste_cpf').execute();
  await db.schema.dropIndex('aviso_chave_idx').execute();
  await db.schema.dropTable('campanha_empresa').execute();
  await db.schema.dropTable('campanha').execute();
}
