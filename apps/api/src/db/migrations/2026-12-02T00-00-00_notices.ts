import { PostgresAdapter } from 'kysely';
import type { CreateTableBuilder, Kysely } from 'kysely';

/*
 * Notices ('Avisos'):
 *
 * - aviso: one notice to one company card (the holder's card: a notice about a dependent's
 *   appointment goes to the card the dependent belongs to). `chave` makes a notice that may be
 *   written twice (a reminder, a new exclusive partner) unique per card; null for notices that are
 *   always new (security ones).
 * - acesso_dispositivo: the devices (a hash of the browser's description) a login has signed in
 *   from, so a sign-in from another one can be told to the member.
 */

type Table = CreateTableBuilder<any, any>;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: Table): Table =>
    postgres
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('aviso'))
    .addColumn('cliente_id', 'integer', (c) =>
      c.notNull().references('cliente.id').onDelete('cascade'),
    )
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('tela', 'text', (c) => c.notNull())
    .addColumn('alvo_id', 'integer')
    .addColumn('alvo_menu_id', 'integer')
    .addColumn('chave', 'text')
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .addColumn('lido_em', 'text')
    .execute();
  await db.schema
    .createIndex('aviso_cliente_idx')
    .on('aviso')
    .columns(['cliente_id', 'id'])
    .execute();
  await db.schema
    .createIndex('aviso_chave_unq')
    .on('aviso')
    .columns(['cliente_id', 'chave'])
    .unique()
    .execute();

  await db.schema
    .createTable('acesso_dispositivo')
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('usuario.id').onDelete('cascade'),
    )
    .addColumn('dispositivo', 'text', (c) => c.notNull())
    .addColumn('primeiro_em', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('acesso_dispositivo_pkey', ['usuario_id', 'dispositivo'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('acesso_dispositivo').execute();
  await db.schema.dropTable('aviso').execute();
}
