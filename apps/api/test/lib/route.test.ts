import { messageResponse, type Endpoint } from '@clube/contract';
import { describe, expect } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../src/lib/http-error.js';
import { route } from '../../src/lib/route.js';
import { TEST_API_KEY, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';

/** A call of the contract's shape, registered only in this test. */
const probe = {
  method: 'POST',
  path: '/api/test/v1/probe',
  auth: 'key',
  body: z.object({ status: z.number().int() }),
  response: messageResponse,
  errors: [409],
} as const satisfies Endpoint;

const it = apiTest({
  extend: (app) => {
    route(app, probe, async (request, reply) => {
      const { status } = request.body;
      // An error body with a field the contract does not have, sent past the error handler.
      return reply.code(status).send({ message: 'Já existe.', code: 'CONFLICT', detalhe: 'x' });
    });
    route(app, { ...probe, path: '/api/test/v1/thrown' }, async () => {
      throw new HttpError(409, 'Já existe.', 'CONFLICT');
    });
  },
});

const post = (app: TestApp, path: string, status: number) =>
  app.app.inject({
    method: 'POST',
    url: path,
    headers: { api_key: TEST_API_KEY },
    payload: { status },
  });

describe('route', () => {
  it("answers a declared error status with exactly the contract's { message, code }", async ({
    app,
  }) => {
    const response = await post(app, probe.path, 409);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Já existe.', code: 'CONFLICT' });
  });

  it('declares the statuses of its kind too (a call with a body: 413)', async ({ app }) => {
    const response = await post(app, probe.path, 413);
    expect(response.json()).toEqual({ message: 'Já existe.', code: 'CONFLICT' });
  });

  it('answers a thrown HttpError through the declared schema unchanged', async ({ app }) => {
    const response = await post(app, '/api/test/v1/thrown', 0);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Já existe.', code: 'CONFLICT' });
  });
});
