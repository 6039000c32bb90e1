import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SECURITY_SCHEMES } from '../../src/modules/docs/apis.js';
import { openApiDocument, type DocumentedEndpoint } from '../../src/modules/docs/openapi.js';

/*
 * The generator on a table shaped unlike the three served today: no `auth` (every call takes the
 * same credential), a scope per call, an idempotent write answering 200, a path parameter.
 */

const table = {
  upsert: {
    method: 'POST',
    path: '/api/exemplo/v1/items/bulk',
    scope: 'items:write',
    idempotent: true,
    body: z.object({ nome: z.string().trim().min(1).max(50) }),
    response: z.object({ criados: z.number() }),
  },
  getItem: {
    method: 'GET',
    path: '/api/exemplo/v1/items/:id',
    scope: 'items:read',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.object({ id: z.number(), nome: z.string() }),
  },
} satisfies Record<string, DocumentedEndpoint>;

const document = openApiDocument(
  {
    title: 'Exemplo',
    description: 'Uma tabela de exemplo.',
    endpoints: table,
    errorStatuses: (e) => (e.method === 'GET' ? [401, 404] : [401, 409, 422]),
    auth: ['integrationBasic'],
  },
  SECURITY_SCHEMES,
);

describe('a document of a table with one credential for every call', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid).toBe(true);
  });

  it('asks every call for the credential, with the call’s scope as its role', () => {
    const upsert = document.paths['/api/exemplo/v1/items/bulk']!.post!;
    const getItem = document.paths['/api/exemplo/v1/items/{id}']!.get!;
    expect(upsert.security).toEqual([{ integrationBasic: ['items:write'] }]);
    expect(getItem.security).toEqual([{ integrationBasic: ['items:read'] }]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['integrationBasic']);
  });

  it('documents the Idempotency-Key, the path parameter and each status with its body', () => {
    const upsert = document.paths['/api/exemplo/v1/items/bulk']!.post!;
    expect(upsert.parameters).toEqual([
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    ]);
    expect(Object.keys(upsert.responses)).toEqual(['200', '401', '409', '422']);
    expect(upsert.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['nome'],
      properties: { nome: { type: 'string', minLength: 1, maxLength: 50 } },
    });
    const getItem = document.paths['/api/exemplo/v1/items/{id}']!.get!;
    expect(getItem.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(document.components.responses.Erro422?.description).toMatch(/Idempotency-Key/);
    expect(document.components.schemas.Erro).toMatchObject({ required: ['message', 'code'] });
  });
});
