import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

/*
 * The integration API of client companies (docs/decisions/105–108):
 *
 * - integracao: a credential of one company. client_id is public; segredo_hash is the SHA-256 (hex)
 *   of the secret, shown once; escopos is a JSON array; revogada_em ends it.
 * - integracao_idempotencia: the answer of a write sent with an Idempotency-Key, with the SHA-256
 *   of its body, replayed for 24 h.
 * - webhook_endpoint: where a company's events are sent; segredo is the signing secret, encrypted
 *   with the server's key (it must be read back to sign).
 * - webhook_entrega: one event for one endpoint, its stable id, body and delivery state (the
 *   outbox's states, backoff and lease).
 * - auditoria: a row is written by an operator or by a credential (operador_id becomes nullable;
 *   SQLite rebuilds the table to change it).
 */

type Table = CreateTableBuilder<any, any>;

const AUDIT_COLUMNS = 'id, operador_id, quando, ip, recurso, registro_id, acao, campos, empresa_id';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: Table): Table =>
    postgres
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('integracao'))
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id'))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull().unique())
    .addColumn('segredo_hash', 'text', (c) => c.notNull())
    .addColumn('escopos', 'text', (c) => c.notNull())
    .addColumn('criada_por', 'integer', (c) => c.notNull().references('operador.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('ultimo_uso_em', 'text')
    .addColumn('revogada_em', 'text')
    .execute();
  await db.schema
    .createIndex('integracao_empresa_id_idx')
    .on('integracao')
    .column('empresa_id')
    .execute();

  await db.schema
    .createTable('integracao_idempotencia')
    .addColumn('integracao_id', 'integer', (c) =>
      c.notNull().references('integracao.id').onDelete('cascade'),
    )
    .addColumn('chave', 'text', (c) => c.notNull())
    .addColumn('rota', 'text', (c) => c.notNull())
    .addColumn('corpo_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('resposta', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('integracao_idempotencia_pkey', ['integracao_id', 'chave'])
    .execute();
  await db.schema
    .createIndex('integracao_idempotencia_created_at_idx')
    .on('integracao_idempotencia')
    .column('created_at')
    .execute();

  await id(db.schema.createTable('webhook_endpoint'))
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('eventos', 'text', (c) => c.notNull())
    .addColumn('segredo', 'text', (c) => c.notNull())
    .addColumn('ativo', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`ativo in (0, 1)`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_endpoint_empresa_id_idx')
    .on('webhook_endpoint')
    .column('empresa_id')
    .execute();

  await id(db.schema.createTable('webhook_entrega'))
    .addColumn('endpoint_id', 'integer', (c) =>
      c.notNull().references('webhook_endpoint.id').onDelete('cascade'),
    )
    .addColumn('mensagem_id', 'text', (c) => c.notNull())
    .addColumn('evento', 'text', (c) => c.notNull())
    .addColumn('corpo', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pendente', 'entregue', 'falhou')`),
    )
    .addColumn('tentativas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('proxima_tentativa_em', 'text')
    .addColumn('ultima_resposta', 'integer')
    .addColumn('ultimo_erro', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('entregue_em', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_entrega_status_idx')
    .on('webhook_entrega')
    .columns(['status', 'proxima_tentativa_em'])
    .execute();
  await db.schema
    .createIndex('webhook_entrega_endpoint_idx')
    .on('webhook_entrega')
    .columns(['endpoint_id', 'id'])
    .execute();

  if (postgres) {
    await sql`alter table auditoria alter column operador_id drop not null`.execute(db);
    await db.schema
      .alterTable('auditoria')
      .addColumn('integracao_id', 'integer', (c) => c.references('integracao.id'))
      .execute();
  } else {
    await rebuildSqliteAudit(db, true);
  }
}

/** SQLite cannot drop a NOT NULL: the audit table is copied into a new one with the new columns. */
async function rebuildSqliteAudit(db: Kysely<any>, withIntegration: boolean): Promise<void> {
  await sql`create table auditoria_nova (
    id integer primary key autoincrement,
    operador_id integer ${sql.raw(withIntegration ? '' : 'not null')} references operador(id),
    quando text not null,
    ip text not null,
    recurso text not null,
    registro_id text not null,
    acao text not null,
    campos text not null,
    empresa_id integer
    ${sql.raw(withIntegration ? ', integracao_id integer references integracao(id)' : '')}
  )`.execute(db);
  await sql`insert into auditoria_nova (${sql.raw(AUDIT_COLUMNS)})
    select ${sql.raw(AUDIT_COLUMNS)} from auditoria`.execute(db);
  await sql`drop table auditoria`.execute(db);
  await sql`alter table auditoria_nova rename to auditoria`.execute(db);
  await sql`create index auditoria_quando_idx on auditoria (quando)`.execute(db);
  await sql`create index auditoria_registro_idx on auditoria (recurso, registro_id)`.execute(db);
  await sql`create index auditoria_operador_id_idx on auditoria (operador_id)`.execute(db);
  await sql`create index auditoria_empresa_id_idx on auditoria (empresa_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.deleteFrom('auditoria').where('operador_id', 'is', null).execute();
  if (postgres) {
    await db.schema.alterTable('auditoria').dropColumn('integracao_id').execute();
    await sql`alter table auditoria alter column operador_id set not null`.execute(db);
  } else {
    await rebuildSqliteAudit(db, false);
  }
  await db.schema.dropTable('webhook_entrega').execute();
  await db.schema.dropTable('webhook_endpoint').execute();
  await db.schema.dropTable('integracao_idempotencia').execute();
  await db.schema.dropTable('integracao').execute();
}
