import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpoints } from '@clube/contract';
import { describe, expect, it as plainIt } from 'vitest';
import { negotiateEncoding } from '../../src/plugins/compression.js';
import { TEST_API_KEY, type TestApp } from '../helpers/app.js';
import { apiTest, type MemberWorld } from '../helpers/fixture.js';

const it = apiTest();
it.beforeAll(async ({ db }) => {
  // A FAQ of ~6 KB: large enough to be compressed.
  const { id } = await db
    .insertInto('faq_categoria')
    .values({ nome: 'Pagamentos', ordem: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < 30; i++)
    await db
      .insertInto('faq_item')
      .values({
        categoria_id: id,
        pergunta: `Como pago a fatura número ${i}?`,
        resposta: `<p>Pelo boleto do app, no internet banking ou numa lotérica, até o vencimento (${i}).</p>`,
        ordem: i,
      })
      .execute();
});

const faq = (app: TestApp, member: MemberWorld, acceptEncoding?: string) =>
  app.app.inject({
    method: 'GET',
    url: endpoints.getFaqTotal.path,
    headers: {
      api_key: TEST_API_KEY,
      authorization: `bearer ${member.token}`,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('compressed API answers', () => {
  it('sends a large JSON answer as brotli when the client takes it, with Vary, and the same JSON inside', async ({
    app,
    member,
  }) => {
    const plain = await faq(app, member);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await faq(app, member, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends gzip to a client that takes only gzip', async ({ app, member }) => {
    const gzip = await faq(app, member, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(
      (await faq(app, member)).json(),
    );
  });

  it('sends a small answer as it is, still saying it depends on Accept-Encoding', async ({
    app,
  }) => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('compresses error answers only when large, and never without Accept-Encoding', async ({
    app,
  }) => {
    const refused = await app.app.inject({
      method: 'GET',
      url: endpoints.getFaqTotal.path,
      headers: { 'accept-encoding': 'br' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual({ message: 'Chave de API inválida.', code: 'INVALID_API_KEY' });
  });
});

describe('negotiateEncoding', () => {
  plainIt.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0.5, *;q=0', 'gzip'],
    ['BR', 'br'],
  ] as const)('%j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
