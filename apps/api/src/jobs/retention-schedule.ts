import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { runScheduledRetention } from './retention.js';
import type { Job } from './scheduler.js';

/** How often each instance asks whether the retention job is due (the lease decides who runs it). */
const RETENTION_TICK_MS = 15 * 60_000;

/**
 * The LGPD retention job for the server's scheduler (none when RETENTION_INTERVAL=off). Every
 * instance ticks often, but the job's lease lets it run at most once per interval across all
 * instances sharing the database.
 */
export function retentionJobs(db: Kysely<Database>, everyMs: number | null): Job[] {
  if (everyMs === null) return [];
  return [
    {
      name: 'lgpd-retention',
      everyMs: Math.min(everyMs, RETENTION_TICK_MS),
      run: () => runScheduledRetention(db, everyMs),
    },
  ];
}
