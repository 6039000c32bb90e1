import { adminEndpoints } from '@clube/contract/admin';
import { afterEach, describe, expect, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import {
  consoleCall,
  createOperator,
  sessionCookie,
  setCookieLine,
  signIn,
  totpCode,
} from './helpers.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const it = apiTest({
  config: {
    admin: { twoFactor: 'required', sessionIdle: 30 * 60, sessionMax: 12 * 3600 },
    loginLockout: { afterFailures: 3, accountsPerAddress: 1000 },
  },
})
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter.
  .extend('demoApp', { scope: 'file' }, async ({}, { onCleanup }) => {
    const demoApp = await createTestApp({ config: { demo: true } });
    onCleanup(() => demoApp.close());
    return demoApp;
  });
/** Behind a TLS proxy (demo mode: operators without a second factor). */
const proxiedTest = apiTest({ config: { trustProxy: true, demo: true } });
afterEach(() => vi.useRealTimers());

async function passwordStep(t: TestApp, operator: { email: string; password: string }) {
  const response = await consoleCall(t.app, adminEndpoints.signIn, {
    body: { email: operator.email, password: operator.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json(), cookie: sessionCookie(response)! };
}

describe('sign-in', () => {
  it('refuses a wrong password and a disabled operator alike (401, no cookie)', async ({
    app: t,
    db,
  }) => {
    const operator = await createOperator(db, { totpSecret: SECRET });
    const disabled = await createOperator(db, { totpSecret: SECRET, disabled: true });
    for (const body of [
      { email: operator.email, password: 'errada-errada' },
      { email: 'ninguem@clube.test', password: 'qualquer-coisa' },
      { email: disabled.email, password: disabled.password },
    ]) {
      const response = await consoleCall(t.app, adminEndpoints.signIn, { body });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'E-mail ou senha incorretos.',
        code: 'BAD_CREDENTIALS',
      });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('locks the e-mail after repeated wrong passwords, even for the right one', async ({
    app: t,
    db,
  }) => {
    const operator = await createOperator(db, { totpSecret: SECRET });
    for (let i = 0; i < 3; i++) {
      const wrong = await consoleCall(t.app, adminEndpoints.signIn, {
        body: { email: operator.email, password: `errada-${i}-xxxxx` },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await consoleCall(t.app, adminEndpoints.signIn, {
      body: { email: operator.email, password: operator.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('accepts a code once, refuses a wrong one, and locks after repeated wrong codes', async ({
    app: t,
    db,
  }) => {
    const operator = await createOperator(db, { totpSecret: SECRET });
    const now = Date.now();
    const first = await passwordStep(t, operator);
    expect(first.body).toEqual({ step: 'totp' });
    const ok = await consoleCall(t.app, adminEndpoints.verifySecondFactor, {
      cookie: first.cookie,
      body: { code: totpCode(SECRET, now) },
    });
    expect(ok.statusCode, ok.body).toBe(200);

    // The same code again (a replay) fails.
    const second = await passwordStep(t, operator);
    const replay = await consoleCall(t.app, adminEndpoints.verifySecondFactor, {
      cookie: second.cookie,
      body: { code: totpCode(SECRET, now) },
    });
    expect(replay.statusCode).toBe(401);
    for (let i = 0; i < 2; i++) {
      const wrong = await consoleCall(t.app, adminEndpoints.verifySecondFactor, {
        cookie: second.cookie,
        body: { code: '000000' === totpCode(SECRET) ? '111111' : '000000' },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await consoleCall(t.app, adminEndpoints.verifySecondFactor, {
      cookie: second.cookie,
      body: { code: totpCode(SECRET, now + 30_000) },
    });
    expect(locked.statusCode).toBe(429);
  });

  it('takes a recovery code once instead of a code, but not to confirm an enrolment', async ({
    app: t,
    db,
  }) => {
    const operator = await createOperator(db);
    const enrol = await passwordStep(t, operator);
    expect(enrol.body.step).toBe('enroll');
    const [code] = enrol.body.recoveryCodes as string[];
    const refused = await consoleCall(t.app, adminEndpoints.verifySecondFactor, {
      cookie: enrol.cookie,
      body: { recoveryCode: code },
    });
    expect(refused.statusCode).toBe(400);
    const confirmed = await consoleCall(t.app, adminEndpoints.verifySecondFactor, {
      cookie: enrol.cookie,
      body: { code: totpCode(enrol.body.secret) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const next = await passwordStep(t, operator);
    expect(next.body).toEqual({ step: 'totp' });
    const used = await consoleCall(t.app, adminEndpoints.verifySecondFactor, {
      cookie: next.cookie,
      body: { recoveryCode: code!.toUpperCase() },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(
      (await consoleCall(t.app, adminEndpoints.me, { cookie: sessionCookie(used) })).statusCode,
    ).toBe(200);

    const again = await passwordStep(t, operator);
    const reused = await consoleCall(t.app, adminEndpoints.verifySecondFactor, {
      cookie: again.cookie,
      body: { recoveryCode: code },
    });
    expect(reused.statusCode).toBe(401);
    const log = await db
      .selectFrom('auditoria')
      .select('acao')
      .where('registro_id', '=', String(operator.row.id))
      .execute();
    expect(log.map((r) => r.acao)).toEqual(['enrollTotp', 'useRecoveryCode']);
  });

  it('lets a pending sign-in open nothing but the second factor', async ({ app: t, db }) => {
    const operator = await createOperator(db, { totpSecret: SECRET });
    const { cookie } = await passwordStep(t, operator);
    const me = await consoleCall(t.app, adminEndpoints.me, { cookie });
    expect(me.statusCode).toBe(401);
    const list = await consoleCall(t.app, adminEndpoints.listOperators, { cookie });
    expect(list.statusCode).toBe(401);
  });

  it('gives a demo operator no second factor only in demo mode', async ({
    app: t,
    db,
    demoApp,
  }) => {
    const demo = await createOperator(db, { skip2fa: true });
    expect((await passwordStep(t, demo)).body.step).toBe('enroll');
    const demoOperator = await createOperator(demoApp.database.db, { skip2fa: true });
    const response = await consoleCall(demoApp.app, adminEndpoints.signIn, {
      body: { email: demoOperator.email, password: demoOperator.password },
    });
    expect(response.json()).toEqual({ step: 'done' });
  });
});

describe('the session', () => {
  it('ends after 30 minutes idle, and a request restarts the idle clock', async ({
    app: t,
    db,
  }) => {
    const start = new Date('2030-01-01T12:00:00Z').getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const operator = await createOperator(db, { totpSecret: SECRET });
    const cookie = await signIn(t.app, operator, SECRET, start);
    vi.setSystemTime(start + 29 * 60_000);
    expect((await consoleCall(t.app, adminEndpoints.me, { cookie })).statusCode).toBe(200);
    vi.setSystemTime(start + 58 * 60_000);
    expect((await consoleCall(t.app, adminEndpoints.me, { cookie })).statusCode).toBe(200);
    vi.setSystemTime(start + 89 * 60_000);
    const expired = await consoleCall(t.app, adminEndpoints.me, { cookie });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: 'Sua sessão expirou. Entre novamente.' });
  });

  it('ends 12 hours after sign-in however active', async ({ app: t, db }) => {
    const start = new Date('2030-02-01T08:00:00Z').getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const operator = await createOperator(db, { totpSecret: SECRET });
    const cookie = await signIn(t.app, operator, SECRET, start);
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      vi.setSystemTime(start + minutes * 60_000);
      expect((await consoleCall(t.app, adminEndpoints.me, { cookie })).statusCode).toBe(200);
    }
    vi.setSystemTime(start + 12 * 3600_000);
    expect((await consoleCall(t.app, adminEndpoints.me, { cookie })).statusCode).toBe(401);
  });

  proxiedTest(
    'marks the cookie Secure when the request came over HTTPS through a trusted proxy',
    async ({ app: proxied }) => {
      const operator = await createOperator(proxied.database.db, { skip2fa: true });
      const response = await consoleCall(proxied.app, adminEndpoints.signIn, {
        body: { email: operator.email, password: operator.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(setCookieLine(response)).toMatch(/; Secure/);
    },
  );

  proxiedTest(
    'behind TLS names the cookie __Host-clube_admin (Secure, Path=/) and reads only that name',
    async ({ app: proxied }) => {
      const operator = await createOperator(proxied.database.db, { skip2fa: true });
      const https = { 'x-forwarded-proto': 'https' };
      const response = await consoleCall(proxied.app, adminEndpoints.signIn, {
        body: { email: operator.email, password: operator.password },
        headers: https,
      });
      const line = setCookieLine(response);
      expect(line).toMatch(/^__Host-clube_admin=[A-Za-z0-9_-]{43};/);
      expect(line).toMatch(/Path=\/;/);
      expect(line).not.toMatch(/Domain=/i);
      const token = /^__Host-clube_admin=([^;]*)/.exec(line)?.[1] ?? '';
      const me = (cookie: string) =>
        consoleCall(proxied.app, adminEndpoints.me, { headers: { ...https, cookie } });
      expect((await me(`__Host-clube_admin=${token}`)).statusCode).toBe(200);
      // The bare name (plantable from a sibling subdomain or over HTTP) means nothing over HTTPS.
      expect((await me(`clube_admin=${token}`)).statusCode).toBe(401);
    },
  );

  it('refuses a request carrying two session cookies (401), whichever is the real one', async ({
    app: t,
    db,
  }) => {
    const operator = await createOperator(db, { totpSecret: SECRET });
    const cookie = await signIn(t.app, operator, SECRET);
    const planted = 'A'.repeat(43);
    for (const header of [
      `clube_admin=${cookie}; clube_admin=${planted}`,
      `clube_admin=${planted}; clube_admin=${cookie}`,
      `__Host-clube_admin=${planted}; clube_admin=${cookie}`,
    ]) {
      const response = await consoleCall(t.app, adminEndpoints.me, { headers: { cookie: header } });
      expect(response.statusCode).toBe(401);
    }
    expect((await consoleCall(t.app, adminEndpoints.me, { cookie })).statusCode).toBe(200);
  });

  it('sign-out ends it', async ({ app: t, db }) => {
    const operator = await createOperator(db, { totpSecret: SECRET });
    const cookie = await signIn(t.app, operator, SECRET);
    const out = await consoleCall(t.app, adminEndpoints.signOut, { cookie });
    expect(out.statusCode).toBe(200);
    expect(sessionCookie(out)).toBe('');
    expect((await consoleCall(t.app, adminEndpoints.me, { cookie })).statusCode).toBe(401);
  });

  it('a password change ends every session of the operator; the new password signs in', async ({
    app: t,
    db,
  }) => {
    const enrolled = await createOperator(db, { totpSecret: SECRET, mustChangePassword: true });
    const now = Date.now();
    // Three sign-ins, three time steps (a code works once), all within the accepted window.
    const first = await signIn(t.app, enrolled, SECRET, now - 30_000);
    const second = await signIn(t.app, enrolled, SECRET, now);
    const blocked = await consoleCall(t.app, adminEndpoints.listAudit, { cookie: first });
    expect(blocked.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });

    const wrong = await consoleCall(t.app, adminEndpoints.changeOwnPassword, {
      cookie: first,
      body: { currentPassword: 'nao-e-essa-senha', newPassword: 'uma-senha-nova-longa' },
    });
    expect(wrong.statusCode).toBe(400);
    const short = await consoleCall(t.app, adminEndpoints.changeOwnPassword, {
      cookie: first,
      body: { currentPassword: enrolled.password, newPassword: 'curta' },
    });
    expect(short.statusCode).toBe(400);
    const changed = await consoleCall(t.app, adminEndpoints.changeOwnPassword, {
      cookie: first,
      body: { currentPassword: enrolled.password, newPassword: 'uma-senha-nova-longa' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const cookie of [first, second])
      expect((await consoleCall(t.app, adminEndpoints.me, { cookie })).statusCode).toBe(401);
    const audit = await db
      .selectFrom('auditoria')
      .selectAll()
      .where('acao', '=', 'changePassword')
      .execute();
    expect(audit.at(-1)).toMatchObject({ operador_id: enrolled.row.id, campos: '{}' });

    const fresh = await signIn(
      t.app,
      { ...enrolled, password: 'uma-senha-nova-longa' },
      SECRET,
      now + 30_000,
    );
    const me = await consoleCall(t.app, adminEndpoints.me, { cookie: fresh });
    expect(me.json()).toMatchObject({ operator: { mustChangePassword: false } });
  });
});

describe('an unknown /api/admin path', () => {
  const unknown = (t: TestApp, url: string, method: 'GET' | 'POST', cookie?: string) =>
    t.app.inject({
      method,
      url,
      headers: {
        'x-clube-console': '1',
        ...(cookie ? { cookie: `clube_admin=${cookie}` } : {}),
      },
    });

  it('answers the console’s 401 without a session and 404 with one, never the member API’s key error', async ({
    app: t,
    db,
  }) => {
    const operator = await createOperator(db, { totpSecret: SECRET });
    const cookie = await signIn(t.app, operator, SECRET);
    for (const [url, method] of [
      ['/api/admin/v1/nao-existe', 'GET'],
      ['/api/admin/v1/members/1/nao-existe', 'POST'],
      ['/api/admin/qualquer', 'GET'],
    ] as const) {
      const anonymous = await unknown(t, url, method);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).not.toBe('INVALID_API_KEY');
      const signedIn = await unknown(t, url, method, cookie);
      expect(signedIn.statusCode).toBe(404);
      expect(signedIn.json()).toEqual({ message: 'Recurso não encontrado.', code: 'NOT_FOUND' });
    }
  });

  it('leaves the member API as it was: an unknown /api path without a key is 401', async ({
    app: t,
  }) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/v1/nao-existe' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_API_KEY');
  });
});
