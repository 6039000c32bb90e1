import type { Kysely } from 'kysely';

/*
 * One row per scheduled job that must run at most once per interval across every instance sharing
 * the database (the LGPD retention job): `executado_em` is when an instance last took the job. An
 * instance takes it with one conditional update (only when that time is older than the interval),
 * which the database answers for a single instance at a time on both dialects.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tarefa')
    .addColumn('nome', 'text', (c) => c.primaryKey())
    .addColumn('executado_em', 'text')
    .execute();
  // The retention job's row (it would also be made on its first run).
  await db.insertInto('tarefa').values({ nome: 'lgpd-retention', executado_em: null }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tarefa').execute();
}
