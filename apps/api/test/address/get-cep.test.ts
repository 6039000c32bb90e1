import { endpoints, type CepResult } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, tokenFor, type TestApp } from '../helpers/app.js';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../helpers/fake-http-server.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';

async function appWithToken(t: TestApp) {
  const member = await createMember(t.database.db, {
    empresas: [await insertEmpresa(t.database.db)],
  });
  return tokenFor(t.app, member.usuario);
}

describe('POST /api/generico/v1/getCEP on the local table (CEP_PROVIDER=local)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await appWithToken(t);
    await t.database.db
      .insertInto('cep_local')
      .values({
        cep: '30140010',
        logradouro: 'Praça da Liberdade',
        bairro: 'Funcionários',
        localidade: 'Belo Horizonte',
        uf: 'MG',
      })
      .execute();
  });
  afterAll(() => t.close());
  const getCep = (cep: string) => call(t.app, endpoints.getCep, { cep }, { token });

  it.each(['30140-010', '30140010'])('answers the address of %s', async (cep) => {
    const response = await getCep(cep);
    expect(response.statusCode).toBe(200);
    expect(response.json<CepResult>()).toEqual({
      cep: '30140-010',
      logradouro: 'Praça da Liberdade',
      bairro: 'Funcionários',
      localidade: 'Belo Horizonte',
      uf: 'MG',
    });
  });

  it('answers 404 "CEP inexistente nos correios!" for an unknown CEP', async () => {
    const response = await getCep('99999-999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'CEP inexistente nos correios!',
      code: 'NOT_FOUND',
    });
  });

  it.each(['3014001', '30140-0100', 'abcde-fgh'])(
    'answers 400 for the malformed CEP %j',
    async (cep) => {
      const response = await getCep(cep);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain("Campo 'cep' inválido");
    },
  );
});

describe('POST /api/generico/v1/getCEP on ViaCEP (CEP_PROVIDER=viacep)', () => {
  let t: TestApp;
  let token: string;
  let fake: FakeHttpServer;
  beforeAll(async () => {
    fake = await startFakeHttpServer((request, response) => {
      if (request.url === '/ws/01001000/json/') {
        return sendJson(response, 200, {
          cep: '01001-000',
          logradouro: 'Praça da Sé',
          complemento: 'lado ímpar',
          bairro: 'Sé',
          localidade: 'São Paulo',
          uf: 'SP',
        });
      }
      if (request.url === '/ws/99999999/json/') return sendJson(response, 200, { erro: true });
      return sendJson(response, 503, {});
    });
    t = await createTestApp({ config: { cepProvider: 'viacep', viaCepUrl: `${fake.url}/ws` } });
    token = await appWithToken(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const getCep = (cep: string) => call(t.app, endpoints.getCep, { cep }, { token });

  it("answers ViaCEP's address", async () => {
    const response = await getCep('01001-000');
    expect(response.statusCode).toBe(200);
    expect(response.json<CepResult>()).toEqual({
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
    });
  });

  it('answers 404 when ViaCEP says erro', async () => {
    const response = await getCep('99999-999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'CEP inexistente nos correios!' });
  });

  it('answers 502 "Problemas com a API!" when ViaCEP fails', async () => {
    const response = await getCep('12345-678');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'Problemas com a API!',
      code: 'PROVIDER_UNAVAILABLE',
    });
  });

  it('does not ask ViaCEP about a malformed CEP', async () => {
    const before = fake.requests.length;
    expect((await getCep('1234')).statusCode).toBe(400);
    expect(fake.requests.length).toBe(before);
  });
});
