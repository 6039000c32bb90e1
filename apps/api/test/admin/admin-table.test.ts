import {
  ADMIN_ROLES,
  adminEndpoints,
  adminErrorStatuses,
  type AdminRole,
  type AdminEndpoint,
  type AdminEndpointName,
} from '@clube/contract/admin';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { can } from '../../src/modules/admin/permissions.js';
import { insertEmpresa } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';
import { servedRoutes } from '../helpers/served-routes.js';
import { TABLES } from '../db/tables.js';
import { consoleCall, createOperator, signIn, type TestOperator } from './helpers.js';

/*
 * Every call of the console's endpoint table, like test/contract-table.test.ts for the member API:
 * the app serves each one, writes without the console header are 403, session calls without a
 * session 401, each role is refused (403) exactly what can() refuses, malformed bodies are a
 * Portuguese 400, and none of these refusals writes anything. Calls added to `adminEndpoints` come
 * under it at once, and the first test fails until the app serves them.
 */

interface Operators {
  /** An operator of each role, signed in: their session cookies. */
  cookies: Record<AdminRole, string>;
  /** One more operator, whose id the calls with a path parameter name. */
  someOperator: TestOperator;
}

const it = apiTest({
  config: { admin: { twoFactor: 'optional', sessionIdle: 1800, sessionMax: 43200 } },
}).extend('operators', { scope: 'file' }, async ({ app, db }): Promise<Operators> => {
  const company = await insertEmpresa(db);
  const cookies = Object.fromEntries(
    await Promise.all(
      ADMIN_ROLES.map(async (role) => [
        role,
        await signIn(app.app, await createOperator(db, { role, companyIds: [company.id] })),
      ]),
    ),
  ) as Record<AdminRole, string>;
  const someOperator = await createOperator(db, { role: 'support', companyIds: [company.id] });
  return { cookies, someOperator };
});

const all = Object.entries(adminEndpoints) as [AdminEndpointName, AdminEndpoint][];
const writes = all.filter(([, e]) => e.method !== 'GET');
const sessionCalls = all.filter(([, e]) => e.auth === 'session');
const withPermission = all.filter(([, e]) => e.permission);

/** Snapshot of every table's row count, and the audit log itself (which nothing may change). */
async function state(db: Kysely<Database>) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(n);
  }
  const audit = await db.selectFrom('auditoria').selectAll().orderBy('id').execute();
  return { counts, audit };
}

const params = (e: AdminEndpoint, { someOperator }: Operators) =>
  e.params ? { id: someOperator.row.id } : undefined;

function expectError(
  e: AdminEndpoint,
  response: LightMyRequestResponse,
  status: number,
  code?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(adminErrorStatuses(e)).toContain(status);
  const body = response.json<{ message: string; code: string }>();
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  if (code) expect(body.code).toBe(code);
  expect(body.message).not.toMatch(/expected|received|required|invalid input/i);
}

describe('the admin endpoint table', () => {
  it('is served by the app, every call of it', ({ app }) => {
    // A wrong method or path in the table, or a call not built yet, shows up here by name.
    const notServed = all.filter(([, e]) => !app.app.hasRoute({ method: e.method, url: e.path }));
    expect(notServed.map(([name]) => name)).toEqual([]);
  });

  it('puts every admin route the app serves in the table', ({ app }) => {
    const inTable = new Set(all.map(([, e]) => `${e.method} ${e.path}`));
    const adminServed = servedRoutes(app.app)
      .filter(({ path }) => path.startsWith('/api/admin/'))
      .flatMap(({ path, methods }) =>
        methods.filter((m) => m !== 'HEAD').map((method) => `${method} ${path}`),
      );
    expect(adminServed.length).toBeGreaterThanOrEqual(all.length);
    for (const route of adminServed) expect(inTable, route).toContain(route);
  });

  it('has no call that writes to the audit log', () => {
    for (const [, e] of all)
      if (e.permission?.resource === 'audit') expect(e.method, e.path).toBe('GET');
  });
});

describe.each(writes)('%s without the console header', (_name, e) => {
  it('answers 403 and writes nothing', async ({ app, db, operators }) => {
    const before = await state(db);
    const response = await consoleCall(app.app, e, {
      cookie: operators.cookies.admin,
      consoleHeader: false,
      params: params(e, operators),
      body: e.body ? {} : undefined,
    });
    expectError(e, response, 403, 'CONSOLE_HEADER_REQUIRED');
    expect(await state(db)).toEqual(before);
  });
});

describe.each(sessionCalls)('%s without a session', (_name, e) => {
  it.for([
    ['no cookie', undefined],
    ['an unknown session', 'A'.repeat(43)],
    ['a malformed cookie', 'not a token'],
  ] as const)(
    'answers 401 for %s and writes nothing',
    async ([, cookie], { app, db, operators }) => {
      const before = await state(db);
      const response = await consoleCall(app.app, e, {
        cookie,
        params: params(e, operators),
        body: e.body ? {} : undefined,
      });
      expectError(e, response, 401, 'UNAUTHENTICATED');
      expect(await state(db)).toEqual(before);
    },
  );
});

const roleCases = withPermission.flatMap(([name, e]) =>
  ADMIN_ROLES.filter(
    (role) =>
      // Whether the role may at all: no record here, so its companies do not matter.
      !can({ id: 0, role, companyIds: [] }, e.permission!.action, e.permission!.resource),
  ).map((role) => [name, role, e] as const),
);

describe.each(roleCases)('%s as %s', (_name, role, e) => {
  it('answers 403 FORBIDDEN and writes nothing', async ({ app, db, operators }) => {
    const before = await state(db);
    const response = await consoleCall(app.app, e, {
      cookie: operators.cookies[role],
      params: params(e, operators),
      body: e.body ? {} : undefined,
    });
    expectError(e, response, 403, 'FORBIDDEN');
    expect(await state(db)).toEqual(before);
  });
});

/** A raw body as the admin sends it, to a record of the call's path. */
const sendRaw = (
  app: FastifyInstance,
  { cookies, someOperator }: Operators,
  e: AdminEndpoint,
  contentType: string,
  payload: string,
) =>
  app.inject({
    method: e.method,
    url: e.path.replace(':id', String(someOperator.row.id)),
    headers: {
      'x-clube-console': '1',
      'content-type': contentType,
      cookie: `clube_admin=${cookies.admin}`,
    },
    payload,
  });

const bodyCalls = all.filter(([, e]) => e.body);
describe.each(bodyCalls)('%s with a malformed body', (_name, e) => {
  it.for([
    ['an array', []],
    ['a string', 'x'],
    ['null', null],
  ] as const)(
    'answers 400 INVALID_INPUT for %s and writes nothing',
    async ([, body], { app, db, operators }) => {
      const before = await state(db);
      const response = await sendRaw(
        app.app,
        operators,
        e,
        'application/json',
        JSON.stringify(body),
      );
      expectError(e, response, 400, 'INVALID_INPUT');
      expect(await state(db)).toEqual(before);
    },
  );
});

const bodylessWrites = writes.filter(([, e]) => !e.body && !e.upload);
describe.each(bodylessWrites)('%s with a body it does not take', (_name, e) => {
  it('answers a declared 415 and writes nothing', async ({ app, db, operators }) => {
    const before = await state(db);
    const response = await sendRaw(
      app.app,
      operators,
      e,
      'application/x-www-form-urlencoded',
      'a=1',
    );
    expectError(e, response, 415, 'INVALID_INPUT');
    expect(await state(db)).toEqual(before);
  });
});
