import { PostgresAdapter, sql } from 'kysely';
import type { CreateTableBuilder, Kysely } from 'kysely';

/*
 * The operator console (decision 029): operators with a role and a company scope, their server-side
 * sessions, and the audit log of every admin write (append-only from the app).
 *
 * - operador.totp_segredo is encrypted with a key derived from JWT_SECRET (AES-256-GCM);
 *   codigos_recuperacao is a JSON array of SHA-256 hashes of the unused recovery codes.
 * - dispensa_2fa: only the demo seed sets it, and only demo mode honours it.
 * - operador_sessao.id is the SHA-256 of the cookie's random token; etapa is 'totp' or 'enroll'
 *   while the second factor is pending, null once signed in.
 * - auditoria.campos is a JSON object of the changed fields, { field: { from, to } }.
 */

type Table = CreateTableBuilder<any, any>;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: Table): Table =>
    postgres
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const bool = (t: Table, name: string, initial: 0 | 1): Table =>
    t.addColumn(name, 'integer', (c) =>
      c
        .notNull()
        .defaultTo(initial)
        .check(sql`${sql.ref(name)} in (0, 1)`),
    );

  let t = id(db.schema.createTable('operador'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('senha_hash', 'text', (c) => c.notNull())
    .addColumn('papel', 'text', (c) =>
      c.notNull().check(sql`papel in ('admin', 'operator', 'support')`),
    )
    .addColumn('totp_segredo', 'text')
    .addColumn('totp_ultimo_passo', 'integer')
    .addColumn('codigos_recuperacao', 'text', (c) => c.notNull().defaultTo('[]'));
  t = bool(t, 'totp_ativo', 0);
  t = bool(t, 'alterar_senha', 1);
  t = bool(t, 'dispensa_2fa', 0);
  await t
    .addColumn('desativado_em', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operador_empresa')
    .addColumn('operador_id', 'integer', (c) =>
      c.notNull().references('operador.id').onDelete('cascade'),
    )
    .addColumn('empresa_id', 'integer', (c) =>
      c.notNull().references('empresa.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('operador_empresa_pk', ['operador_id', 'empresa_id'])
    .execute();
  await db.schema
    .createIndex('operador_empresa_empresa_id_idx')
    .on('operador_empresa')
    .column('empresa_id')
    .execute();

  await db.schema
    .createTable('operador_sessao')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operador_id', 'integer', (c) =>
      c.notNull().references('operador.id').onDelete('cascade'),
    )
    .addColumn('etapa', 'text', (c) => c.check(sql`etapa in ('totp', 'enroll')`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operador_sessao_operador_id_idx')
    .on('operador_sessao')
    .column('operador_id')
    .execute();

  await id(db.schema.createTable('auditoria'))
    .addColumn('operador_id', 'integer', (c) => c.notNull().references('operador.id'))
    .addColumn('quando', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('recurso', 'text', (c) => c.notNull())
    .addColumn('registro_id', 'text', (c) => c.notNull())
    .addColumn('acao', 'text', (c) => c.notNull())
    .addColumn('campos', 'text', (c) => c.notNull())
    .addColumn('empresa_id', 'integer')
    .execute();
  await db.schema.createIndex('auditoria_quando_idx').on('auditoria').column('quando').execute();
  await db.schema
    .createIndex('auditoria_registro_idx')
    .on('auditoria')
    .columns(['recurso', 'registro_id'])
    .execute();
  await db.schema
    .createIndex('auditoria_operador_id_idx')
    .on('auditoria')
    .column('operador_id')
    .execute();
  await db.schema
    .createIndex('auditoria_empresa_id_idx')
    .on('auditoria')
    .column('empresa_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auditoria').execute();
  await db.schema.dropTable('operador_sessao').execute();
  await db.schema.dropTable('operador_empresa').execute();
  await db.schema.dropTable('operador').execute();
}
