import type { Kysely } from 'kysely';

/*
 * The operator console's members (docs/product.md#console-members):
 * - `usuario.ultimo_acesso_em`: the instant of the member's last sign-in, shown on their page;
 * - `usuario.nome` indexed: the console lists members by name, a page at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('usuario').addColumn('ultimo_acesso_em', 'text').execute();
  await db.schema.createIndex('usuario_nome_idx').on('usuario').column('nome').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('usuario_nome_idx').execute();
  await db.schema.alterTable('usuario').dropColumn('ultimo_acesso_em').execute();
}
