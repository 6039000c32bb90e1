import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * The operator console's members (issue 15):
 * - `usuario.ultimo_acesso_em`: the instant of the member's last sign-in, shown on their page;
 * - `usuario.nome` indexed: the console lists members by name, a page at a time;
 * - one card per member and company: a second card in the same company (two operators, a CSV
 *   import racing a form) cannot both commit. Dependents (titular_id set) are left out.
 * Partial unique indexes work the same on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('usuario').addColumn('ultimo_acesso_em', 'text').execute();
  await db.schema.createIndex('usuario_nome_idx').on('usuario').column('nome').execute();
  await db.schema
    .createIndex('cliente_usuario_empresa_key')
    .on('cliente')
    .columns(['usuario_id', 'empresa_id'])
    .unique()
    .where(sql<boolean>`usuario_id is not null and titular_id is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cliente_usuario_empresa_key').execute();
  await db.schema.dropIndex('usuario_nome_idx').execute();
  await db.schema.alterTable('usuario').dropColumn('ultimo_acesso_em').execute();
}
