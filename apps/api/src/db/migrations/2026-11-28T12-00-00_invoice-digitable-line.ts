import type { Kysely } from 'kysely';

/*
 * An invoice's linha digitável as the operator typed it (digits only, check digits verified), beside
 * the boleto link the member app opens. '' when the invoice has none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('fatura')
    .addColumn('linha_digitavel', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('fatura').dropColumn('linha_digitavel').execute();
}
