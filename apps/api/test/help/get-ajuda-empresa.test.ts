import { endpoints, type HelpInfo } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call } from '../helpers/app.js';
import { insertEmpresa } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

/** A company with every help contact filled in. */
const it = apiTest().extend('empresa', { scope: 'file' }, ({ db }) =>
  insertEmpresa(db, {
    ajuda_telefone1: '11987650000',
    ajuda_telefone2: '1130001000',
    ajuda_email: 'contato@clube.exemplo.com.br',
    ajuda_cep: '01310100',
    ajuda_logradouro: 'Avenida Paulista',
    ajuda_numero: '1000',
    ajuda_complemento: '10º andar',
    ajuda_bairro: 'Bela Vista',
    ajuda_cidade: 'São Paulo',
    ajuda_uf: 'SP',
  }),
);

describe('POST /api/generico/v1/get-ajuda-empresa', () => {
  it("answers the company's help contacts with the api key alone", async ({ app, empresa }) => {
    const response = await call(app.app, endpoints.getAjudaEmpresa, { idEmpresa: empresa.id });
    expect(response.statusCode).toBe(200);
    expect(response.json<HelpInfo>()).toEqual({
      telefone1: '11987650000',
      telefone2: '1130001000',
      email: 'contato@clube.exemplo.com.br',
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: '10º andar',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    });
  });

  it('answers 404 for a company that does not exist', async ({ app }) => {
    const response = await call(app.app, endpoints.getAjudaEmpresa, { idEmpresa: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 401 without the api key', async ({ app, empresa }) => {
    const response = await call(
      app.app,
      endpoints.getAjudaEmpresa,
      { idEmpresa: empresa.id },
      { apiKey: null },
    );
    expect(response.statusCode).toBe(401);
  });
});
