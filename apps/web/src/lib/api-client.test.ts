import { describe, expect, it } from 'vitest';
import { jsonResponse, makeSession } from '../../test/factories';
import { callsTo, stubApi } from '../../test/fake-api';
import { api } from './api-client';
import { ApiError } from './api-error';
import { useClubStore } from './club-store';
import { getSession, startSession } from './session';

describe('api client', () => {
  it('sends the api key and the bearer token on authenticated calls', async () => {
    const fetchMock = stubApi({ updateTermsConditions: () => jsonResponse({ message: 'ok' }) });
    startSession(
      makeSession({ token: { token: 'abc.def', expiration: '2999-01-01T00:00:00Z' } }),
      false,
    );

    await expect(api('updateTermsConditions', { idUsuario: 7 })).resolves.toEqual({
      message: 'ok',
    });

    const [call] = callsTo(fetchMock, 'updateTermsConditions');
    expect(call?.url).toBe('/api/clube/v1/update-terms-conditions');
    expect(call?.method).toBe('POST');
    expect(call?.rawBody).toBe('{"idUsuario":7}');
    expect(call?.headers.get('api_key')).toBe('clube-demo-key');
    expect(call?.headers.get('Authorization')).toBe('bearer abc.def');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends only the api key on key-only calls', async () => {
    const fetchMock = stubApi({ login: () => jsonResponse(makeSession()) });
    startSession(makeSession(), false);
    await api('login', { username: '52998224725', password: 'demo1234' });
    const [call] = callsTo(fetchMock, 'login');
    expect(call?.headers.get('api_key')).toBe('clube-demo-key');
    expect(call?.headers.has('Authorization')).toBe(false);
  });

  it('sends GET calls without a body and puts the query in the URL', async () => {
    const fetchMock = stubApi({
      getFaqTotal: () => jsonResponse([]),
      getParceiroLista: () => jsonResponse([]),
    });
    startSession(makeSession(), false);
    await api('getFaqTotal');
    await api(
      'getParceiroLista',
      { idCliente: 10, idPerfil: 5, idServicoParceiro: 1, idCategoria: '' },
      { query: { busca: 'farmácia' } },
    );
    expect(callsTo(fetchMock, 'getFaqTotal')[0]).toMatchObject({
      method: 'GET',
      rawBody: undefined,
    });
    expect(callsTo(fetchMock, 'getParceiroLista')[0]?.url).toBe(
      '/api/clube/v1/get-parceiro-lista?busca=farm%C3%A1cia',
    );
  });

  it('a 401 on an authenticated call signs the member out', async () => {
    stubApi({
      updateTermsConditions: () =>
        jsonResponse({ message: 'Sessão expirada', code: 'UNAUTHENTICATED' }, 401),
    });
    const session = makeSession();
    startSession(session, true);
    useClubStore.getState().chooseCompany(session.empresas[0]!);

    const error = await api('updateTermsConditions', { idUsuario: 7 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', endedSession: true });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('remember')).toBeNull();
    expect(useClubStore.getState().choosedCompany).toBeNull();
  });

  it('a 401 for a token the member no longer holds leaves the current session alone', async () => {
    let answer: () => void = () => undefined;
    stubApi({
      getFaqTotal: () =>
        new Promise((resolve) => {
          answer = () => resolve(jsonResponse({ message: 'x', code: 'UNAUTHENTICATED' }, 401));
        }),
    });
    startSession(
      makeSession({ token: { token: 'velho', expiration: '2999-01-01T00:00:00Z' } }),
      false,
    );
    const call = api('getFaqTotal');
    const fresh = makeSession({ token: { token: 'novo', expiration: '2999-01-01T00:00:00Z' } });
    startSession(fresh, false);
    answer();

    await expect(call).rejects.toMatchObject({ status: 401, endedSession: false });
    expect(getSession()).toEqual(fresh);
  });

  it.each([
    ['PASSWORD_CHANGE_REQUIRED', 'Troque sua senha para continuar.', { alterarSenha: true }],
    ['TERMS_REQUIRED', 'Aceite o termo de uso para continuar.', { aceiteTermo: true }],
  ])(
    'a 403 %s marks the pending step in the session, so the guard sends the member there',
    async (code, message, flags) => {
      stubApi({ getFaqTotal: async () => jsonResponse({ message, code }, 403) });
      startSession(makeSession({ alterarSenha: false, aceiteTermo: false }), true);

      const error = await api('getFaqTotal').catch((e: unknown) => e);

      expect(error).toMatchObject({ status: 403, code, message, endedSession: true });
      expect(getSession()).toMatchObject({ alterarSenha: false, aceiteTermo: false, ...flags });
      expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toMatchObject(flags);
    },
  );

  it('any other 403 leaves the session as it was', async () => {
    stubApi({
      getFaqTotal: async () =>
        jsonResponse({ message: 'Acesso não permitido.', code: 'FORBIDDEN' }, 403),
    });
    startSession(makeSession({ alterarSenha: false, aceiteTermo: false }), true);
    await expect(api('getFaqTotal')).rejects.toMatchObject({ status: 403, endedSession: false });
    expect(getSession()).toMatchObject({ alterarSenha: false, aceiteTermo: false });
  });

  it('a 401 on a key-only call (bad api key) keeps the session', async () => {
    stubApi({
      login: () => jsonResponse({ message: 'Chave inválida', code: 'INVALID_API_KEY' }, 401),
    });
    startSession(makeSession(), false);
    await expect(api('login', { username: '1', password: '2' })).rejects.toMatchObject({
      status: 401,
      endedSession: false,
    });
    expect(getSession()).not.toBeNull();
  });

  it('maps error bodies that are not JSON, and unreachable servers', async () => {
    stubApi({
      login: () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(api('login', { username: '1', password: '2' })).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
    stubApi({
      login: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api('login', { username: '1', password: '2' })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
  });
});
