import { endpoints } from '@clube/contract';
import { SignJWT } from 'jose';
import { describe, expect } from 'vitest';
import { call, TEST_JWT_SECRET, tokenFor, type TestApp } from './helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from './helpers/factories.js';
import { apiTest } from './helpers/fixture.js';

const UNAUTHENTICATED = { message: 'Sessão expirada. Entre novamente.', code: 'UNAUTHENTICATED' };

/** A member with the terms pending (what the token calls below would accept), signed in. */
interface Session {
  member: TestMember;
  other: TestMember;
  token: string;
}

const it = apiTest().extend('session', { scope: 'file' }, async ({ app, db }): Promise<Session> => {
  const empresa = await insertEmpresa(db);
  const member = await createMember(db, {
    empresas: [empresa],
    usuario: { termo_pendente: 1 },
  });
  const other = await createMember(db, { empresas: [empresa] });
  return { member, other, token: await tokenFor(app.app, member.usuario) };
});
const shortTest = apiTest({ config: { tokenTtl: 1 } });

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
async function acceptTermsWith(t: TestApp, member: TestMember, authorization: string | undefined) {
  const headers: Record<string, string> = { api_key: t.config.apiKeys[0]! };
  if (authorization !== undefined) headers.authorization = authorization;
  return t.app.inject({
    method: 'POST',
    url: endpoints.updateTermsConditions.path,
    headers,
    payload: { idUsuario: member.usuario.id },
  });
}

async function termsStillPending(t: TestApp, member: TestMember) {
  const row = await t.database.db
    .selectFrom('usuario')
    .select('termo_pendente')
    .where('id', '=', member.usuario.id)
    .executeTakeFirstOrThrow();
  return row.termo_pendente === 1;
}

describe('bearer token', () => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  const cases: [string, (s: Session) => Promise<string | undefined>][] = [
    ['missing', async () => undefined],
    ['an empty bearer', async () => 'bearer '],
    ['another scheme', async (s) => `Basic ${s.token}`],
    ['garbage', async () => 'bearer não-é-um-token'],
    [
      'expired',
      async (s) =>
        `bearer ${await sign({ sub: String(s.member.usuario.id), ver: 0 }, { exp: Math.floor(Date.now() / 1000) - 10 })}`,
    ],
    [
      'signed without an expiry (it would never die)',
      async (s) =>
        `bearer ${await sign({ sub: String(s.member.usuario.id), ver: 0 }, { exp: null })}`,
    ],
    [
      'signed with another secret',
      async (s) =>
        `bearer ${await sign({ sub: String(s.member.usuario.id), ver: 0 }, { secret: 'y'.repeat(48) })}`,
    ],
    [
      'from another issuer',
      async (s) =>
        `bearer ${await sign({ sub: String(s.member.usuario.id), ver: 0 }, { iss: 'outro' })}`,
    ],
    [
      'with a tampered signature',
      async (s) => {
        const [header, payload, signature] = s.token.split('.') as [string, string, string];
        const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
        return `bearer ${header}.${payload}.${flipped}`;
      },
    ],
    [
      'with a tampered payload (another user)',
      async (s) => {
        const [header, , signature] = s.token.split('.') as [string, string, string];
        const payload = base64url({
          sub: String(s.other.usuario.id),
          ver: 0,
          iss: 'clube',
          exp: Math.floor(Date.now() / 1000) + 3600,
        });
        return `bearer ${header}.${payload}.${signature}`;
      },
    ],
    [
      'unsigned (alg none)',
      async (s) =>
        `bearer ${base64url({ alg: 'none' })}.${base64url({ sub: String(s.member.usuario.id), ver: 0, iss: 'clube' })}.`,
    ],
    [
      'of an older token version',
      async (s) => `bearer ${await sign({ sub: String(s.member.usuario.id), ver: -1 })}`,
    ],
    [
      'of a user that does not exist',
      async () => `bearer ${await sign({ sub: '999999', ver: 0 })}`,
    ],
    ['with a non-numeric subject', async () => `bearer ${await sign({ sub: 'admin', ver: 0 })}`],
    [
      'without a version',
      async (s) => `bearer ${await sign({ sub: String(s.member.usuario.id), ver: 'x' })}`,
    ],
  ];

  it.for(cases)(
    'is refused with 401 when %s, and nothing is written',
    async ([, makeAuthorization], { app, session }) => {
      const member = session.member;
      const response = await acceptTermsWith(app, member, await makeAuthorization(session));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
      expect(await termsStillPending(app, member)).toBe(true);
    },
  );

  it('is checked before the body is validated', async ({ app }) => {
    const response = await app.app.inject({
      method: 'POST',
      url: endpoints.updateTermsConditions.path,
      headers: { api_key: app.config.apiKeys[0]! },
      payload: { idUsuario: 'não é número' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('is accepted with any case of the bearer scheme', async ({
    app,
    session: { member, token },
  }) => {
    const response = await acceptTermsWith(app, member, `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
  });

  shortTest('expires after TOKEN_TTL', async ({ app: short, member: m }) => {
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
  });
});
