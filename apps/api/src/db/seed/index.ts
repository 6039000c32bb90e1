import { todayInBrazil } from '@clube/contract';
import { seedCounter } from './counter.js';
import { sql } from 'kysely';
import { isPostgres } from '../dialect.js';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { seedCeps } from './ceps.js';
import { seedCompanies } from './companies.js';
import type { CompanyIds } from './companies.js';
import { MediaStore } from './context.js';
import type { SeedContext } from './context.js';
import { seedContracts } from './contracts.js';
import { seedFaq } from './faq.js';
import { seedHealth } from './health.js';
import { seedLookups } from './lookups.js';
import { seedMembers } from './members.js';
import { seedOperators } from './operators.js';
import type { SeededMembers } from './members.js';
import { seedPartners } from './partners.js';
import { createRandom } from './random.js';
import { seedRatings } from './ratings.js';

export { DEMO_ACCOUNTS } from './accounts.js';
export { seedOperators } from './operators.js';
export type { DemoAccountKey } from './accounts.js';
export type { CompanyIds, CompanyKey } from './companies.js';
export type { SeededMember, SeededMembers } from './members.js';
export { GRAU, SEXO } from './lookups.js';

export interface SeedOptions {
  /**
   * The instant the seed counts from (default: now). Appointments, open and overdue invoices and
   * validity dates are relative to Brazil's date at this instant, so the demo never goes stale;
   * a fixed `now` gives byte-for-byte the same rows.
   */
  now?: Date;
  /** Hash the demo passwords at this scrypt cost instead of the precomputed production hashes (tests). */
  passwordCost?: number;
}

export type SeedResult =
  | { seeded: false }
  | { seeded: true; companies: CompanyIds; members: SeededMembers; media: number };

const PRNG_SEED = 20_261_122;
/** pg_advisory_xact_lock key: instances starting together on one PostgreSQL seed once. */
const SEED_LOCK = 7_220_261_122;

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('empresa').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Fills an empty database (no empresa rows) with demo data (docs/architecture.md, Data), in one
 * transaction; does nothing when there is data already. Run after migrateToLatest.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<SeedResult> {
  if (!(await isEmpty(db))) return { seeded: false };
  const instant = options.now ?? new Date();
  const postgres = isPostgres(db);

  return db.transaction().execute(async (trx): Promise<SeedResult> => {
    if (postgres) await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (!(await isEmpty(trx))) return { seeded: false };

    const now = instant.toISOString();
    const ctx: SeedContext = {
      db: trx,
      now,
      today: todayInBrazil(instant),
      random: createRandom(PRNG_SEED),
      media: new MediaStore(now),
    };
    await seedLookups(ctx);
    await seedCeps(ctx);
    const companies = await seedCompanies(ctx);
    const partners = await seedPartners(ctx, companies);
    const members = await seedMembers(ctx, companies, { passwordCost: options.passwordCost });
    await seedRatings(ctx, members, partners);
    await seedContracts(ctx, members);
    await seedHealth(ctx, companies, members);
    await seedFaq(ctx);
    await seedOperators(trx, companies, { passwordCost: options.passwordCost, now });
    await seedCounter(ctx, partners, members, { passwordCost: options.passwordCost });
    const media = await ctx.media.flush(trx);
    return { seeded: true, companies, members, media };
  });
}
