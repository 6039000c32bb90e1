import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * One rating per partner per card holder, their dependents included: a dependent's rating counts
 * as the holder's. Each rating records the holder's card (the rater's own card when they are the
 * holder); a unique index on (partner, holder card) settles races. Older databases may hold
 * several ratings of one household for a partner: the first one stays, the later ones go.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('avaliacao')
    .addColumn('titular_id', 'integer', (c) => c.references('cliente.id').onDelete('cascade'))
    .execute();
  await sql`
    update avaliacao set titular_id = (
      select coalesce(c.titular_id, c.id) from cliente c where c.id = avaliacao.cliente_id
    )`.execute(db);
  await sql`
    delete from avaliacao where id not in (
      select min(id) from avaliacao group by parceiro_id, titular_id
    )`.execute(db);
  await db.schema
    .createIndex('avaliacao_parceiro_titular_key')
    .on('avaliacao')
    .columns(['parceiro_id', 'titular_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('avaliacao_parceiro_titular_key').execute();
  await db.schema.alterTable('avaliacao').dropColumn('titular_id').execute();
}
