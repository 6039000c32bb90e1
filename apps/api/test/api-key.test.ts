import { endpoints } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call, TEST_API_KEY } from './helpers/app.js';
import { apiTest } from './helpers/fixture.js';

const INVALID_KEY = { message: 'Chave de API inválida.', code: 'INVALID_API_KEY' };

const it = apiTest({ config: { apiKeys: ['other-key', TEST_API_KEY] } });

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

  it.for(kinds)('is required on %s', async ([_name, endpoint, body], { app }) => {
    const response = await call(app.app, endpoint, body, { apiKey: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_KEY);
  });

  it.for(kinds)('must be a configured key on %s', async ([_name, endpoint, body], { app }) => {
    const response = await call(app.app, endpoint, body, { apiKey: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_KEY);
  });

  it('cannot be dodged by percent-escaping the path', async ({ app }) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/%61pi/user/v1/Login',
      payload: { username: '', password: '' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_KEY);
  });

  it('accepts any configured key', async ({ app }) => {
    const body = { username: '11144477735', password: 'nada' };
    for (const apiKey of ['other-key', TEST_API_KEY]) {
      const response = await call(app.app, endpoints.login, body, { apiKey });
      expect(response.statusCode).toBe(404); // past the key check: unknown CPF
    }
  });

  it('is not needed for the health checks', async ({ app }) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      writes: 'ok',
      migrations: 'ok',
    });
    const live = await app.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('is not needed outside /api', async ({ app }) => {
    const response = await app.app.inject({ method: 'GET', url: '/media/nada' });
    expect(response.statusCode).toBe(404);
  });
});
