import { ADMIN_CONSOLE_HEADER, adminEndpoints } from '@clube/contract/admin';
import { describe, expect } from 'vitest';
import { createTestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import {
  consoleCall,
  createOperator,
  sessionCookie,
  setCookieLine,
  signIn,
  storedSecret,
  totpCode,
} from './helpers.js';

const it = apiTest();

describe('operator sign-in', () => {
  it('enrols an authenticator at the first sign-in, then signs in with its code', async ({
    app,
    db,
  }) => {
    const operator = await createOperator(db);
    const first = await consoleCall(app.app, adminEndpoints.signIn, {
      body: { email: operator.email.toUpperCase(), password: operator.password },
    });
    expect(first.statusCode, first.body).toBe(200);
    const enrol = first.json();
    expect(enrol).toMatchObject({ step: 'enroll' });
    expect(enrol.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Clube:/);
    expect(enrol.qrSvg).toMatch(/^<svg/);
    expect(enrol.recoveryCodes).toHaveLength(10);
    const pending = sessionCookie(first)!;

    // The pending session opens nothing.
    expect((await consoleCall(app.app, adminEndpoints.me, { cookie: pending })).statusCode).toBe(
      401,
    );

    const confirm = await consoleCall(app.app, adminEndpoints.verifySecondFactor, {
      cookie: pending,
      body: { code: totpCode(enrol.secret) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const cookie = sessionCookie(confirm)!;
    expect(cookie).not.toBe(pending);
    const me = await consoleCall(app.app, adminEndpoints.me, { cookie });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      operator: { email: operator.email, role: 'admin', totpEnabled: true },
    });
    expect(await storedSecret(db, operator.row.id)).toBe(enrol.secret);
  });

  it('sets an HttpOnly, SameSite=Strict cookie on /api/admin, Secure behind TLS', async ({
    app,
    db,
  }) => {
    const operator = await createOperator(db, { skip2fa: true });
    const plain = await consoleCall(app.app, adminEndpoints.signIn, {
      body: { email: operator.email, password: operator.password },
    });
    expect(setCookieLine(plain)).toMatch(/HttpOnly/);
    expect(setCookieLine(plain)).toMatch(/SameSite=Strict/);
    expect(setCookieLine(plain)).toMatch(/Path=\/api\/admin/);
    expect(setCookieLine(plain)).not.toMatch(/Secure/);
  });

  it('refuses a write without the console header', async ({ app, db }) => {
    const operator = await createOperator(db);
    const response = await consoleCall(app.app, adminEndpoints.signIn, {
      body: { email: operator.email, password: operator.password },
      consoleHeader: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CONSOLE_HEADER_REQUIRED' });
    expect(ADMIN_CONSOLE_HEADER).toBe('x-clube-console');
  });

  it('signs in with password and code once enrolled', async ({ app, db }) => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const operator = await createOperator(db, { totpSecret: secret });
    const cookie = await signIn(app.app, operator, secret);
    expect((await consoleCall(app.app, adminEndpoints.me, { cookie })).statusCode).toBe(200);
  });
});

describe('the console and the member API', () => {
  it('keep their credentials apart: a member token opens no console call', async ({ app, db }) => {
    const { createMember, insertEmpresa } = await import('../helpers/factories.js');
    const { tokenFor, TEST_API_KEY } = await import('../helpers/app.js');
    const member = await createMember(db, {
      empresas: [await insertEmpresa(db)],
    });
    const token = await tokenFor(app.app, member.usuario);
    const response = await consoleCall(app.app, adminEndpoints.me, {
      headers: { authorization: `Bearer ${token}`, api_key: TEST_API_KEY },
    });
    expect(response.statusCode).toBe(401);
  });

  it('need no api_key for the console, and the console cookie opens no member call', async () => {
    const demoApp = await createTestApp({ config: { demo: true } });
    try {
      const op = await createOperator(demoApp.database.db, { skip2fa: true });
      const cookie = await signIn(demoApp.app, op);
      expect((await consoleCall(demoApp.app, adminEndpoints.me, { cookie })).statusCode).toBe(200);
      const member = await demoApp.app.inject({
        method: 'POST',
        url: '/api/clube/v1/get-dependentes',
        headers: { cookie: `clube_admin=${cookie}`, 'x-clube-console': '1' },
        payload: { idCliente: 1, idPerfil: 5 },
      });
      expect(member.statusCode).toBe(401);
    } finally {
      await demoApp.close();
    }
  });
});
