import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether `db` runs on PostgreSQL; otherwise on SQLite, the only other dialect (decision 001). */
export const isPostgres = (db: Pick<Kysely<unknown>, 'getExecutor'>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;
