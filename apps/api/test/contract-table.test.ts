import { endpoints, errorStatuses, type Endpoint, type EndpointName } from '@clube/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HEALTH_PATHS } from '../src/modules/liveness/routes.js';
import { DOCS_PATHS } from '../src/modules/docs/routes.js';
import { createHmac } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import {
  createTestApp,
  TEST_API_KEY,
  TEST_JWT_SECRET,
  tokenFor,
  type TestApp,
} from './helpers/app.js';
import { createMember, insertEmpresa } from './helpers/factories.js';
import { TABLES } from './db/tables.js';

/*
 * Every call of the contract's endpoint table that the server serves, without a test written for
 * it: token calls refuse a missing or forged token, calls with a body refuse malformed input with
 * a Portuguese 400, nothing is written, and no answer is a 5xx or a status the route does not
 * declare. Which calls are built is read from the app (a registered route), so registering a
 * route brings its call under this test; the others must answer 404 until then.
 */

// The app is built while the tests are collected: which calls it serves decides which tests exist.
const t: TestApp = await createTestApp();
afterAll(() => t.close());
const member = await createMember(t.database.db, {
  empresas: [await insertEmpresa(t.database.db)],
});
const token = await tokenFor(t.app, member.usuario);
/** A member whose token was valid until their sessions ended (a password change or a logout). */
const stale = await createMember(t.database.db, { empresas: [await insertEmpresa(t.database.db)] });
const staleToken = await tokenFor(t.app, stale.usuario);
await t.database.db
  .updateTable('usuario')
  .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
  .where('id', '=', stale.usuario.id)
  .execute();

const claimsOf = (user: { id: number; token_version: number }) => ({
  sub: String(user.id),
  ver: user.token_version,
  iss: 'clube',
});
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const key = new TextEncoder().encode(TEST_JWT_SECRET);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** header.payload signed with HMAC-SHA256 by our secret, whatever the header claims. */
const hmacWithOurSecret = (header: object, payload: object) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', TEST_JWT_SECRET).update(input).digest('base64url')}`;
};
const rsa = await generateKeyPair('RS256');
const mine = claimsOf(member.usuario);
/** Tokens for the member that a careless verifier would take: each must answer 401. */
const FORGED: [string, string][] = [
  [
    'an expired token',
    await new SignJWT(mine)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key),
  ],
  [
    'a token without an expiry',
    await new SignJWT(mine).setProtectedHeader({ alg: 'HS256' }).sign(key),
  ],
  [
    'a token of another issuer',
    await new SignJWT({ ...mine, iss: 'outro' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(inAnHour())
      .sign(key),
  ],
  [
    "an unsigned token (alg 'none')",
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...mine, exp: inAnHour() })}.`,
  ],
  [
    'a token signed HS512 with our secret',
    await new SignJWT(mine)
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime(inAnHour())
      .sign(key),
  ],
  [
    'a token signed RS256 with a key of its own',
    await new SignJWT(mine)
      .setProtectedHeader({ alg: 'RS256' })
      .setExpirationTime(inAnHour())
      .sign(rsa.privateKey),
  ],
  [
    'a token that says RS256 but is HMAC-signed with our secret',
    hmacWithOurSecret({ alg: 'RS256', typ: 'JWT' }, { ...mine, exp: inAnHour() }),
  ],
  ['a token of an ended session (older token version)', staleToken],
];

const isServed = ([, e]: [EndpointName, Endpoint]) =>
  t.app.hasRoute({ method: e.method, url: e.path });
const all = Object.entries(endpoints) as [EndpointName, Endpoint][];
const served = all.filter(isServed);
const notBuilt = all.filter((entry) => !isServed(entry));

interface Send {
  authorization?: string;
  /** Sent as JSON text, whatever it is. */
  body?: unknown;
}

function send(e: Endpoint, { authorization, body }: Send): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { api_key: TEST_API_KEY };
  if (authorization !== undefined) headers.authorization = authorization;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({
    method: e.method,
    url: e.path,
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** An error answer the route declares, with the contract's `{ message, code }` body. */
function expectDeclaredError(e: Endpoint, response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorStatuses(e)).toContain(status);
  const body = response.json<{ message: string; code: string }>();
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  return body;
}

/** A sentence a member can read: Portuguese, no English from the validator. */
function expectPortuguese(message: string) {
  expect(message).toMatch(/inválid|obrigatóri|Sessão/);
  expect(message).not.toMatch(/expected|received|required|invalid input/i);
}

/** The fields of an object body schema, in order (through pipes, defaults and intersections). */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return objectShape(schema.in as z.ZodType);
  if (schema instanceof z.ZodIntersection) {
    const left = objectShape(schema.def.left as z.ZodType);
    const right = objectShape(schema.def.right as z.ZodType);
    return left && right ? { ...left, ...right } : undefined;
  }
  return undefined;
}

/** A value of the wrong type for this field: a string where it takes none, else a number, else an object. */
function wrongValue(field: z.ZodType): unknown {
  return ['não é isso', 12345, { x: 1 }].find((value) => !field.safeParse(value).success);
}

/** The body's first field with a value of the wrong type: its issue comes first in the answer. */
function wrongTypedBody(e: Endpoint & { body: z.ZodType }) {
  const shape = objectShape(e.body);
  const [name, field] = Object.entries(shape ?? {})[0] ?? [];
  if (!name || !field) return undefined;
  return { name, body: { [name]: wrongValue(field) } };
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { n } = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(n);
  }
  return counts;
}

/**
 * Every route of the app from Fastify's route tree. A path that extends another is printed as a
 * child holding only the rest (`/get-cliente` then `└── -endereco`), so each line is read after
 * the path of the line it hangs from.
 */
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

describe('the contract table', () => {
  it('is served by the app for the calls built so far', () => {
    // Guards the derivation: a wrong method or path in the table would silently drop a call.
    expect(served.map(([name]) => name)).toEqual(
      expect.arrayContaining(['login', 'getDependentes', 'getParceiroLista', 'getAllSex']),
    );
  });

  it('has every /api route the app serves, bar the health probes, the docs and the console', () => {
    const inTable = new Set(all.map(([, e]) => `${e.method} ${e.path}`));
    // The operator console's calls have their own table (test/admin/admin-table.test.ts), the
    // partner counter's too (test/security/partner-fuzz.test.ts walks it), the integration API's
    // too (test/security/integration-fuzz.test.ts).
    const apiRoutes = servedRoutes()
      .filter(
        ({ path }) =>
          path.startsWith('/api/') &&
          !(HEALTH_PATHS as readonly string[]).includes(path) &&
          !DOCS_PATHS.includes(path) &&
          !path.startsWith('/api/admin/') &&
          !path.startsWith('/api/partner/') &&
          !path.startsWith('/api/integration/'),
      )
      .map(({ path, methods }) => `${methods.split(', ')[0]} ${path}`);
    expect(apiRoutes.length).toBe(served.length);
    for (const route of apiRoutes) expect(inTable, route).toContain(route);
  });

  it.each(notBuilt)('answers 404 NOT_FOUND for %s, not built yet', async (_name, e) => {
    const response = await send(e, { authorization: `Bearer ${token}`, body: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

const tokenCalls = served.filter(([, e]) => e.auth === 'token');
const bodyCalls = served.filter((entry): entry is [EndpointName, Endpoint & { body: z.ZodType }] =>
  Boolean(entry[1].body),
);

describe.each(tokenCalls)('%s without a valid token', (_name, e) => {
  const forged = () => {
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string };
    const other = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) }));
    return `${header}.${other.toString('base64url')}.${signature}`;
  };
  const cases: [string, () => string | undefined][] = [
    ['no Authorization header', () => undefined],
    ['a token that is not a JWT', () => 'Bearer not-a-token'],
    ['a token with a tampered signature', () => `Bearer ${token.slice(0, -2)}xx`],
    ['a token with a changed user id', () => `Bearer ${forged()}`],
    ...FORGED.map(([what, value]): [string, () => string] => [what, () => `Bearer ${value}`]),
  ];

  it.each(cases)('answers 401 for %s', async (_case, authorization) => {
    const before = await rowCounts();
    const response = await send(e, {
      authorization: authorization(),
      ...(e.body ? { body: {} } : {}),
    });
    const body = expectDeclaredError(e, response, 401);
    expect(body.code).toBe('UNAUTHENTICATED');
    expectPortuguese(body.message);
    expect(await rowCounts()).toEqual(before);
  });
});

describe.each(bodyCalls)('%s with a malformed body', (_name, e) => {
  const authorization = () => (e.auth === 'token' ? `Bearer ${token}` : undefined);
  const badBodies: [string, unknown][] = [
    ['an empty object', {}],
    ['an array', []],
    ['a string', 'x'],
    ['null', null],
  ];

  it.each(badBodies)('answers 400 INVALID_INPUT for %s', async (_case, bad) => {
    const before = await rowCounts();
    const response = await send(e, { authorization: authorization(), body: bad });
    const body = expectDeclaredError(e, response, 400);
    expect(body.code).toBe('INVALID_INPUT');
    expectPortuguese(body.message);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 400 naming a field sent with the wrong type', async () => {
    const wrong = wrongTypedBody(e);
    expect(wrong, 'the body schema is an object whose first field can be mistyped').toBeDefined();
    const before = await rowCounts();
    const response = await send(e, { authorization: authorization(), body: wrong!.body });
    const body = expectDeclaredError(e, response, 400);
    expect(body.code).toBe('INVALID_INPUT');
    expect(body.message).toContain(`Campo '${wrong!.name}' inválido`);
    expectPortuguese(body.message);
    expect(await rowCounts()).toEqual(before);
  });
});

describe.each(served)('%s without a valid api_key', (_name, e) => {
  const authorization = e.auth === 'token' ? `Bearer ${token}` : undefined;
  it.each([
    ['no api_key header', undefined],
    ['a wrong api_key', 'wrong-key'],
    ['the api key with a different case', TEST_API_KEY.toUpperCase()],
    ['the api key with a suffix', `${TEST_API_KEY}x`],
  ])('answers 401 INVALID_API_KEY for %s, writing nothing', async (_case, apiKey) => {
    const before = await rowCounts();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (apiKey !== undefined) headers.api_key = apiKey;
    if (authorization) headers.authorization = authorization;
    const response = await t.app.inject({
      method: e.method,
      url: e.path,
      headers,
      ...(e.body ? { payload: '{}' } : {}),
    });
    const body = expectDeclaredError(e, response, 401);
    expect(body.code).toBe('INVALID_API_KEY');
    expect(await rowCounts()).toEqual(before);
  });
});
