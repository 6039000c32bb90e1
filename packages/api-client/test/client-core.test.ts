import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  isApiError,
  isNetworkError,
  NETWORK_ERROR_CODE,
  readError,
  send,
  withQuery,
} from '../src';

describe('withQuery', () => {
  it('adds only the values that are set', () => {
    expect(
      withQuery('/x', {
        nome: 'joão',
        page: 2,
        vazio: '',
        nada: null,
        fora: undefined,
        ativo: false,
      }),
    ).toBe('/x?nome=jo%C3%A3o&page=2&ativo=false');
  });

  it('leaves the path alone without a query or with nothing set', () => {
    expect(withQuery('/x', undefined)).toBe('/x');
    expect(withQuery('/x', { nome: '' })).toBe('/x');
  });
});

describe('readError', () => {
  it("reads the API's message and code", async () => {
    const response = Response.json(
      { message: 'CPF inválido.', code: 'VALIDATION' },
      { status: 400 },
    );
    expect(await readError(response)).toEqual({ message: 'CPF inválido.', code: 'VALIDATION' });
  });

  it('gives empty ones for a body that is not the API error', async () => {
    expect(await readError(new Response('<h1>Bad gateway</h1>', { status: 502 }))).toEqual({
      message: '',
      code: '',
    });
    expect(await readError(Response.json({ message: 3 }, { status: 500 }))).toEqual({
      message: '',
      code: '',
    });
    expect(await readError(new Response(null, { status: 500 }))).toEqual({ message: '', code: '' });
  });
});

describe('send', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns an unreachable server into a status-0 ApiError with the given message', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await send('/x', {}, 'Sem conexão.').catch((error: unknown) => error);
    expect(isNetworkError(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 0, message: 'Sem conexão.', code: NETWORK_ERROR_CODE });
  });

  it("keeps the caller's abort as it is", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(send('/x', {}, 'Sem conexão.')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('ApiError', () => {
  it('is recognised by status', () => {
    const error = new ApiError(404, 'Não encontrado.', 'NOT_FOUND');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 404)).toBe(true);
    expect(isApiError(error, 403)).toBe(false);
    expect(isNetworkError(error)).toBe(false);
    expect(error.endedSession).toBe(false);
  });
});
