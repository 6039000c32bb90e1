import { describe, expect, it } from 'vitest';
import { adminApi } from '../src/lib/api-client';
import { json, stubApi, verifyApiCalls } from './fake-api';

describe('the console fake server', () => {
  it('fails the test on an answer the contract would not send', async () => {
    stubApi({ 'GET /api/admin/v1/dashboard': () => json({ membrosAtivos: 'muitos' }) });
    await adminApi('getDashboard');
    expect(() => verifyApiCalls()).toThrow(/getDashboard .*membrosAtivos/);
  });

  it('answers 400 and fails the test on a request the server would refuse', async () => {
    stubApi({ 'GET /api/admin/v1/dashboard': () => json({}) });
    await expect(
      adminApi('getDashboard', { query: { empresaId: 'abc' as unknown as number } }),
    ).rejects.toMatchObject({ status: 400 });
    expect(() => verifyApiCalls()).toThrow(/getDashboard .*sent query empresaId/);
  });

  it('fails the test on a call the console contract does not have', async () => {
    stubApi({});
    await fetch('/api/admin/v1/nada', { method: 'GET' }).catch(() => undefined);
    expect(() => verifyApiCalls()).toThrow(/does not have: GET \/api\/admin\/v1\/nada/);
  });

  it('lets a contract-shaped exchange through', async () => {
    const answer = {
      membrosAtivos: 1,
      cartoesAtivos: 1,
      acessos30Dias: 0,
      importacoesPendentes: 0,
      ultimasAuditorias: [],
    };
    stubApi({ 'GET /api/admin/v1/dashboard': () => json(answer) });
    expect(await adminApi('getDashboard', { query: { empresaId: 2 } })).toEqual(answer);
    expect(() => verifyApiCalls()).not.toThrow();
  });
});
