import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Notices beyond the inbox (docs/decisions/116):
 *
 * - aviso_preferencia: a person's (login's) consent per notice kind: push and e-mail. No row: both
 *   off. The security kinds ignore it (they cannot be switched off).
 * - push_inscricao: one browser's Web Push subscription (one per device: the endpoint is unique).
 * - aviso.despachado_em: when the delivery job turned the notice into outbox messages; null: not
 *   yet. Notices written before this migration are marked as done (nobody consented to anything
 *   then, so none of them may go out now).
 * - outbox.canal also takes 'push' (a message to one subscription). SQLite cannot change a CHECK
 *   constraint, so the table is rebuilt there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('aviso_preferencia')
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('usuario.id').onDelete('cascade'),
    )
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('push', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('alterado_em', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('aviso_preferencia_pkey', ['usuario_id', 'tipo'])
    .execute();

  let push = db.schema.createTable('push_inscricao');
  push = postgres
    ? push.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : push.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await push
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('usuario.id').onDelete('cascade'),
    )
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('aparelho', 'text', (c) => c.notNull())
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_inscricao_usuario_idx')
    .on('push_inscricao')
    .column('usuario_id')
    .execute();

  await db.schema.alterTable('aviso').addColumn('despachado_em', 'text').execute();
  await db
    .updateTable('aviso')
    .set({ despachado_em: sql`criado_em` })
    .execute();
  await db.schema
    .createIndex('aviso_a_despachar_idx')
    .on('aviso')
    .column('id')
    .where(sql.ref('despachado_em'), 'is', null)
    .execute();

  if (postgres) await replacePostgresCanalCheck(db, `('email', 'sms', 'push')`);
  else await rebuildSqliteOutbox(db, `('email', 'sms', 'push')`);
}

/** Drops the CHECK on outbox.canal, whatever PostgreSQL named it, and adds the new one. */
async function replacePostgresCanalCheck(db: Kysely<any>, channels: string): Promise<void> {
  const checks = await sql<{ conname: string }>`
    select conname from pg_constraint
    where conrelid = 'outbox'::regclass and contype = 'c'
      and pg_get_constraintdef(oid) like '%canal%'`.execute(db);
  for (const { conname } of checks.rows)
    await sql`alter table outbox drop constraint ${sql.id(conname)}`.execute(db);
  await sql
    .raw(`alter table outbox add constraint outbox_canal_check check (canal in ${channels})`)
    .execute(db);
}

async function rebuildSqliteOutbox(db: Kysely<any>, channels: string): Promise<void> {
  await sql
    .raw(
      `create table outbox_novo (
        id integer primary key autoincrement,
        canal text not null check (canal in ${channels}),
        destino text not null,
        assunto text not null,
        corpo text not null,
        status text not null check (status in ('pendente', 'enviado', 'falhou')),
        tentativas integer not null default 0,
        created_at text not null,
        enviado_em text,
        corpo_html text,
        proxima_tentativa_em text
      )`,
    )
    .execute(db);
  await sql`insert into outbox_novo (id, canal, destino, assunto, corpo, status, tentativas, created_at, enviado_em, corpo_html, proxima_tentativa_em)
    select id, canal, destino, assunto, corpo, status, tentativas, created_at, enviado_em, corpo_html, proxima_tentativa_em from outbox`.execute(
    db,
  );
  await sql`drop table outbox`.execute(db);
  await sql`alter table outbox_novo rename to outbox`.execute(db);
  await db.schema
    .createIndex('outbox_status_idx')
    .on('outbox')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.deleteFrom('outbox').where('canal', '=', 'push').execute();
  if (postgres) await replacePostgresCanalCheck(db, `('email', 'sms')`);
  else await rebuildSqliteOutbox(db, `('email', 'sms')`);
  await db.schema.dropIndex('aviso_a_despachar_idx').execute();
  await db.schema.alterTable('aviso').dropColumn('despachado_em').execute();
  await db.schema.dropTable('push_inscricao').execute();
  await db.schema.dropTable('aviso_preferencia').execute();
}
