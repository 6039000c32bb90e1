import { endpoints, maskCpf } from '@clube/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, vi } from 'vitest';
import type { Empresa } from '../../src/db/schema.js';
import { hashesBegun, hashPassword } from '../../src/lib/password.js';
import { call, TEST_API_KEY, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, uniqueCpf, type TestMember } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

const TOO_MANY = {
  message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  code: 'TOO_MANY_REQUESTS',
};
const BAD_CREDENTIALS = { message: 'Credenciais Inválidas!', code: 'BAD_CREDENTIALS' };

/** The production policy; the per address-and-CPF limit is out of the way (its own tests). */
const POLICY = { afterFailures: 5, accountsPerAddress: 20 };

/** A cheap hash cost of its own, so the cost of a locked sign-in can be told apart. */
const LOCKED_COST = 2 ** 10;
const it = apiTest({ config: { loginLockout: POLICY } }).extend(
  'empresa',
  { scope: 'file' },
  ({ db }) => insertEmpresa(db),
);
const demoTest = apiTest({ config: { loginLockout: POLICY, demo: true } });
const costlyTest = apiTest({ config: { loginLockout: POLICY, passwordCost: LOCKED_COST } });
let addressCount = 0;
afterEach(() => vi.useRealTimers());

/** A new address for each call unless one is given: the attack comes from many machines. */
const freshAddress = () => `10.1.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;

function signIn(
  t: TestApp,
  username: string,
  password: string,
  remoteAddress = freshAddress(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: endpoints.login.method,
    url: endpoints.login.path,
    headers: { api_key: TEST_API_KEY },
    payload: { username, password },
    remoteAddress,
  });
}

const newMember = (t: TestApp, empresa: Empresa) =>
  createMember(t.database.db, { empresas: [empresa] });

async function failTimes(t: TestApp, login: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await signIn(t, login, `errada-${i}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(BAD_CREDENTIALS);
  }
}

function expectLocked(response: LightMyRequestResponse, retryAfterSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(retryAfterSeconds - 3);
  expect(retryAfter).toBeLessThanOrEqual(retryAfterSeconds);
}

/** Moves the clock the counters read (Date only: timers and I/O run as usual). */
function advance(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

describe('account lockout: wrong passwords for one CPF from any address', () => {
  it('locks the CPF after 5, even for the right password from a new address', async ({
    app: t,
    empresa,
  }) => {
    const member = await newMember(t, empresa);
    await failTimes(t, member.usuario.login, 5);
    expectLocked(await signIn(t, maskCpf(member.usuario.login), member.usuario.password), 60);
  });

  it('answers a locked unknown CPF exactly as a locked existing one', async ({
    app: t,
    empresa,
  }) => {
    const member = await newMember(t, empresa);
    const unknown = uniqueCpf();
    await failTimes(t, member.usuario.login, 5);
    await failTimes(t, unknown, 5);
    const existing = await signIn(t, member.usuario.login, 'qualquer');
    const missing = await signIn(t, unknown, 'qualquer');
    expectLocked(existing, 60);
    expectLocked(missing, 60);
    expect(missing.body).toBe(existing.body);
    expect(Object.keys(missing.headers).sort()).toEqual(Object.keys(existing.headers).sort());
  });

  it('doubles the lock with each further failure, up to 15 minutes', async ({
    app: t,
    empresa,
  }) => {
    const member = await newMember(t, empresa);
    await failTimes(t, member.usuario.login, 5);
    for (const seconds of [60, 120, 240, 480, 900, 900]) {
      expectLocked(await signIn(t, member.usuario.login, 'errada'), seconds);
      advance(seconds * 1000 + 1000);
      // The lock is over: one more wrong password, and a longer lock.
      await failTimes(t, member.usuario.login, 1);
    }
    expectLocked(await signIn(t, member.usuario.login, member.usuario.password), 900);
  });

  it('does not count the tries made while locked', async ({ app: t, empresa }) => {
    const member = await newMember(t, empresa);
    await failTimes(t, member.usuario.login, 5);
    for (let i = 0; i < 3; i++) expectLocked(await signIn(t, member.usuario.login, 'errada'), 60);
    advance(61_000);
    expect((await signIn(t, member.usuario.login, member.usuario.password)).statusCode).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async ({ app: t, empresa }) => {
    const member = await newMember(t, empresa);
    await failTimes(t, member.usuario.login, 4);
    expect((await signIn(t, member.usuario.login, member.usuario.password)).statusCode).toBe(200);
    await failTimes(t, member.usuario.login, 4);
    expect((await signIn(t, member.usuario.login, member.usuario.password)).statusCode).toBe(200);
  });

  demoTest('counts the demo fallback against the demo CPF', async ({ app: demo }) => {
    await createMember(demo.database.db, {
      empresas: [await insertEmpresa(demo.database.db)],
      usuario: { login: '52998224725', password: 'mudada-1' },
    });
    const empty = (ip: string) =>
      demo.app.inject({
        method: 'POST',
        url: endpoints.login.path,
        headers: { api_key: TEST_API_KEY },
        payload: { username: '', password: '' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await empty(`10.9.0.${i}`)).statusCode).toBe(404);
    expectLocked(await empty('10.9.0.99'), 60);
  });
});

describe('unlocking', () => {
  it('unlock(login) lifts the lock at once (what password recovery calls)', async ({
    app: t,
    empresa,
  }) => {
    const member = await newMember(t, empresa);
    await failTimes(t, member.usuario.login, 5);
    expectLocked(await signIn(t, member.usuario.login, member.usuario.password), 60);

    await t.app.loginLimits.unlock(member.usuario.login);

    expect((await signIn(t, member.usuario.login, member.usuario.password)).statusCode).toBe(200);
    // Its failures are forgotten too: the next lock takes five again.
    await failTimes(t, member.usuario.login, 4);
    expect((await signIn(t, member.usuario.login, member.usuario.password)).statusCode).toBe(200);
  });

  it('a first-access password change made from an open session unlocks the account', async ({
    app: t,
    empresa,
  }) => {
    const member: TestMember = await createMember(t.database.db, {
      empresas: [empresa],
      usuario: { alterar_senha: 1 },
    });
    const token = await tokenFor(t.app, member.usuario);
    await failTimes(t, member.usuario.login, 5);
    expectLocked(await signIn(t, member.usuario.login, member.usuario.password), 60);
    const changeFirstPassword = () =>
      call(
        t.app,
        endpoints.changePasswordAfterLogin,
        { oldpass: member.usuario.password, newpass: 'nova-senha-1', cpf: member.usuario.login },
        { token },
      );
    // A session is no way around the lock: the current password is not checked while it lasts.
    expectLocked(await changeFirstPassword(), 60);
    advance(61_000);

    const changed = await changeFirstPassword();
    expect(changed.statusCode).toBe(200);
    // The change forgot the failures: four more do not lock the account again.
    await failTimes(t, member.usuario.login, 4);
    expect((await signIn(t, member.usuario.login, 'nova-senha-1')).statusCode).toBe(200);
  });
});

describe('one address across CPFs', () => {
  it('closes sign-in from an address that failed on 20 different CPFs in 10 minutes', async ({
    app: t,
    empresa,
  }) => {
    const address = '10.200.0.1';
    const member = await newMember(t, empresa);
    for (let i = 0; i < 20; i++) {
      expect((await signIn(t, uniqueCpf(), 'errada', address)).statusCode).toBe(404);
    }
    const blocked = await signIn(t, member.usuario.login, member.usuario.password, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
    // Another address is not affected, and the window ends.
    expect((await signIn(t, member.usuario.login, member.usuario.password)).statusCode).toBe(200);
    advance(10 * 60_000 + 1000);
    expect(
      (await signIn(t, member.usuario.login, member.usuario.password, address)).statusCode,
    ).toBe(200);
  });

  it('counts a CPF once however often it fails there', async ({ app: t, empresa }) => {
    const address = '10.200.0.2';
    const member = await newMember(t, empresa);
    for (let i = 0; i < 18; i++) {
      expect((await signIn(t, uniqueCpf(), 'errada', address)).statusCode).toBe(404);
    }
    // The member mistypes twice: one more CPF for the address (19), not two.
    expect((await signIn(t, member.usuario.login, 'errada-1', address)).statusCode).toBe(404);
    expect((await signIn(t, member.usuario.login, 'errada-2', address)).statusCode).toBe(404);
    expect((await signIn(t, uniqueCpf(), 'errada', address)).statusCode).toBe(404);
    // That was the 20th CPF.
    expect(
      (await signIn(t, member.usuario.login, member.usuario.password, address)).statusCode,
    ).toBe(429);
  });
});

describe('lockout cost', () => {
  costlyTest(
    'still costs a hash check while locked, at the cost of a wrong password',
    async ({ app: costly }) => {
      const cost = LOCKED_COST;
      const empresa = await insertEmpresa(costly.database.db);
      const memberAtCost = async () => {
        const m = await createMember(costly.database.db, { empresas: [empresa] });
        await costly.database.db
          .updateTable('usuario')
          .set({ senha_hash: await hashPassword('certa', { cost }) })
          .where('id', '=', m.usuario.id)
          .execute();
        return m.usuario.login;
      };
      let ip = 0;
      const signIn = async (username: string) =>
        (
          await costly.app.inject({
            method: 'POST',
            url: endpoints.login.path,
            headers: { api_key: TEST_API_KEY },
            payload: { username, password: 'errada' },
            remoteAddress: `10.50.0.${++ip}`,
          })
        ).statusCode;
      const locked = await memberAtCost();
      const other = await memberAtCost();
      for (let i = 0; i < 5; i++) expect(await signIn(locked)).toBe(404);
      expect(await signIn(locked)).toBe(429); // makes the dummy hash, once

      const hashesOf = async (username: string, status: number) => {
        const [atCost, all] = [hashesBegun(cost), hashesBegun()];
        expect(await signIn(username)).toBe(status);
        return { atCost: hashesBegun(cost) - atCost, all: hashesBegun() - all };
      };
      const wrong = await hashesOf(other, 404);
      expect(wrong).toEqual({ atCost: 1, all: 1 });
      expect(await hashesOf(locked, 429)).toEqual(wrong);
    },
  );
});
