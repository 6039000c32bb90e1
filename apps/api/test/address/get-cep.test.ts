import { endpoints, type CepResult } from '@clube/contract';
import { describe, expect } from 'vitest';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../helpers/fake-http-server.js';
import { apiTest, type MemberWorld } from '../helpers/fixture.js';

const getCep = (member: MemberWorld, cep: string) => member.call(endpoints.getCep, { cep });

const onLocalTable = apiTest();

/** A fake ViaCEP: one address, one unknown CEP, and a failure for the rest. */
let fake: FakeHttpServer;
const onViaCep = apiTest(async (onCleanup) => {
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
  onCleanup(() => fake.close());
  return { config: { cepProvider: 'viacep', viaCepUrl: `${fake.url}/ws` } };
});

describe('POST /api/generico/v1/getCEP on the local table (CEP_PROVIDER=local)', () => {
  const it = onLocalTable;
  it.beforeAll(async ({ db }) => {
    await db
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

  it.for(['30140-010', '30140010'])('answers the address of %s', async (cep, { member }) => {
    const response = await getCep(member, cep);
    expect(response.statusCode).toBe(200);
    expect(response.json<CepResult>()).toEqual({
      cep: '30140-010',
      logradouro: 'Praça da Liberdade',
      bairro: 'Funcionários',
      localidade: 'Belo Horizonte',
      uf: 'MG',
    });
  });

  it('answers 404 "CEP inexistente nos correios!" for an unknown CEP', async ({ member }) => {
    const response = await getCep(member, '99999-999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'CEP inexistente nos correios!',
      code: 'NOT_FOUND',
    });
  });

  it.for(['3014001', '30140-0100', 'abcde-fgh'])(
    'answers 400 for the malformed CEP %j',
    async (cep, { member }) => {
      const response = await getCep(member, cep);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain("Campo 'cep' inválido");
    },
  );
});

describe('POST /api/generico/v1/getCEP on ViaCEP (CEP_PROVIDER=viacep)', () => {
  const it = onViaCep;

  it("answers ViaCEP's address", async ({ member }) => {
    const response = await getCep(member, '01001-000');
    expect(response.statusCode).toBe(200);
    expect(response.json<CepResult>()).toEqual({
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
    });
  });

  it('answers 404 when ViaCEP says erro', async ({ member }) => {
    const response = await getCep(member, '99999-999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'CEP inexistente nos correios!' });
  });

  it('answers 502 "Problemas com a API!" when ViaCEP fails', async ({ member }) => {
    const response = await getCep(member, '12345-678');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'Problemas com a API!',
      code: 'PROVIDER_UNAVAILABLE',
    });
  });

  it('does not ask ViaCEP about a malformed CEP', async ({ member }) => {
    const before = fake.requests.length;
    expect((await getCep(member, '1234')).statusCode).toBe(400);
    expect(fake.requests.length).toBe(before);
  });
});
