import { randomBytes } from 'node:crypto';
import { adminEndpoints } from '@clube/contract/admin';
import { describe, expect } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { consoleCall } from './helpers.js';

const LIMITS = {
  redisUrl: process.env.TEST_REDIS_URL,
  rateLimit: { max: 10_000, loginMax: 2 },
  loginLockout: { afterFailures: 5, accountsPerAddress: 20 },
};

/** Instance A (the fixture's app) and B (its own database), sharing one Redis. */
const it = apiTest({ config: LIMITS })
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter.
  .extend('b', { scope: 'file' }, async ({}, { onCleanup }) => {
    const b = await createTestApp({ config: LIMITS });
    onCleanup(() => b.close());
    return b;
  });

describe.skipIf(!process.env.TEST_REDIS_URL)('console sign-in limits with REDIS_URL', () => {
  it('counts wrong passwords across instances sharing one Redis', async ({ app: a, b }) => {
    // An e-mail no other run has used within the limit's minute (the counters are shared).
    const email = `ninguem-${randomBytes(6).toString('hex')}@clube.test`;
    const wrong = (t: TestApp) =>
      consoleCall(t.app, adminEndpoints.signIn, { body: { email, password: 'errada-errada' } });
    expect((await wrong(a)).statusCode).toBe(401);
    expect((await wrong(b)).statusCode).toBe(401);
    expect((await wrong(a)).statusCode).toBe(429);
  });
});
