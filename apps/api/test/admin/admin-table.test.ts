import {
  ADMIN_ROLES,
  adminEndpoints,
  adminErrorStatuses,
  type AdminEndpoint,
  type AdminEndpointName,
} from '@clube/contract/admin';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { can } from '../../src/modules/admin/permissions.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { insertEmpresa } from '../helpers/factories.js';
import { TABLES } from '../db/tables.js';
import { consoleCall, createOperator, signIn } from './helpers.js';

/*
 * Every call of the console's endpoint table that the app serves, like test/contract-table.test.ts
 * for the member API: writes without the console header are 403, session calls without a session
 * 401, each role is refused (403) exactly what can() refuses, malformed bodies are a Portuguese
 * 400, and none of these refusals writes anything. Routes added to `adminEndpoints` come under it
 * once registered.
 */

const t: TestApp = await createTestApp({
  config: { admin: { twoFactor: 'optional', sessionIdle: 1800, sessionMax: 43200 } },
});
afterAll(() => t.close());
const db = t.database.db;
const company = await insertEmpresa(db);
const cookies = Object.fromEntries(
  await Promise.all(
    ADMIN_ROLES.map(async (role) => [
      role,
      await signIn(t.app, await createOperator(db, { role, companyIds: [company.id] })),
    ]),
  ),
) as Record<(typeof ADMIN_ROLES)[number], string>;
const someOperator = await createOperator(db, { role: 'support', companyIds: [company.id] });

const all = Object.entries(adminEndpoints) as [AdminEndpointName, AdminEndpoint][];
const served = all.filter(([, e]) => t.app.hasRoute({ method: e.method, url: e.path }));
const writes = served.filter(([, e]) => e.method !== 'GET');
const sessionCalls = served.filter(([, e]) => e.auth === 'session');
const withPermission = served.filter(([, e]) => e.permission);

/** Snapshot of every table's row count, and the audit log itself (which nothing may change). */
async function state() {
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

/** Every route of the app from Fastify's route tree (as in test/contract-table.test.ts). */
function servedRoutes(): { path: string; methods: string }[] {
  const parents: string[] = [];
  const found: { path: string; methods: string }[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    if (match[3]) found.push({ path, methods: match[3] });
  }
  return found;
}

const params = (e: AdminEndpoint) => (e.params ? { id: someOperator.row.id } : undefined);

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
  it('is served for the calls built so far', () => {
    expect(served.map(([name]) => name)).toEqual(
      expect.arrayContaining(['signIn', 'me', 'listOperators', 'listAudit']),
    );
  });

  it('puts every admin route the app serves in the table', () => {
    const inTable = new Set(all.map(([, e]) => `${e.method} ${e.path}`));
    const adminServed = servedRoutes()
      .filter(({ path }) => path.startsWith('/api/admin/'))
      .flatMap(({ path, methods }) =>
        methods
          .split(', ')
          .filter((m) => m !== 'HEAD')
          .map((method) => `${method} ${path}`),
      );
    expect(adminServed.length).toBeGreaterThanOrEqual(served.length);
    for (const route of adminServed) expect(inTable, route).toContain(route);
  });

  it('has no call that writes to the audit log', () => {
    for (const [, e] of served)
      if (e.permission?.resource === 'audit') expect(e.method, e.path).toBe('GET');
  });
});

describe.each(writes)('%s without the console header', (_name, e) => {
  it('answers 403 and writes nothing', async () => {
    const before = await state();
    const response = await consoleCall(t.app, e, {
      cookie: cookies.admin,
      consoleHeader: false,
      params: params(e),
      body: e.body ? {} : undefined,
    });
    expectError(e, response, 403, 'CONSOLE_HEADER_REQUIRED');
    expect(await state()).toEqual(before);
  });
});

describe.each(sessionCalls)('%s without a session', (_name, e) => {
  it.each([
    ['no cookie', undefined],
    ['an unknown session', 'A'.repeat(43)],
    ['a malformed cookie', 'not a token'],
  ])('answers 401 for %s and writes nothing', async (_case, cookie) => {
    const before = await state();
    const response = await consoleCall(t.app, e, {
      cookie,
      params: params(e),
      body: e.body ? {} : undefined,
    });
    expectError(e, response, 401, 'UNAUTHENTICATED');
    expect(await state()).toEqual(before);
  });
});

const roleCases = withPermission.flatMap(([name, e]) =>
  ADMIN_ROLES.filter(
    (role) =>
      !can({ id: 0, role, companyIds: [company.id] }, e.permission!.action, e.permission!.resource),
  ).map((role) => [name, role, e] as const),
);

describe.each(roleCases)('%s as %s', (_name, role, e) => {
  it('answers 403 FORBIDDEN and writes nothing', async () => {
    const before = await state();
    const response = await consoleCall(t.app, e, {
      cookie: cookies[role],
      params: params(e),
      body: e.body ? {} : undefined,
    });
    expectError(e, response, 403, 'FORBIDDEN');
    expect(await state()).toEqual(before);
  });
});

/** A raw body as the admin sends it, to a record of the call's path. */
const sendRaw = (e: AdminEndpoint, contentType: string, payload: string) =>
  t.app.inject({
    method: e.method,
    url: e.path.replace(':id', String(someOperator.row.id)),
    headers: {
      'x-clube-console': '1',
      'content-type': contentType,
      cookie: `clube_admin=${cookies.admin}`,
    },
    payload,
  });

const bodyCalls = served.filter(([, e]) => e.body);
describe.each(bodyCalls)('%s with a malformed body', (_name, e) => {
  it.each([
    ['an array', []],
    ['a string', 'x'],
    ['null', null],
  ])('answers 400 INVALID_INPUT for %s and writes nothing', async (_case, body) => {
    const before = await state();
    const response = await sendRaw(e, 'application/json', JSON.stringify(body));
    expectError(e, response, 400, 'INVALID_INPUT');
    expect(await state()).toEqual(before);
  });
});

const bodylessWrites = writes.filter(([, e]) => !e.body && !e.upload);
describe.each(bodylessWrites)('%s with a body it does not take', (_name, e) => {
  it('answers a declared 415 and writes nothing', async () => {
    const before = await state();
    const response = await sendRaw(e, 'application/x-www-form-urlencoded', 'a=1');
    expectError(e, response, 415, 'INVALID_INPUT');
    expect(await state()).toEqual(before);
  });
});
