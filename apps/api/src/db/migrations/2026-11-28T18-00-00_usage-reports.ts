import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Usage reports (issue 16, docs/decisions/048-usage-reports.md):
 * - `login_evento`: one row per successful member sign-in (the Login call writes it with one
 *   insert), with the Brazilian calendar day, so the dashboard counts sign-ins per day;
 * - `avaliacao.oculto`: 1 when an operator hid an abusive comment (the member app no longer shows it);
 * - `parceiro_acesso (cliente_id, dia, parceiro_id)` replaces the index on `cliente_id` alone: the
 *   dashboard reads a company's cards' accesses over a period from the index alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_evento')
    .addColumn('usuario_id', 'integer', (c) =>
      c.notNull().references('usuario.id').onDelete('cascade'),
    )
    .addColumn('dia', 'text', (c) => c.notNull())
    .addColumn('em', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_evento_usuario_dia_idx')
    .on('login_evento')
    .columns(['usuario_id', 'dia'])
    .execute();

  await db.schema
    .alterTable('avaliacao')
    .addColumn('oculto', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`oculto in (0, 1)`),
    )
    .execute();

  await db.schema
    .createIndex('parceiro_acesso_cliente_dia_idx')
    .on('parceiro_acesso')
    .columns(['cliente_id', 'dia', 'parceiro_id'])
    .execute();
  await db.schema.dropIndex('parceiro_acesso_cliente_id_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('parceiro_acesso_cliente_id_idx')
    .on('parceiro_acesso')
    .column('cliente_id')
    .execute();
  await db.schema.dropIndex('parceiro_acesso_cliente_dia_idx').execute();
  await db.schema.alterTable('avaliacao').dropColumn('oculto').execute();
  await db.schema.dropTable('login_evento').execute();
}
