import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * Usage reports (docs/decisions/048-usage-reports.md):
 * - `login_evento`: one row per successful member sign-in (the Login call writes it with one
 *   insert), with the Brazilian calendar day, so the dashboard counts sign-ins per day;
 * - `avaliacao.oculto`: 1 when an operator hid an abusive comment (the member app no longer shows it);
 * - `parceiro_acesso.empresa_id`: the company of the card (a card never changes company), written by
 *   the same insert that counts the visit; indexed with (dia, parceiro_id), the dashboard reads a
 *   company's accesses over a period from one range of the index, without visiting the cards.
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
    .alterTable('parceiro_acesso')
    .addColumn('empresa_id', 'integer', (c) => c.references('empresa.id'))
    .execute();
  await sql`
    update parceiro_acesso set empresa_id = (
      select c.empresa_id from cliente c where c.id = parceiro_acesso.cliente_id
    )`.execute(db);
  await db.schema
    .createIndex('parceiro_acesso_empresa_dia_idx')
    .on('parceiro_acesso')
    .columns(['empresa_id', 'dia', 'parceiro_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('parceiro_acesso_empresa_dia_idx').execute();
  await db.schema.alterTable('parceiro_acesso').dropColumn('empresa_id').execute();
  await db.schema.alterTable('avaliacao').dropColumn('oculto').execute();
  await db.schema.dropTable('login_evento').execute();
}
