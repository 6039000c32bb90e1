import { describe, expect } from 'vitest';
import { z } from 'zod';
import { badRequest, conflict } from '../src/lib/http-error.js';
import { TEST_API_KEY } from './helpers/app.js';
import { apiTest } from './helpers/fixture.js';

const headers = { api_key: TEST_API_KEY };

const it = apiTest({
  extend: (app) => {
    app.get('/api/test/boom', async () => {
      throw new Error('segredo interno: senha do banco');
    });
    app.get('/api/test/conflict', async () => {
      throw conflict('Já existe.');
    });
    app.get('/api/test/bad', async () => {
      throw badRequest('Informe algo.');
    });
    app.post(
      '/api/test/nested',
      {
        schema: {
          body: z.object({
            emergencia: z.array(z.object({ nome: z.string().min(1, 'informe o nome') })),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    app.get(
      '/api/test/bad-response',
      { schema: { response: { 200: z.object({ n: z.number() }) } } },
      async () => ({ n: 'texto' }),
    );
  },
});

describe('error mapping', () => {
  it('answers unknown /api routes with a JSON 404', async ({ app }) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.app.inject({
        method,
        url: '/api/clube/v1/nao-existe',
        headers: { ...headers, accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Recurso não encontrado.', code: 'NOT_FOUND' });
    }
  });

  it('answers unexpected errors with a bare 500: no message, no stack', async ({ app }) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/test/boom', headers });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Erro interno do servidor.', code: 'INTERNAL' });
    expect(response.body).not.toMatch(/segredo|stack|at /);
  });

  it('hides a response that does not match its schema behind the same 500', async ({ app }) => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/test/bad-response',
      headers,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Erro interno do servidor.', code: 'INTERNAL' });
  });

  it('answers an HttpError with its status, message and code', async ({ app }) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/test/conflict', headers });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Já existe.', code: 'CONFLICT' });
    const bad = await app.app.inject({ method: 'GET', url: '/api/test/bad', headers });
    expect(bad.json()).toEqual({ message: 'Informe algo.', code: 'INVALID_INPUT' });
  });

  it('names a nested field by its path', async ({ app }) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/test/nested',
      headers,
      payload: { emergencia: [{ nome: '' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Campo 'emergencia.0.nome' inválido: informe o nome",
      code: 'INVALID_INPUT',
    });
  });

  it('answers a body that is not JSON with 415', async ({ app }) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/test/nested',
      headers: { ...headers, 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
