import { endpoints, errorStatuses, type Endpoint, type EndpointName } from '@clube/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/schema.js';
import { HEALTH_PATHS } from '../src/modules/liveness/routes.js';
import { DOCS_PATHS } from '../src/modules/docs/routes.js';
import { createHmac } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { TEST_API_KEY, TEST_JWT_SECRET, tokenFor } from './helpers/app.js';
import { createMember, insertEmpresa } from './helpers/factories.js';
import { apiTest } from './helpers/fixture.js';
import { servedRoutes } from './helpers/served-routes.js';
import { TABLES } from './db/tables.js';

/*
 * Every call of the contract's endpoint table, without a test written for it: the app serves each
 * one, token calls refuse a missing or forged token, calls with a body refuse malformed input with
 * a Portuguese 400, nothing is written, and no answer is a 5xx or a status the route does not
 * declare. The calls are read from the table, so adding one brings it under this test, and the
 * first test fails until the app serves it.
 */

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

interface Forger {
  /** The member's claims, as their real token carries them. */
  mine: ReturnType<typeof claimsOf>;
  rsa: Awaited<ReturnType<typeof generateKeyPair>>;
  /** A token of the member's that was valid until their sessions ended. */
  staleToken: string;
}

/** Tokens for the member that a careless verifier would take: each must answer 401. */
const FORGERIES: Record<string, (f: Forger) => string | Promise<string>> = {
  'an expired token': ({ mine }) =>
    new SignJWT(mine)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key),
  'a token without an expiry': ({ mine }) =>
    new SignJWT(mine).setProtectedHeader({ alg: 'HS256' }).sign(key),
  'a token of another issuer': ({ mine }) =>
    new SignJWT({ ...mine, iss: 'outro' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(inAnHour())
      .sign(key),
  "an unsigned token (alg 'none')": ({ mine }) =>
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...mine, exp: inAnHour() })}.`,
  'a token signed HS512 with our secret': ({ mine }) =>
    new SignJWT(mine).setProtectedHeader({ alg: 'HS512' }).setExpirationTime(inAnHour()).sign(key),
  'a token signed RS256 with a key of its own': ({ mine, rsa }) =>
    new SignJWT(mine)
      .setProtectedHeader({ alg: 'RS256' })
      .setExpirationTime(inAnHour())
      .sign(rsa.privateKey),
  'a token that says RS256 but is HMAC-signed with our secret': ({ mine }) =>
    hmacWithOurSecret({ alg: 'RS256', typ: 'JWT' }, { ...mine, exp: inAnHour() }),
  'a token of an ended session (older token version)': ({ staleToken }) => staleToken,
};

const it = apiTest()
  /** The FORGERIES for the fixture's member, made once: name to token. */
  .extend('forged', { scope: 'file' }, async ({ app, db, member }) => {
    /** A member whose token was valid until their sessions ended (a password change or a logout). */
    const stale = await createMember(db, { empresas: [await insertEmpresa(db)] });
    const staleToken = await tokenFor(app.app, stale.usuario);
    await db
      .updateTable('usuario')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', stale.usuario.id)
      .execute();
    const forger: Forger = {
      mine: claimsOf(member.usuario),
      rsa: await generateKeyPair('RS256'),
      staleToken,
    };
    const forged: Record<string, string> = {};
    for (const [what, forge] of Object.entries(FORGERIES)) forged[what] = await forge(forger);
    return forged;
  });

const all = Object.entries(endpoints) as [EndpointName, Endpoint][];

interface Send {
  authorization?: string;
  /** Sent as JSON text, whatever it is. */
  body?: unknown;
}

function send(
  app: FastifyInstance,
  e: Endpoint,
  { authorization, body }: Send,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { api_key: TEST_API_KEY };
  if (authorization !== undefined) headers.authorization = authorization;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
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

async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(n);
  }
  return counts;
}

describe('the contract table', () => {
  it('is served by the app, every call of it', ({ app }) => {
    // A wrong method or path in the table, or a call not built yet, shows up here by name.
    const notServed = all.filter(([, e]) => !app.app.hasRoute({ method: e.method, url: e.path }));
    expect(notServed.map(([name]) => name)).toEqual([]);
  });

  it('has every /api route the app serves, bar the health probes, the docs and the console', ({
    app,
  }) => {
    const inTable = new Set(all.map(([, e]) => `${e.method} ${e.path}`));
    // The operator console's calls have their own table (test/admin/admin-table.test.ts), the
    // partner counter's too (test/security/partner-fuzz.test.ts walks it), the integration API's
    // too (test/security/integration-fuzz.test.ts).
    const apiRoutes = servedRoutes(app.app)
      .filter(
        ({ path }) =>
          path.startsWith('/api/') &&
          !(HEALTH_PATHS as readonly string[]).includes(path) &&
          !DOCS_PATHS.includes(path) &&
          !path.startsWith('/api/admin/') &&
          !path.startsWith('/api/partner/') &&
          !path.startsWith('/api/integration/'),
      )
      .map(({ path, methods }) => `${methods[0]} ${path}`);
    expect(apiRoutes.length).toBe(all.length);
    for (const route of apiRoutes) expect(inTable, route).toContain(route);
  });
});

const tokenCalls = all.filter(([, e]) => e.auth === 'token');
const bodyCalls = all.filter((entry): entry is [EndpointName, Endpoint & { body: z.ZodType }] =>
  Boolean(entry[1].body),
);

describe.each(tokenCalls)('%s without a valid token', (_name, e) => {
  /** The member's real token with another user id in its claims (the signature left as it was). */
  const withOtherUser = (token: string) => {
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string };
    const other = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) }));
    return `${header}.${other.toString('base64url')}.${signature}`;
  };
  type Authorization = (token: string, forged: Record<string, string>) => string | undefined;
  const cases: [string, Authorization][] = [
    ['no Authorization header', () => undefined],
    ['a token that is not a JWT', () => 'Bearer not-a-token'],
    ['a token with a tampered signature', (token) => `Bearer ${token.slice(0, -2)}xx`],
    ['a token with a changed user id', (token) => `Bearer ${withOtherUser(token)}`],
    ...Object.keys(FORGERIES).map((what): [string, Authorization] => [
      what,
      (_token, forged) => {
        if (!forged[what]) throw new Error(`no forged token for ${what}`);
        return `Bearer ${forged[what]}`;
      },
    ]),
  ];

  it.for(cases)('answers 401 for %s', async ([, authorization], { app, db, member, forged }) => {
    const before = await rowCounts(db);
    const response = await send(app.app, e, {
      authorization: authorization(member.token, forged),
      ...(e.body ? { body: {} } : {}),
    });
    const body = expectDeclaredError(e, response, 401);
    expect(body.code).toBe('UNAUTHENTICATED');
    expectPortuguese(body.message);
    expect(await rowCounts(db)).toEqual(before);
  });
});

describe.each(bodyCalls)('%s with a malformed body', (_name, e) => {
  const authorization = (token: string) => (e.auth === 'token' ? `Bearer ${token}` : undefined);
  const badBodies: [string, unknown][] = [
    ['an empty object', {}],
    ['an array', []],
    ['a string', 'x'],
    ['null', null],
  ];

  it.for(badBodies)('answers 400 INVALID_INPUT for %s', async ([, bad], { app, db, member }) => {
    const before = await rowCounts(db);
    const response = await send(app.app, e, {
      authorization: authorization(member.token),
      body: bad,
    });
    const body = expectDeclaredError(e, response, 400);
    expect(body.code).toBe('INVALID_INPUT');
    expectPortuguese(body.message);
    expect(await rowCounts(db)).toEqual(before);
  });

  it('answers 400 naming a field sent with the wrong type', async ({ app, db, member }) => {
    const wrong = wrongTypedBody(e);
    expect(wrong, 'the body schema is an object whose first field can be mistyped').toBeDefined();
    const before = await rowCounts(db);
    const response = await send(app.app, e, {
      authorization: authorization(member.token),
      body: wrong!.body,
    });
    const body = expectDeclaredError(e, response, 400);
    expect(body.code).toBe('INVALID_INPUT');
    expect(body.message).toContain(`Campo '${wrong!.name}' inválido`);
    expectPortuguese(body.message);
    expect(await rowCounts(db)).toEqual(before);
  });
});

describe.each(all)('%s without a valid api_key', (_name, e) => {
  it.for([
    ['no api_key header', undefined],
    ['a wrong api_key', 'wrong-key'],
    ['the api key with a different case', TEST_API_KEY.toUpperCase()],
    ['the api key with a suffix', `${TEST_API_KEY}x`],
  ] as const)(
    'answers 401 INVALID_API_KEY for %s, writing nothing',
    async ([, apiKey], { app, db, member }) => {
      const before = await rowCounts(db);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (apiKey !== undefined) headers.api_key = apiKey;
      if (e.auth === 'token') headers.authorization = `Bearer ${member.token}`;
      const response = await app.app.inject({
        method: e.method,
        url: e.path,
        headers,
        ...(e.body ? { payload: '{}' } : {}),
      });
      const body = expectDeclaredError(e, response, 401);
      expect(body.code).toBe('INVALID_API_KEY');
      expect(await rowCounts(db)).toEqual(before);
    },
  );
});
