import { randomBytes } from 'node:crypto';
import { adminEndpoints } from '@clube/contract/admin';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { consoleCall } from './helpers.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function instance(redisUrl: string) {
  const t = await createTestApp({
    config: {
      redisUrl,
      rateLimit: { max: 10_000, loginMax: 2 },
      loginLockout: { afterFailures: 5, accountsPerAddress: 20 },
    },
  });
  apps.push(t);
  return t;
}

describe.skipIf(!process.env.TEST_REDIS_URL)('console sign-in limits with REDIS_URL', () => {
  it('counts wrong passwords across instances sharing one Redis', async () => {
    const url = process.env.TEST_REDIS_URL!;
    const [a, b] = [await instance(url), await instance(url)];
    // An e-mail no other run has used within the limit's minute (the counters are shared).
    const email = `ninguem-${randomBytes(6).toString('hex')}@clube.test`;
    const wrong = (t: TestApp) =>
      consoleCall(t.app, adminEndpoints.signIn, { body: { email, password: 'errada-errada' } });
    expect((await wrong(a)).statusCode).toBe(401);
    expect((await wrong(b)).statusCode).toBe(401);
    expect((await wrong(a)).statusCode).toBe(429);
  });
});
