import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Endpoint, LoginResponse } from '@clube/contract';
import { endpoints } from '@clube/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Metrics } from '../../src/metrics/metrics.js';
import {
  createTestDatabase,
  TEST_PASSWORD_COST,
  type TestDatabase,
  type TestDatabaseOptions,
} from './test-database.js';

export const TEST_API_KEY = 'test-api-key';
export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  database?: TestDatabaseOptions;
  /** Writes per minute and member (default: high enough never to matter; limits.test.ts sets the real one). */
  memberWritesPerMinute?: number;
  /** Runs before `ready()`: register test-only routes here. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** What the app counts (default: nothing). */
  metrics?: Metrics;
  /** The token check's cache lifetime (the app's 1 s unless given). */
  sessionCacheTtlMs?: number;
}

/** The app on a fresh database (SQLite, or PostgreSQL with TEST_DATABASE_URL), quiet and with cheap hashing. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.database);
  const config: Config = {
    ...loadConfig({
      DATABASE_URL: database.url,
      API_KEYS: TEST_API_KEY,
      JWT_SECRET: TEST_JWT_SECRET,
      DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(tmpdir(), 'clube-test-no-web-dist'),
    }),
    passwordCost: TEST_PASSWORD_COST,
    rateLimit: { max: 10_000, loginMax: 1_000 },
    loginLockout: { afterFailures: 1_000, accountsPerAddress: 1_000 },
    // No push notifications unless a test asks for them: with a sender the outbox job runs on its
    // own every 15 s and would queue the notices' messages in the middle of other tests' checks.
    push: null,
    ...options.config,
  };
  const app = await buildApp({
    config,
    db: database.db,
    memberWritesPerMinute: options.memberWritesPerMinute ?? 10_000,
    ...(options.metrics ? { metrics: options.metrics } : {}),
    ...(options.sessionCacheTtlMs === undefined
      ? {}
      : { sessionCacheTtlMs: options.sessionCacheTtlMs }),
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface CallOptions {
  token?: string;
  /** Defaults to the test key; null sends no key. */
  apiKey?: string | null;
}

/** Calls a contract endpoint as the web app does: api_key header, bearer token, JSON body. */
export function call(
  app: FastifyInstance,
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  body?: unknown,
  { token, apiKey = TEST_API_KEY }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (apiKey !== null) headers.api_key = apiKey;
  if (token) headers.authorization = `bearer ${token}`;
  return app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** Logs in and answers the session; fails the test unless the login succeeds. */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<LoginResponse> {
  const response = await call(app, endpoints.login, { username, password });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

/** A bearer token for a factory-made member. */
export async function tokenFor(
  app: FastifyInstance,
  member: { login: string; password: string },
): Promise<string> {
  return (await login(app, member.login, member.password)).token.token;
}

/**
 * Waits until every app's Redis connection (where it has one) is up. A command that times out on
 * a busy machine drops the connection, and the limiter lets requests through until it is back (up
 * to 5 s): instances that serve a whole file wait for it before each test, so an outage in one test
 * does not spill into the next.
 */
export async function redisConnected(apps: TestApp[]): Promise<void> {
  for (const { app } of apps) {
    const redis = app.redis;
    if (!redis || redis.status === 'ready') continue;
    await new Promise((resolve) => redis.once('ready', resolve));
  }
}
