import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_SESSION_COOKIE, type AdminRole } from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig, type Config } from '../../apps/api/src/config.js';
import type { DatabaseHandle } from '../../apps/api/src/db/database.js';
import { createOperator, signIn } from '../../apps/api/test/admin/helpers.js';

export const BENCH_API_KEY = 'bench-key';

/**
 * The real app on the bench database, as production builds it, except: no rate limits in the way,
 * no second factor for the console's operators, no logs, no web build.
 */
export async function benchApp(
  handle: DatabaseHandle,
  url: string,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    DATABASE_URL: url,
    API_KEYS: BENCH_API_KEY,
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'clube-bench-no-web-dist'),
  });
  const app = await buildApp({
    config: {
      ...config,
      rateLimit: { max: 1_000_000, loginMax: 1_000 },
      admin: { ...config.admin, twoFactor: 'optional' as const },
      ...overrides,
    },
    db: handle.db,
  });
  await app.ready();
  return app;
}

/**
 * A new operator of `role` (of `companyIds`) signed in: answers a GET of the console API with its
 * session cookie, `get(path, query)()`.
 */
export async function consoleReader(
  app: FastifyInstance,
  handle: DatabaseHandle,
  role: AdminRole,
  companyIds: number[] = [],
) {
  const cookie = await signIn(app, await createOperator(handle.db, { role, companyIds }));
  return {
    cookie,
    get:
      (path: string, query: Record<string, string | number> = {}) =>
      () =>
        app.inject({
          method: 'GET',
          url: `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
          headers: { cookie: `${ADMIN_SESSION_COOKIE}=${cookie}` },
        }),
  };
}
