import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { IDEMPOTENCY_TTL_MS } from '../lib/idempotency.js';

/**
 * Deletes stored answers of idempotent writes older than their replay window. They hold copies of
 * personal data (a saved dependent), so they must not outlive the 24 h they are useful for.
 * Safe to run from several instances at once.
 */
export async function purgeExpiredIdempotencyKeys(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  const result = await db
    .deleteFrom('idempotencia')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  // The integration API's stored answers (per credential) have the same 24 h window.
  const integration = await db
    .deleteFrom('integracao_idempotencia')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows) + Number(integration.numDeletedRows);
}
