import { createHmac } from 'node:crypto';
import { endpoints } from '@clube/contract';
import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokens } from '../../src/plugins/auth.js';
import { call, createTestApp, TEST_JWT_SECRET, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';

/**
 * The bearer token is checked with node:crypto's synchronous HMAC (decision 017): the same tokens
 * as jose made before, and every refusal of before.
 */
let t: TestApp;
let member: TestMember;
let card: { idCliente: number; idPerfil: number };
const key = new TextEncoder().encode(TEST_JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  member = await createMember(db, { empresas: [await insertEmpresa(db)] });
  card = { idCliente: member.cards[0]!.id, idPerfil: member.cards[0]!.perfil_id };
});
afterAll(() => t.close());

const dependentes = (token: string) => call(t.app, endpoints.getDependentes, card, { token });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signRaw = (header: object, payload: object, secret = TEST_JWT_SECRET) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
};
const claims = (extra: object = {}) => ({
  ver: 0,
  sub: String(member.usuario.id),
  iss: 'clube',
  iat: now(),
  exp: now() + 3600,
  ...extra,
});

describe('session tokens', () => {
  it('accepts a token made by jose, as every session signed before this change was', async () => {
    const token = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.usuario.id))
      .setIssuer('clube')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect((await dependentes(token)).statusCode).toBe(200);
  });

  it('signs tokens jose verifies, with the claims of before', async () => {
    const token = await tokenFor(t.app, member.usuario);
    const { payload, protectedHeader } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: 'clube',
    });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: String(member.usuario.id), ver: 0, iss: 'clube' });
    expect(payload.exp! - payload.iat!).toBe(t.config.tokenTtl);
  });

  it.each([
    ['a wrong signature', () => signRaw({ alg: 'HS256' }, claims(), 'z'.repeat(48))],
    ['an expiry now', () => signRaw({ alg: 'HS256' }, claims({ exp: now() }))],
    ['an expiry in the past', () => signRaw({ alg: 'HS256' }, claims({ exp: now() - 60 }))],
    [
      'an expiry that is not a number',
      () => signRaw({ alg: 'HS256' }, claims({ exp: '9999999999' })),
    ],
    ['no expiry', () => signRaw({ alg: 'HS256' }, { ...claims(), exp: undefined })],
    ['a not-before in the future', () => signRaw({ alg: 'HS256' }, claims({ nbf: now() + 600 }))],
    ['an older token version', () => signRaw({ alg: 'HS256' }, claims({ ver: -1 }))],
    ['another issuer', () => signRaw({ alg: 'HS256' }, claims({ iss: 'outro' }))],
    ['alg none', () => `${b64({ alg: 'none' })}.${b64(claims())}.`],
    ['another algorithm named', () => signRaw({ alg: 'HS512' }, claims())],
    ['a critical header', () => signRaw({ alg: 'HS256', crit: ['x'], x: 1 }, claims())],
    [
      'a payload that is not JSON',
      () => {
        const input = `${b64({ alg: 'HS256' })}.${Buffer.from('not json').toString('base64url')}`;
        return `${input}.${createHmac('sha256', TEST_JWT_SECRET).update(input).digest('base64url')}`;
      },
    ],
    ['a signature cut short', () => signRaw({ alg: 'HS256' }, claims()).slice(0, -2)],
    ['a signature with padding', () => `${signRaw({ alg: 'HS256' }, claims())}=`],
  ])('refuses a token with %s (401)', async (_name, make) => {
    const response = await dependentes(make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Sessão expirada. Entre novamente.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses every token of a member once their version moves on (password change, logout)', async () => {
    const token = await tokenFor(t.app, member.usuario);
    expect((await dependentes(token)).statusCode).toBe(200);
    await t.database.db
      .updateTable('usuario')
      .set({ token_version: 1 })
      .where('id', '=', member.usuario.id)
      .execute();
    // As every write that moves the version does: the token check's cache reads it again
    // (decision 125; session-cache.test.ts shows each such write, and the bound of 1 s otherwise).
    t.app.forgetSessions(member.usuario.id);
    try {
      expect((await dependentes(token)).statusCode).toBe(401);
    } finally {
      await t.database.db
        .updateTable('usuario')
        .set({ token_version: 0 })
        .where('id', '=', member.usuario.id)
        .execute();
      t.app.forgetSessions(member.usuario.id);
    }
  });

  it('verifies without the thread pool: a synchronous call', () => {
    const tokens = sessionTokens(TEST_JWT_SECRET);
    const token = tokens.sign({ sub: '7', ver: 3, iat: now(), exp: now() + 60 });
    expect(tokens.verify(token, now())).toEqual({ id: 7, ver: 3 });
    expect(tokens.verify(token, now() + 60)).toBeNull();
  });
});
