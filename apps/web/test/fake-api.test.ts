import { describe, expect, it } from 'vitest';
import { api } from '../src/lib/api-client';
import { startSession } from '../src/lib/session';
import { jsonResponse, makeSession } from './factories';
import { callsTo, stubApi, verifyApiCalls } from './fake-api';

// Each case provokes a refusal and checks it with verifyApiCalls, which also clears it, so the
// check in test/setup.ts finds nothing left afterwards.
describe('fake API', () => {
  it('answers by endpoint name and records body, headers and query', async () => {
    startSession(makeSession(), false);
    const fetchMock = stubApi({
      getParceiroLista: (body, _headers, query) =>
        jsonResponse(query.get('pagina') === '2' && body.idServicoParceiro === 32 ? [] : null),
    });
    await expect(
      api(
        'getParceiroLista',
        { idCliente: 10, idPerfil: 5, idServicoParceiro: 32, idCategoria: '' },
        { query: { pagina: 2 } },
      ),
    ).resolves.toEqual([]);
    const [call] = callsTo(fetchMock, 'getParceiroLista');
    expect(call?.body).toEqual({
      idCliente: 10,
      idPerfil: 5,
      idServicoParceiro: 32,
      idCategoria: '',
    });
    expect(call?.headers.get('Authorization')).toBe('bearer token-abc');
    expect(call?.query.get('pagina')).toBe('2');
    expect(verifyApiCalls).not.toThrow();
  });

  it('answers lookups by default', async () => {
    await expect(api('getAllSex')).resolves.toHaveLength(2);
    expect(verifyApiCalls).not.toThrow();
  });

  it('fails the test on a call nobody answers, while the app sees a 500', async () => {
    stubApi({});
    await expect(api('getFaqTotal')).rejects.toMatchObject({ status: 500 });
    expect(verifyApiCalls).toThrow(
      'unexpected call: GET /api/clube/v1/get-faq-total (getFaqTotal)',
    );
  });

  it('fails the test on a body the server would refuse, while the app sees a 400', async () => {
    startSession(makeSession(), false);
    const fetchMock = stubApi({ updateTermsConditions: () => jsonResponse({ message: 'ok' }) });
    await expect(
      api('updateTermsConditions', { idUsuario: 'sete' as unknown as number }),
    ).rejects.toMatchObject({ status: 400 });
    expect(callsTo(fetchMock, 'updateTermsConditions')).toHaveLength(1);
    expect(verifyApiCalls).toThrow(
      /updateTermsConditions sent what the server refuses: body idUsuario/,
    );
  });

  it('fails the test on a query the server would refuse', async () => {
    startSession(makeSession(), false);
    stubApi({ getParceiroLista: () => jsonResponse([]) });
    await api(
      'getParceiroLista',
      { idCliente: 10, idPerfil: 5, idServicoParceiro: 32, idCategoria: '' },
      { query: { pagina: 0 } },
    ).catch(() => undefined);
    expect(verifyApiCalls).toThrow(/getParceiroLista sent what the server refuses: query pagina/);
  });

  it("fails the test when the test's own answer is not what the server answers", async () => {
    startSession(makeSession(), false);
    stubApi({ getDependentes: () => jsonResponse([{ nome: 'sem id' }]) });
    await api('getDependentes', { idCliente: 10, idPerfil: 5 });
    expect(verifyApiCalls).toThrow(/getDependentes: the test's answer 0\.idDependente/);
  });
});
