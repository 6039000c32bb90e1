import { PostgresAdapter, sql } from 'kysely';
import type { CreateTableBuilder, Kysely } from 'kysely';

/*
 * The partner counter (docs/decisions/070-card-code-scheme.md, 071-partner-staff-sessions.md):
 *
 * - cliente.codigo_segredo: the card's rotating-code secret (base32 of 20 random bytes); null until
 *   the card is first sent to the member's device, set to null again to rotate it.
 * - parceiro.desconto_tipo/desconto_valor: the optional structured discount beside the free-text
 *   `desconto` ('percentual' with 1–100, or 'valor' in cents).
 * - parceiro_atendente and parceiro_sessao: a partner's staff accounts and their server-side
 *   sessions (the id is the SHA-256 of the cookie's random token), like the operators'.
 * - parceiro_verificacao: every check, valid or not (who checked which card, when, the result); a
 *   valid one carries the random `token` the counter registers a use with.
 * - uso: a registered use of a benefit; uso_codigo: the (card, time step) pairs already used for a
 *   registration (a job deletes those too old to be accepted again); uso_reporte: a member's
 *   'Não reconheço este uso'.
 */

type Table = CreateTableBuilder<any, any>;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: Table): Table =>
    postgres
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await db.schema.alterTable('cliente').addColumn('codigo_segredo', 'text').execute();
  await db.schema
    .alterTable('parceiro')
    .addColumn('desconto_tipo', 'text', (c) =>
      c.check(sql`desconto_tipo is null or desconto_tipo in ('percentual', 'valor')`),
    )
    .execute();
  await db.schema.alterTable('parceiro').addColumn('desconto_valor', 'integer').execute();

  await id(db.schema.createTable('parceiro_atendente'))
    .addColumn('parceiro_id', 'integer', (c) => c.notNull().references('parceiro.id'))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('senha_hash', 'text', (c) => c.notNull())
    .addColumn('alterar_senha', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`alterar_senha in (0, 1)`),
    )
    .addColumn('desativado_em', 'text')
    .addColumn('ultimo_acesso_em', 'text')
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .addColumn('atualizado_em', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('parceiro_atendente_parceiro')
    .on('parceiro_atendente')
    .column('parceiro_id')
    .execute();

  await db.schema
    .createTable('parceiro_sessao')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('atendente_id', 'integer', (c) =>
      c.notNull().references('parceiro_atendente.id').onDelete('cascade'),
    )
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('parceiro_sessao_atendente')
    .on('parceiro_sessao')
    .column('atendente_id')
    .execute();

  await id(db.schema.createTable('parceiro_verificacao'))
    .addColumn('atendente_id', 'integer', (c) => c.notNull().references('parceiro_atendente.id'))
    .addColumn('parceiro_id', 'integer', (c) => c.notNull().references('parceiro.id'))
    .addColumn('cliente_id', 'integer', (c) => c.references('cliente.id'))
    .addColumn('resultado', 'text', (c) => c.notNull())
    .addColumn('passo', 'integer')
    .addColumn('token', 'text', (c) => c.unique())
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('parceiro_verificacao_atendente')
    .on('parceiro_verificacao')
    .columns(['atendente_id', 'criado_em'])
    .execute();
  await db.schema
    .createIndex('parceiro_verificacao_cliente')
    .on('parceiro_verificacao')
    .column('cliente_id')
    .execute();

  await id(db.schema.createTable('uso'))
    .addColumn('parceiro_id', 'integer', (c) => c.notNull().references('parceiro.id'))
    .addColumn('atendente_id', 'integer', (c) => c.notNull().references('parceiro_atendente.id'))
    .addColumn('cliente_id', 'integer', (c) => c.notNull().references('cliente.id'))
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id'))
    .addColumn('verificacao_id', 'integer', (c) =>
      c.notNull().unique().references('parceiro_verificacao.id'),
    )
    .addColumn('oferta_id', 'integer', (c) => c.notNull())
    .addColumn('oferta_titulo', 'text', (c) => c.notNull())
    .addColumn('valor_compra', 'integer')
    .addColumn('economia', 'integer')
    .addColumn('chave_idempotencia', 'text')
    .addColumn('registrado_em', 'text', (c) => c.notNull())
    /** The Brazilian calendar day of registrado_em (yyyy-mm-dd). */
    .addColumn('dia', 'text', (c) => c.notNull())
    .addColumn('desfeito_em', 'text')
    .addColumn('desfeito_por_atendente_id', 'integer', (c) => c.references('parceiro_atendente.id'))
    .addColumn('desfeito_por_operador_id', 'integer', (c) => c.references('operador.id'))
    .addUniqueConstraint('uso_idempotencia', ['atendente_id', 'chave_idempotencia'])
    .execute();
  await db.schema
    .createIndex('uso_cliente')
    .on('uso')
    .columns(['cliente_id', 'registrado_em'])
    .execute();
  await db.schema.createIndex('uso_empresa_dia').on('uso').columns(['empresa_id', 'dia']).execute();
  await db.schema
    .createIndex('uso_parceiro_dia')
    .on('uso')
    .columns(['parceiro_id', 'dia'])
    .execute();
  await db.schema
    .createIndex('uso_atendente_dia')
    .on('uso')
    .columns(['atendente_id', 'dia'])
    .execute();

  await db.schema
    .createTable('uso_codigo')
    .addColumn('cliente_id', 'integer', (c) =>
      c.notNull().references('cliente.id').onDelete('cascade'),
    )
    .addColumn('passo', 'integer', (c) => c.notNull())
    .addColumn('usado_em', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('uso_codigo_pk', ['cliente_id', 'passo'])
    .execute();
  await db.schema.createIndex('uso_codigo_usado_em').on('uso_codigo').column('usado_em').execute();

  await id(db.schema.createTable('uso_reporte'))
    .addColumn('uso_id', 'integer', (c) => c.notNull().unique().references('uso.id'))
    .addColumn('comentario', 'text', (c) => c.notNull())
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .addColumn('revisado_em', 'text')
    .addColumn('revisado_por', 'integer', (c) => c.references('operador.id'))
    .addColumn('nota', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'uso_reporte',
    'uso_codigo',
    'uso',
    'parceiro_verificacao',
    'parceiro_sessao',
    'parceiro_atendente',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('parceiro').dropColumn('desconto_valor').execute();
  await db.schema.alterTable('parceiro').dropColumn('desconto_tipo').execute();
  await db.schema.alterTable('cliente').dropColumn('codigo_segredo').execute();
}
