import { endpoints } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, TEST_API_KEY, type TestApp } from './helpers/app.js';

const INVALID_KEY = { message: 'Chave de API inválida.', code: 'INVALID_API_KEY' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { apiKeys: ['other-key', TEST_API_KEY] } });
});
afterAll(() => t.close());

describe('api_key header', () => {
  const kinds = [
    ['a key-only endpoint (Login)', endpoints.login, { username: '52998224725', password: 'x' }],
    [
      'a token endpoint (change-password-after-login)',
      endpoints.changePasswordAfterLogin,
      { oldpass: 'a', newpass: 'b', cpf: '1' },
    ],
    [
      'a token endpoint (update-terms-conditions)',
      endpoints.updateTermsConditions,
      { idUsuario: 1 },
    ],
    ['an unknown /api route', { method: 'POST' as const, path: '/api/clube/v1/nao-existe' }, {}],
    ['an unknown /api GET route', { method: 'GET' as const, path: '/api/qualquer' }, undefined],
  ] as const;

  it.each(kinds)('is required on %s', async (_name, endpoint, body) => {
    const response = await call(t.app, endpoint, body, { apiKey: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_KEY);
  });

  it.each(kinds)('must be a configured key on %s', async (_name, endpoint, body) => {
    const response = await call(t.app, endpoint, body, { apiKey: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_KEY);
  });

  it('cannot be dodged by percent-escaping the path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/user/v1/Login',
      payload: { username: '', password: '' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_KEY);
  });

  it('accepts any configured key', async () => {
    const body = { username: '11144477735', password: 'nada' };
    for (const apiKey of ['other-key', TEST_API_KEY]) {
      const response = await call(t.app, endpoints.login, body, { apiKey });
      expect(response.statusCode).toBe(404); // past the key check: unknown CPF
    }
  });

  it('is not needed for the health checks', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      writes: 'ok',
      migrations: 'ok',
    });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('is not needed outside /api', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/nada' });
    expect(response.statusCode).toBe(404);
  });
});
