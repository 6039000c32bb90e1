// The server Playwright starts: the production build on a fresh temporary SQLite database with demo data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// E2E_DATABASE_FILE (set by playwright.config.ts) lets a test read the outbox of this database.
const file =
  process.env.E2E_DATABASE_FILE ?? join(mkdtempSync(join(tmpdir(), 'clube-e2e-')), 'clube.db');
process.env.DATABASE_URL = `file:${file}`;
process.env.DEMO = 'true';
process.env.PORT ??= '3300';
process.env.LOG_LEVEL ??= 'warn';
// Every browser test comes from this one address, screens walked back to back: the per-address limit
// for a real server (300 a minute) would refuse the walk, not a person.
process.env.RATE_LIMIT_PER_MINUTE ??= '5000';
// The integration E2E (e2e/admin-integrations.spec.ts) registers a webhook to a receiver the test
// runs on 127.0.0.1: this throwaway demo server may deliver to loopback and http:// addresses. Real
// deployments keep the default (false): never set this outside tests and local setups.
process.env.WEBHOOKS_ALLOW_PRIVATE ??= 'true';
await import('./start.mjs');
