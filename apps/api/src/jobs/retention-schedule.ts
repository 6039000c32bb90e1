import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { CONTRACT_END, runScheduledContractEnd } from './contract-end.js';
import { RETENTION, runScheduledRetention } from './retention.js';
import type { Job } from './scheduler.js';

/** How often each instance asks whether the jobs are due (their leases decide who runs them). */
const RETENTION_TICK_MS = 15 * 60_000;

/**
 * The daily jobs of the LGPD clock for the server's scheduler, both every RETENTION_INTERVAL (none
 * when it is off): the contract-end job (a card whose last contract's end date passed ends) and
 * the retention job (a card ended over 30 days ago is erased). Every instance ticks often, but
 * each job's lease lets it run at most once per interval across all instances sharing the database.
 */
export function retentionJobs(
  db: Kysely<Database>,
  everyMs: number | null,
  /** The app's forgetSessions: the members whose sessions a job ended (decision 125). */
  forgetSessions?: (ids: readonly number[]) => void,
): Job[] {
  if (everyMs === null) return [];
  const tick = Math.min(everyMs, RETENTION_TICK_MS);
  return [
    {
      name: CONTRACT_END.jobName,
      everyMs: tick,
      run: () => runScheduledContractEnd(db, everyMs, undefined, forgetSessions),
    },
    {
      name: RETENTION.jobName,
      everyMs: tick,
      run: () => runScheduledRetention(db, everyMs, undefined, forgetSessions),
    },
  ];
}
