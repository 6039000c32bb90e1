import { endpoints } from '@clube/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, TEST_JWT_SECRET, tokenFor, type TestApp } from './helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from './helpers/factories.js';

const UNAUTHENTICATED = { message: 'Sessão expirada. Entre novamente.', code: 'UNAUTHENTICATED' };

let t: TestApp;
let member: TestMember;
let other: TestMember;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const empresa = await insertEmpresa(t.database.db);
  member = await createMember(t.database.db, {
    empresas: [empresa],
    usuario: { termo_pendente: 1 },
  });
  other = await createMember(t.database.db, { empresas: [empresa] });
  token = await tokenFor(t.app, member.usuario);
});
afterAll(() => t.close());

function sign(
  claims: { sub: string; ver: unknown },
  { secret = TEST_JWT_SECRET, exp = '1h' as string | number | null, iss = 'clube' } = {},
) {
  const jwt = new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(iss)
    .setIssuedAt();
  if (exp !== null) jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(secret));
}

/** A token endpoint that writes: a refused token must leave the row untouched. */
async function acceptTermsWith(authorization: string | undefined) {
  const headers: Record<string, string> = { api_key: t.config.apiKeys[0]! };
  if (authorization !== undefined) headers.authorization = authorization;
  return t.app.inject({
    method: 'POST',
    url: endpoints.updateTermsConditions.path,
    headers,
    payload: { idUsuario: member.usuario.id },
  });
}

async function termsStillPending() {
  const row = await t.database.db
    .selectFrom('usuario')
    .select('termo_pendente')
    .where('id', '=', member.usuario.id)
    .executeTakeFirstOrThrow();
  return row.termo_pendente === 1;
}

describe('bearer token', () => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  const cases: [string, () => Promise<string | undefined>][] = [
    ['missing', async () => undefined],
    ['an empty bearer', async () => 'bearer '],
    ['another scheme', async () => `Basic ${token}`],
    ['garbage', async () => 'bearer não-é-um-token'],
    [
      'expired',
      async () =>
        `bearer ${await sign({ sub: String(member.usuario.id), ver: 0 }, { exp: Math.floor(Date.now() / 1000) - 10 })}`,
    ],
    [
      'signed without an expiry (it would never die)',
      async () => `bearer ${await sign({ sub: String(member.usuario.id), ver: 0 }, { exp: null })}`,
    ],
    [
      'signed with another secret',
      async () =>
        `bearer ${await sign({ sub: String(member.usuario.id), ver: 0 }, { secret: 'y'.repeat(48) })}`,
    ],
    [
      'from another issuer',
      async () =>
        `bearer ${await sign({ sub: String(member.usuario.id), ver: 0 }, { iss: 'outro' })}`,
    ],
    [
      'with a tampered signature',
      async () => {
        const [header, payload, signature] = token.split('.') as [string, string, string];
        const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
        return `bearer ${header}.${payload}.${flipped}`;
      },
    ],
    [
      'with a tampered payload (another user)',
      async () => {
        const [header, , signature] = token.split('.') as [string, string, string];
        const payload = base64url({
          sub: String(other.usuario.id),
          ver: 0,
          iss: 'clube',
          exp: Math.floor(Date.now() / 1000) + 3600,
        });
        return `bearer ${header}.${payload}.${signature}`;
      },
    ],
    [
      'unsigned (alg none)',
      async () =>
        `bearer ${base64url({ alg: 'none' })}.${base64url({ sub: String(member.usuario.id), ver: 0, iss: 'clube' })}.`,
    ],
    [
      'of an older token version',
      async () => `bearer ${await sign({ sub: String(member.usuario.id), ver: -1 })}`,
    ],
    [
      'of a user that does not exist',
      async () => `bearer ${await sign({ sub: '999999', ver: 0 })}`,
    ],
    ['with a non-numeric subject', async () => `bearer ${await sign({ sub: 'admin', ver: 0 })}`],
    [
      'without a version',
      async () => `bearer ${await sign({ sub: String(member.usuario.id), ver: 'x' })}`,
    ],
  ];

  it.each(cases)(
    'is refused with 401 when %s, and nothing is written',
    async (_name, makeAuthorization) => {
      const response = await acceptTermsWith(await makeAuthorization());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
      expect(await termsStillPending()).toBe(true);
    },
  );

  it('is checked before the body is validated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.updateTermsConditions.path,
      headers: { api_key: t.config.apiKeys[0]! },
      payload: { idUsuario: 'não é número' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('is accepted with any case of the bearer scheme', async () => {
    const response = await acceptTermsWith(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
  });

  it('expires after TOKEN_TTL', async () => {
    const short = await createTestApp({ config: { tokenTtl: 1 } });
    try {
      const empresa = await insertEmpresa(short.database.db);
      const m = await createMember(short.database.db, { empresas: [empresa] });
      const session = await tokenFor(short.app, m.usuario);
      const probe = () =>
        call(
          short.app,
          endpoints.updateTermsConditions,
          { idUsuario: m.usuario.id },
          { token: session },
        );
      expect((await probe()).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await probe()).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
