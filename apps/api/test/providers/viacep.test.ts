import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LruCache } from '../../src/providers/cep/lru-cache.js';
import { CepProviderError } from '../../src/providers/cep/provider.js';
import { VIACEP_TIMEOUT_MS, viaCepProvider } from '../../src/providers/cep/viacep.js';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../helpers/fake-http-server.js';

/** What ViaCEP answers for 01001-000 (trimmed to the fields we read, plus some we ignore). */
const SE = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

let fake: FakeHttpServer;
beforeAll(async () => {
  fake = await startFakeHttpServer((request, response) => {
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(request.url ?? '')?.[1];
    switch (cep) {
      case '01001000':
        return sendJson(response, 200, SE);
      case '99999999':
        return sendJson(response, 200, { erro: true });
      case '99999998':
        return sendJson(response, 200, { erro: 'true' });
      case '50000000':
        return sendJson(response, 500, { message: 'down' });
      case '40000000':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<html>maintenance</html>');
      case '30000000':
        return sendJson(response, 200, { unexpected: 1 });
      case '20000000':
        return; // never answers
      default:
        return sendJson(response, 400, {});
    }
  });
});
afterAll(() => fake.close());

const provider = (options: { timeoutMs?: number; now?: () => number } = {}) =>
  viaCepProvider({ baseUrl: `${fake.url}/ws/`, ...options });
const countRequests = (cep: string) => fake.requests.filter((p) => p.includes(cep)).length;

describe('the ViaCEP provider', () => {
  it('waits 3 s by default', () => {
    expect(VIACEP_TIMEOUT_MS).toBe(3000);
  });

  it('answers the address of a known CEP, with the CEP masked', async () => {
    expect(await provider().lookup('01001000')).toEqual({
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
    });
  });

  it.each(['99999999', '99999998'])('answers null for an unknown CEP (%s: erro)', async (cep) => {
    expect(await provider().lookup(cep)).toBeNull();
  });

  it.each([
    ['an HTTP error', '50000000'],
    ['a body that is not JSON', '40000000'],
    ['JSON of another shape', '30000000'],
  ])('throws CepProviderError on %s', async (_case, cep) => {
    await expect(provider().lookup(cep)).rejects.toBeInstanceOf(CepProviderError);
  });

  it('gives up after its timeout', async () => {
    const started = Date.now();
    const error = await provider({ timeoutMs: 150 })
      .lookup('20000000')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CepProviderError);
    expect((error as Error).message).toMatch(/timed out/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('throws CepProviderError when nothing listens', async () => {
    const closed = viaCepProvider({ baseUrl: 'http://127.0.0.1:1' });
    await expect(closed.lookup('01001000')).rejects.toBeInstanceOf(CepProviderError);
  });

  it('asks once per CEP within a day, found or not, and again after it', async () => {
    let now = 1_000_000;
    const cached = provider({ now: () => now });
    const before = { se: countRequests('01001000'), unknown: countRequests('99999999') };
    await cached.lookup('01001000');
    await cached.lookup('01001000');
    await cached.lookup('99999999');
    expect(await cached.lookup('99999999')).toBeNull();
    expect(countRequests('01001000')).toBe(before.se + 1);
    expect(countRequests('99999999')).toBe(before.unknown + 1);

    now += 24 * 60 * 60 * 1000;
    await cached.lookup('01001000');
    expect(countRequests('01001000')).toBe(before.se + 2);
  });

  it('does not cache a failure', async () => {
    const p = provider();
    const before = countRequests('50000000');
    await expect(p.lookup('50000000')).rejects.toThrow();
    await expect(p.lookup('50000000')).rejects.toThrow();
    expect(countRequests('50000000')).toBe(before + 2);
  });
});

describe('LruCache', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const cache = new LruCache<number>(2, 1000, () => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = new LruCache<string>(10, 100, () => now);
    cache.set('k', 'v');
    now = 99;
    expect(cache.get('k')).toBe('v');
    now = 100;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
