import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { CAMPAIGN_SEND, sendDueCampaigns } from '../modules/campaigns/send.js';
import { runWithLease } from './job-lease.js';
import type { Job } from './scheduler.js';

/**
 * The campaigns due (their time came, or a send was left half-done) for the server's scheduler,
 * under the job lease shared by every instance (docs/decisions/118). The notices' key makes a
 * second run, or a second instance, write nothing twice.
 */
export function sendCampaignsJob(db: Kysely<Database>, now: () => Date = () => new Date()): Job {
  return {
    name: CAMPAIGN_SEND.jobName,
    everyMs: CAMPAIGN_SEND.everyMs,
    run: () =>
      runWithLease(db, CAMPAIGN_SEND.jobName, CAMPAIGN_SEND.everyMs, now, (at) =>
        sendDueCampaigns(db, at),
      ),
  };
}
