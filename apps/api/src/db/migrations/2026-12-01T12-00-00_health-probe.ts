import { sql, type Kysely } from 'kysely';

/*
 * One row the readiness check rewrites: it answers "ready" only when a write reaches the disk
 * (docs/decisions/079), so a full disk or a read-only database or standby takes the instance out
 * of the load balancer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('health_probe')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into health_probe (id, checked_at) values (1, '')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('health_probe').execute();
}
