import { createHmac } from 'node:crypto';
import { endpoints } from '@clube/contract';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect } from 'vitest';
import { sessionTokens } from '../../src/plugins/auth.js';
import { TEST_JWT_SECRET, tokenFor } from '../helpers/app.js';
import type { TestMember } from '../helpers/factories.js';
import { apiTest, type MemberWorld } from '../helpers/fixture.js';

/**
 * The bearer token is checked with node:crypto's synchronous HMAC (decision 017): the same tokens
 * as jose made before, and every refusal of before.
 */
const it = apiTest();
const key = new TextEncoder().encode(TEST_JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);

const dependentes = (member: MemberWorld, token: string) =>
  member.call(
    endpoints.getDependentes,
    { idCliente: member.card.id, idPerfil: member.card.perfil_id },
    { token },
  );

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signRaw = (header: object, payload: object, secret = TEST_JWT_SECRET) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
};
const claims = (member: TestMember, extra: object = {}) => ({
  ver: 0,
  sub: String(member.usuario.id),
  iss: 'clube',
  iat: now(),
  exp: now() + 3600,
  ...extra,
});

describe('session tokens', () => {
  it('accepts a token made by jose, as every session signed before this change was', async ({
    member,
  }) => {
    const token = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.usuario.id))
      .setIssuer('clube')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect((await dependentes(member, token)).statusCode).toBe(200);
  });

  it('signs tokens jose verifies, with the claims of before', async ({ app, member }) => {
    const token = await tokenFor(app.app, member.usuario);
    const { payload, protectedHeader } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: 'clube',
    });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: String(member.usuario.id), ver: 0, iss: 'clube' });
    expect(payload.exp! - payload.iat!).toBe(app.config.tokenTtl);
  });

  it.for<[string, (member: TestMember) => string]>([
    ['a wrong signature', (m) => signRaw({ alg: 'HS256' }, claims(m), 'z'.repeat(48))],
    ['an expiry now', (m) => signRaw({ alg: 'HS256' }, claims(m, { exp: now() }))],
    ['an expiry in the past', (m) => signRaw({ alg: 'HS256' }, claims(m, { exp: now() - 60 }))],
    [
      'an expiry that is not a number',
      (m) => signRaw({ alg: 'HS256' }, claims(m, { exp: '9999999999' })),
    ],
    ['no expiry', (m) => signRaw({ alg: 'HS256' }, { ...claims(m), exp: undefined })],
    [
      'a not-before in the future',
      (m) => signRaw({ alg: 'HS256' }, claims(m, { nbf: now() + 600 })),
    ],
    ['an older token version', (m) => signRaw({ alg: 'HS256' }, claims(m, { ver: -1 }))],
    ['another issuer', (m) => signRaw({ alg: 'HS256' }, claims(m, { iss: 'outro' }))],
    ['alg none', (m) => `${b64({ alg: 'none' })}.${b64(claims(m))}.`],
    ['another algorithm named', (m) => signRaw({ alg: 'HS512' }, claims(m))],
    ['a critical header', (m) => signRaw({ alg: 'HS256', crit: ['x'], x: 1 }, claims(m))],
    [
      'a payload that is not JSON',
      () => {
        const input = `${b64({ alg: 'HS256' })}.${Buffer.from('not json').toString('base64url')}`;
        return `${input}.${createHmac('sha256', TEST_JWT_SECRET).update(input).digest('base64url')}`;
      },
    ],
    ['a signature cut short', (m) => signRaw({ alg: 'HS256' }, claims(m)).slice(0, -2)],
    ['a signature with padding', (m) => `${signRaw({ alg: 'HS256' }, claims(m))}=`],
  ])('refuses a token with %s (401)', async ([, make], { member }) => {
    const response = await dependentes(member, make(member));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Sessão expirada. Entre novamente.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses every token of a member once their version moves on (password change, logout)', async ({
    app,
    db,
    member,
  }) => {
    const token = await tokenFor(app.app, member.usuario);
    expect((await dependentes(member, token)).statusCode).toBe(200);
    await db
      .updateTable('usuario')
      .set({ token_version: 1 })
      .where('id', '=', member.usuario.id)
      .execute();
    // As every write that moves the version does: the token check's cache reads it again
    // (decision 125; session-cache.test.ts shows each such write, and the bound of 1 s otherwise).
    app.app.forgetSessions(member.usuario.id);
    try {
      expect((await dependentes(member, token)).statusCode).toBe(401);
    } finally {
      await db
        .updateTable('usuario')
        .set({ token_version: 0 })
        .where('id', '=', member.usuario.id)
        .execute();
      app.app.forgetSessions(member.usuario.id);
    }
  });

  it('verifies without the thread pool: a synchronous call', () => {
    const tokens = sessionTokens(TEST_JWT_SECRET);
    const token = tokens.sign({ sub: '7', ver: 3, iat: now(), exp: now() + 60 });
    expect(tokens.verify(token, now())).toEqual({ id: 7, ver: 3 });
    expect(tokens.verify(token, now() + 60)).toBeNull();
  });
});
