import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../apps/api/src/db/database.js';
import { migrateToLatest } from '../../apps/api/src/db/migrate.js';
import { secondsSince } from './timing.js';

/**
 * A bench database: the real migrations, then `fill`, then fresh planner statistics (PostgreSQL's
 * `vacuum analyze`, SQLite's `pragma optimize`) so the queries are planned as on a live database.
 * Answers what `fill` answered and the seconds it all took.
 */
export async function buildDatabase<T>(
  handle: DatabaseHandle,
  fill: (db: DatabaseHandle['db']) => Promise<T>,
): Promise<T & { seconds: string }> {
  const started = performance.now();
  await migrateToLatest(handle.db);
  const filled = await fill(handle.db);
  if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
  else await sql`pragma optimize = 0x10002`.execute(handle.db);
  return { ...filled, seconds: secondsSince(started) };
}
