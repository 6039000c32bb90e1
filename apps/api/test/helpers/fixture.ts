import type { Endpoint } from '@clube/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { test as base } from 'vitest';
import type { Cliente, Database, Empresa } from '../../src/db/schema.js';
import { call, createTestApp, tokenFor, type CallOptions, type TestAppOptions } from './app.js';
import { createMember, insertEmpresa, type TestMember } from './factories.js';

/**
 * The one way an API test file gets its app: `apiTest()` (or `apiTest(options)` for config
 * overrides or test-only routes) gives a Vitest `test` whose fixtures are built once per file, on
 * first use, and closed after the file:
 *
 * - `app`: the TestApp (Fastify instance, database, config);
 * - `db`: its Kysely database;
 * - `member`: a company, a member holding one card there (and one dependent), its token and
 *   `member.call(endpoint, body?)`, which calls as that member.
 *
 * ```ts
 * const it = apiTest();
 * it('answers the FAQ', async ({ member }) => {
 *   expect((await member.call(endpoints.getFaqTotal)).statusCode).toBe(200);
 * });
 * ```
 *
 * The fixtures are shared by the file's tests, as a `beforeAll` world was: a test that needs a
 * clean slate makes its own rows (factories) rather than relying on another test's.
 */
export interface MemberWorld extends TestMember {
  empresa: Empresa;
  /** The member's card at `empresa` (`cards[0]`). */
  card: Cliente;
  token: string;
  /** Calls a contract endpoint with the member's token (options may replace it or the key). */
  call(
    endpoint: Pick<Endpoint, 'method' | 'path'>,
    body?: unknown,
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
}

/**
 * The app's options, or a function that works them out when the app is built (say, once a fake
 * server it points at is listening); what it registers with `onCleanup` runs after the app closes.
 */
export type ApiTestOptions =
  TestAppOptions | ((onCleanup: (cleanup: () => unknown) => void) => Promise<TestAppOptions>);

export function apiTest(options: ApiTestOptions = {}) {
  return (
    base
      // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter.
      .extend('app', { scope: 'file' }, async ({}, { onCleanup }) => {
        const cleanups: (() => unknown)[] = [];
        onCleanup(async () => {
          for (const cleanup of cleanups.reverse()) await cleanup();
        });
        const appOptions =
          typeof options === 'function' ? await options((c) => cleanups.push(c)) : options;
        const app = await createTestApp(appOptions);
        cleanups.push(() => app.close());
        return app;
      })
      .extend('db', { scope: 'file' }, ({ app }): Kysely<Database> => app.database.db)
      .extend('member', { scope: 'file' }, async ({ app }): Promise<MemberWorld> => {
        const empresa = await insertEmpresa(app.database.db);
        const member = await createMember(app.database.db, { empresas: [empresa] });
        const token = await tokenFor(app.app, member.usuario);
        return {
          ...member,
          empresa,
          card: member.cards[0]!,
          token,
          call: (endpoint, body, options = {}) =>
            call(app.app, endpoint, body, { token, ...options }),
        };
      })
  );
}
