import type { Kysely } from 'kysely';

/*
 * An invoice's Pix copia e cola as the operator pasted it (a BR Code whose CRC was checked), beside
 * the boleto link and the linha digitável. '' when the invoice has none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('fatura')
    .addColumn('pix', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('fatura').dropColumn('pix').execute();
}
