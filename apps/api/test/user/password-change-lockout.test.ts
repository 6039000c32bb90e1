import { endpoints, type Endpoint } from '@clube/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import type { Empresa } from '../../src/db/schema.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

/*
 * A stolen token must not be a way around the sign-in lockout (docs/decisions/008-login-lockout.md):
 * wrong current passwords on either password change count toward the same account lock.
 */

const TOO_MANY = {
  message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  code: 'TOO_MANY_REQUESTS',
};
const WRONG_CURRENT = { message: 'Senha atual inválida!', code: 'BAD_CREDENTIALS' };

const it = apiTest({
  config: { loginLockout: { afterFailures: 5, accountsPerAddress: 1000 } },
}).extend('empresa', { scope: 'file' }, ({ db }) => insertEmpresa(db));

interface Signed {
  member: TestMember;
  token: string;
}
async function signedMember(t: TestApp, empresa: Empresa): Promise<Signed> {
  const member = await createMember(t.database.db, { empresas: [empresa] });
  return { member, token: await tokenFor(t.app, member.usuario) };
}

const passwordHash = (t: TestApp, id: number) =>
  t.database.db
    .selectFrom('usuario')
    .select('senha_hash')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const signIn = (t: TestApp, member: TestMember, password = member.usuario.password) =>
  call(t.app, endpoints.login, { username: member.usuario.login, password });

/** Each password change, as its screen sends it. */
const CHANGES: [string, Endpoint, (s: Signed, oldpass: string) => unknown][] = [
  [
    'the profile password change',
    endpoints.changePassword,
    (_s, oldpass) => ({
      oldpass,
      newpass: 'nova-senha-9',
    }),
  ],
  [
    'the first-access password change',
    endpoints.changePasswordAfterLogin,
    (s, oldpass) => ({
      oldpass,
      newpass: 'nova-senha-9',
      cpf: s.member.usuario.login,
    }),
  ],
];

describe.each(CHANGES)('%s', (_name, endpoint, bodyOf) => {
  const change = (t: TestApp, s: Signed, oldpass: string): Promise<LightMyRequestResponse> =>
    call(t.app, endpoint, bodyOf(s, oldpass), { token: s.token });

  async function failTimes(t: TestApp, s: Signed, times: number) {
    for (let i = 0; i < times; i++) {
      const response = await change(t, s, `errada-${i}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(WRONG_CURRENT);
    }
  }

  it('locks the account after 5 wrong current passwords, here and at sign-in', async ({
    app: t,
    empresa,
  }) => {
    const s = await signedMember(t, empresa);
    const before = await passwordHash(t, s.member.usuario.id);
    await failTimes(t, s, 5);

    const refused = await change(t, s, s.member.usuario.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(await passwordHash(t, s.member.usuario.id)).toEqual(before);

    const signInRefused = await signIn(t, s.member);
    expect(signInRefused.statusCode).toBe(429);
    expect(signInRefused.json()).toEqual(TOO_MANY);
  });

  it('is refused while sign-in has locked the account', async ({ app: t, empresa }) => {
    const s = await signedMember(t, empresa);
    for (let i = 0; i < 5; i++)
      expect((await signIn(t, s.member, `errada-${i}`)).statusCode).toBe(404);
    const refused = await change(t, s, s.member.usuario.password);
    expect(refused.statusCode).toBe(429);
  });

  it('forgets the failures once the password is changed', async ({ app: t, empresa }) => {
    const s = await signedMember(t, empresa);
    await failTimes(t, s, 4);
    const changed = await change(t, s, s.member.usuario.password);
    expect(changed.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await signIn(t, s.member, `errada-${i}`)).statusCode).toBe(404);
    }
    expect((await signIn(t, s.member, 'nova-senha-9')).statusCode).toBe(200);
  });
});
