import type { Kysely } from 'kysely';

/*
 * Home and help content in the console (decision 044):
 * - `banner.alt` (text for screen readers), `banner.ativo_de`/`ativo_ate` (first and last day
 *   shown, plain dates, null for no limit);
 * - `faq_categoria.empresa_id`: null for the whole club's FAQ, else one company's;
 * - `atendimento_contato.empresa_id`: null for the club's line, else one company's (one each).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('banner')
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('banner').addColumn('ativo_de', 'text').execute();
  await db.schema.alterTable('banner').addColumn('ativo_ate', 'text').execute();
  await db.schema
    .alterTable('faq_categoria')
    .addColumn('empresa_id', 'integer', (c) => c.references('empresa.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('faq_categoria_empresa_id_idx')
    .on('faq_categoria')
    .column('empresa_id')
    .execute();
  await db.schema
    .alterTable('atendimento_contato')
    .addColumn('empresa_id', 'integer', (c) => c.references('empresa.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('atendimento_contato_empresa_id_key')
    .on('atendimento_contato')
    .column('empresa_id')
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('atendimento_contato_empresa_id_key').execute();
  await db.schema.alterTable('atendimento_contato').dropColumn('empresa_id').execute();
  await db.schema.dropIndex('faq_categoria_empresa_id_idx').execute();
  await db.schema.alterTable('faq_categoria').dropColumn('empresa_id').execute();
  await db.schema.alterTable('banner').dropColumn('ativo_ate').execute();
  await db.schema.alterTable('banner').dropColumn('ativo_de').execute();
  await db.schema.alterTable('banner').dropColumn('alt').execute();
}
