import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect } from 'vitest';
import { TEST_API_KEY, type TestApp } from './helpers/app.js';
import { apiTest } from './helpers/fixture.js';

const INDEX = '<!doctype html><title>Clube</title><div id="root"></div>';
/** The build's page for the partner list: index.html naming the list's chunks (decision 058). */
const PARTNERS_PAGE =
  '<!doctype html><title>Clube</title><link rel="modulepreload" crossorigin href="/assets/partners-9c1d.js"><div id="root"></div>';
const ASSET = `export const x = "${'Clube '.repeat(200)}";`;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
/** What Chromium sends: brotli is preferred when the server has it. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The .br and .gz copies the web build writes beside a file (apps/web/scripts/precompress.mjs). */
function writeWithCompressedCopies(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'clube-web-'));
  mkdirSync(join(dir, 'assets'));
  writeWithCompressedCopies(join(dir, 'index.html'), INDEX);
  writeWithCompressedCopies(join(dir, 'assets', 'x-3f2a1b.js'), ASSET);
  mkdirSync(join(dir, 'route-pages', 'auth'), { recursive: true });
  writeWithCompressedCopies(join(dir, 'route-pages', 'auth', 'partners-list.html'), PARTNERS_PAGE);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Clube"}');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/x.js"}}');
  return dir;
}

const it = apiTest({ config: { webDist: makeWebDist() } });

/** An app page asked for as a browser does: answered brotli-compressed, revalidated at every visit. */
async function compressedPage(app: TestApp, url: string) {
  const response = await app.app.inject({
    method: 'GET',
    url,
    headers: { ...html, 'accept-encoding': BROWSER_ENCODINGS },
  });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
  expect(response.headers['content-encoding'], url).toBe('br');
  expect(response.headers['vary'], url).toMatch(/accept-encoding/i);
  expect(response.headers['cache-control'], url).toBe('no-cache');
  return response;
}

/** An app whose web app was never built (an empty dist folder). */
const withoutBuild = apiTest(async () => ({
  config: { webDist: mkdtempSync(join(tmpdir(), 'clube-empty-web-')) },
}));

describe('the built web app', () => {
  it('serves index.html at / without long caching, with the strict CSP', async ({ app }) => {
    const response = await app.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "img-src 'self' data: blob:",
      "worker-src 'self'",
      "manifest-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers deep links with index.html (SPA fallback)', async ({ app }) => {
    for (const url of ['/auth/dependents', '/choose-company', '/forgot/recovery?x=1']) {
      const response = await app.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('marks hashed assets immutable and revalidates the service worker and manifest', async ({
    app,
  }) => {
    const asset = await app.app.inject({ method: 'GET', url: '/assets/x-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await app.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers a route the build made a page for with that page, which names the route's chunks", async ({
    app,
  }) => {
    for (const url of ['/auth/partners-list', '/auth/partners-list/', '/auth/partners-list?x=1']) {
      const response = await compressedPage(app, url);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(PARTNERS_PAGE);
    }
    const plain = await app.app.inject({
      method: 'GET',
      url: '/auth/partners-list',
      headers: html,
    });
    expect(plain.body).toBe(PARTNERS_PAGE);
    // Its neighbours and the login page keep the plain index.html.
    for (const url of ['/', '/auth/partners-type', '/auth/partners-list/x', '/auth/partners']) {
      const response = await app.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('answers an app route asked for with */* (curl, health checkers) with the page', async ({
    app,
  }) => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/auth/dependents?x=1',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('answers a missing asset with 404, not with the page', async ({ app }) => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/assets/nao-existe.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers paths that name a file with 404, not the page: no probe is told "200"', async ({
    app,
  }) => {
    for (const url of ['/.git/config', '/.env', '/%2Egit/HEAD', '/data/jwt-secret.txt', '/x.php']) {
      const response = await app.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        message: 'Recurso não encontrado.',
        code: 'NOT_FOUND',
      });
    }
    for (const url of ['/auth/home', '/auth/partner-details', '/auth/partner-details?id=3']) {
      const response = await app.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('never answers /api or /media with the page', async ({ app }) => {
    const api = await app.app.inject({
      method: 'GET',
      url: '/api/nao-existe',
      headers: { ...html, api_key: TEST_API_KEY },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const media = await app.app.inject({ method: 'GET', url: '/media/nao-existe', headers: html });
    expect(media.statusCode).toBe(404);
    expect(media.headers['content-type']).toMatch(/json/);
  });
});

describe('compression of the built web app', () => {
  const asset = '/assets/x-3f2a1b.js';

  it('sends the brotli copy to a browser that accepts it, typed as the original', async ({
    app,
  }) => {
    const plain = await app.app.inject({ method: 'GET', url: asset });
    const response = await app.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-type']).toBe(plain.headers['content-type']);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(ASSET.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET);
  });

  it('sends the gzip copy to a client that accepts only gzip', async ({ app }) => {
    const response = await app.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET);
  });

  it('sends the file itself to a client that accepts no compression', async ({ app }) => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'zstd' }]) {
      const response = await app.app.inject({ method: 'GET', url: asset, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.body).toBe(ASSET);
    }
  });

  it('compresses the page at / and the index.html of a deep link, keeping its headers', async ({
    app,
  }) => {
    for (const url of ['/', '/auth/dependents', '/forgot/recovery?x=1']) {
      const response = await compressedPage(app, url);
      expect(String(response.headers['content-security-policy']), url).toContain(
        "script-src 'self'",
      );
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('sends a file without compressed copies as it is', async ({ app }) => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('self.addEventListener("fetch", () => {})');
  });

  it('never serves the build manifest under dist/.vite', async ({ app }) => {
    for (const headers of [{}, { 'accept-encoding': BROWSER_ENCODINGS }]) {
      const response = await app.app.inject({
        method: 'GET',
        url: '/.vite/manifest.json',
        headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Recurso não encontrado.', code: 'NOT_FOUND' });
    }
  });
});

describe('without a build', () => {
  const it = withoutBuild;

  it('tells the operator to run npm run build', async ({ app: bare }) => {
    const response = await bare.app.inject({ method: 'GET', url: '/auth/home', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('npm run build');
  });
});

describe('GET /media/:id', () => {
  it.beforeAll(async ({ db }) => {
    const created_at = '2026-01-15T12:00:00.000Z';
    await db
      .insertInto('midia')
      .values([
        {
          id: 'logo-teste',
          mime: 'image/svg+xml',
          conteudo: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
          created_at,
        },
        {
          id: 'banner-teste',
          mime: 'image/png',
          conteudo: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          created_at,
        },
        {
          id: 'pagina',
          mime: 'text/html',
          conteudo: Buffer.from('<script>alert(1)</script>'),
          created_at,
        },
      ])
      .execute();
  });

  it('serves a company image with its type, a long cache and nosniff', async ({ app }) => {
    const response = await app.app.inject({ method: 'GET', url: '/media/banner-teste' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an SVG under a CSP that lets no script run', async ({ app }) => {
    const response = await app.app.inject({ method: 'GET', url: '/media/logo-teste' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
  });

  it('never serves stored HTML as a page', async ({ app }) => {
    const response = await app.app.inject({ method: 'GET', url: '/media/pagina' });
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe('attachment');
  });

  it('answers 404 for an unknown id', async ({ app }) => {
    const response = await app.app.inject({ method: 'GET', url: '/media/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Imagem não encontrada.', code: 'NOT_FOUND' });
  });
});
