import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { CAMPAIGN_SEND, onCampaignDue, sendDueCampaigns } from '../modules/campaigns/send.js';
import { runWithLease } from './job-lease.js';
import type { Job } from './scheduler.js';

/**
 * The campaigns due (their time came, or a send was left half-done) for the server's scheduler,
 * under the job lease shared by every instance (docs/decisions/118). The notices' key makes a
 * second run, or a second instance, write nothing twice. A campaign sent now wakes this
 * instance's job at once (outside the lease: the key already makes a second writer harmless);
 * the wake-ups run one at a time, and shutdown awaits the one under way (`settle`).
 */
export function sendCampaignsJob(db: Kysely<Database>, now: () => Date = () => new Date()): Job {
  let woken: Promise<unknown> = Promise.resolve();
  let failed: unknown = null;
  onCampaignDue(() => {
    woken = woken
      .then(() => sendDueCampaigns(db, now()))
      .catch((err: unknown) => {
        failed = err;
      });
  });
  return {
    settle: () => woken,
    name: CAMPAIGN_SEND.jobName,
    everyMs: CAMPAIGN_SEND.everyMs,
    run: async () => {
      await woken;
      if (failed !== null) {
        const err = failed;
        failed = null;
        throw err instanceof Error ? err : new Error(String(err));
      }
      return runWithLease(db, CAMPAIGN_SEND.jobName, CAMPAIGN_SEND.everyMs, now, (at) =>
        sendDueCampaigns(db, at),
      );
    },
  };
}
