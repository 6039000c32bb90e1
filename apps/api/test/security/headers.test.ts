import { endpoints } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('headers on every answer', () => {
  it('marks every /api answer no-store: sign-in, personal data and errors alike', async () => {
    const db = t.database.db;
    const member = await createMember(db, { empresas: [await insertEmpresa(db)] });
    const session = await login(t.app, member.usuario.login, member.usuario.password);
    const card = member.cards[0]!;
    const answers = [
      await call(t.app, endpoints.login, {
        username: member.usuario.login,
        password: member.usuario.password,
      }),
      await call(
        t.app,
        endpoints.getDependentes,
        { idCliente: card.id, idPerfil: card.perfil_id },
        { token: session.token.token },
      ),
      await call(t.app, endpoints.login, { username: member.usuario.login, password: 'errada' }),
      await call(t.app, endpoints.getDependentes, { idCliente: card.id, idPerfil: card.perfil_id }),
      await call(t.app, endpoints.getDependentes, {}, { apiKey: null }),
      await t.app.inject({ method: 'GET', url: '/api/nao-existe' }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 404, 401, 401, 401, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('forbids framing consistently and turns off browser features the app does not use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });
});

describe('paths that are not the app', () => {
  it('answers a malformed media address with a clean Portuguese 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/%ff%fe' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Endereço inválido.', code: 'INVALID_INPUT' });
    expect(response.body).not.toMatch(/FST_|not a valid url/);
  });
});
