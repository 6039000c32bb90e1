import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { describe, expect } from 'vitest';
import { createTestApp } from './helpers/app.js';
import { apiTest } from './helpers/fixture.js';

const MEMBER_INDEX = '<!doctype html><title>Clube</title><div id="root"></div>';
const ADMIN_INDEX = `<!doctype html><title>Clube · Console</title><div id="root"></div>${' '.repeat(600)}`;
const ADMIN_ASSET = `export const console = "${'Console '.repeat(200)}";`;
const PARTNER_INDEX = `<!doctype html><title>Clube · Parceiro</title><div id="root"></div>${' '.repeat(600)}`;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function withCopies(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

function makeDist(prefix: string, index: string, asset: [string, string]): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dir, 'assets'));
  withCopies(join(dir, 'index.html'), index);
  withCopies(join(dir, 'assets', asset[0]), asset[1]);
  writeFileSync(join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const it = apiTest({
  config: {
    webDist: makeDist('clube-web-', MEMBER_INDEX, ['member-1a2b.js', 'export const m = 1;']),
    adminDist: makeDist('clube-admin-', ADMIN_INDEX, ['console-9f8e.js', ADMIN_ASSET]),
    partnerDist: makePartnerDist(),
  },
});

function makePartnerDist(): string {
  const dir = makeDist('clube-partner-', PARTNER_INDEX, ['counter-77aa.js', ADMIN_ASSET]);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Clube Parceiro"}');
  return dir;
}

describe('the operator console under /admin', () => {
  it('serves its own index.html at /admin and /admin/, revalidated, with the strict CSP', async ({
    app,
  }) => {
    for (const url of ['/admin', '/admin/']) {
      const response = await app.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(ADMIN_INDEX);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(String(response.headers['content-security-policy']), url).toContain(
        "script-src 'self'",
      );
    }
  });

  it('answers console routes with its index.html (SPA fallback), never the member app', async ({
    app,
  }) => {
    for (const url of ['/admin/empresas', '/admin/membros/12', '/admin/importar?empresa=3']) {
      const response = await app.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(ADMIN_INDEX);
    }
  });

  it('marks hashed assets immutable and sends the brotli or gzip copy', async ({ app }) => {
    const url = '/admin/assets/console-9f8e.js';
    const br = await app.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ADMIN_ASSET);
    const gz = await app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ADMIN_ASSET);
    const plain = await app.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ADMIN_ASSET);
  });

  it('honours Accept-Encoding: * for pages and files, and a refusal with q=0', async ({ app }) => {
    const page = await app.app.inject({
      method: 'GET',
      url: '/admin/membros',
      headers: { ...html, 'accept-encoding': '*' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toBe(ADMIN_INDEX);
    const asset = await app.app.inject({
      method: 'GET',
      url: '/admin/assets/console-9f8e.js',
      headers: { 'accept-encoding': '*' },
    });
    expect(asset.headers['content-encoding']).toBe('gzip');
    const refused = await app.app.inject({
      method: 'GET',
      url: '/admin/membros',
      headers: { ...html, 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(ADMIN_INDEX);
  });

  it('compresses the page of a deep link too', async ({ app }) => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/admin/operadores',
      headers: { ...html, 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ADMIN_INDEX);
  });

  it('keeps the two apps apart: neither serves the other one files', async ({ app }) => {
    const memberAssetUnderAdmin = await app.app.inject({
      method: 'GET',
      url: '/admin/assets/member-1a2b.js',
    });
    expect(memberAssetUnderAdmin.statusCode).toBe(404);
    const adminAssetAtRoot = await app.app.inject({
      method: 'GET',
      url: '/assets/console-9f8e.js',
    });
    expect(adminAssetAtRoot.statusCode).toBe(404);
    const memberPage = await app.app.inject({ method: 'GET', url: '/auth/home', headers: html });
    expect(memberPage.body).toBe(MEMBER_INDEX);
  });

  it('answers a missing file or a dot-path with the JSON 404, not the page', async ({ app }) => {
    for (const url of ['/admin/assets/nao-existe.js', '/admin/.env', '/admin/%2Egit/HEAD']) {
      const response = await app.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        message: 'Recurso não encontrado.',
        code: 'NOT_FOUND',
      });
    }
  });
});

describe('the partner counter app under /parceiro', () => {
  it('serves its own page at /parceiro and on its routes, compressed and revalidated', async ({
    app,
  }) => {
    for (const url of ['/parceiro', '/parceiro/', '/parceiro/usos-de-hoje']) {
      const response = await app.app.inject({
        method: 'GET',
        url,
        headers: { ...html, 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(String(response.headers['content-security-policy']), url).toContain(
        "script-src 'self'",
      );
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(PARTNER_INDEX);
    }
  });

  it('lets its pages use the camera (the QR code), and no other app', async ({ app }) => {
    const counter = await app.app.inject({ method: 'GET', url: '/parceiro/', headers: html });
    expect(counter.headers['permissions-policy']).toContain('camera=(self)');
    expect(counter.headers['permissions-policy']).toContain('microphone=()');
    for (const url of ['/', '/admin/', '/auth/home']) {
      const page = await app.app.inject({ method: 'GET', url, headers: html });
      expect(page.headers['permissions-policy'], url).toContain('camera=()');
    }
  });

  it('keeps assets immutable and its service worker and manifest revalidated', async ({ app }) => {
    const asset = await app.app.inject({ method: 'GET', url: '/parceiro/assets/counter-77aa.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/parceiro/sw.js', '/parceiro/manifest.webmanifest']) {
      const response = await app.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never serves another app its files, nor a probe the page', async ({ app }) => {
    for (const url of [
      '/parceiro/assets/console-9f8e.js',
      '/parceiro/assets/member-1a2b.js',
      '/admin/assets/counter-77aa.js',
      '/assets/counter-77aa.js',
      '/parceiro/.env',
    ]) {
      const response = await app.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('a server whose console is not built', () => {
  it('says so in Portuguese at /admin, and the member app is untouched', async () => {
    const bare = await createTestApp({
      config: {
        webDist: makeDist('clube-web-', MEMBER_INDEX, ['member-1a2b.js', 'export const m = 1;']),
        adminDist: join(tmpdir(), 'clube-test-no-admin-dist'),
        partnerDist: join(tmpdir(), 'clube-test-no-partner-dist'),
      },
    });
    try {
      const response = await bare.app.inject({
        method: 'GET',
        url: '/admin/empresas',
        headers: html,
      });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('console do Clube ainda não foi compilado');
      const partner = await bare.app.inject({ method: 'GET', url: '/parceiro', headers: html });
      expect(partner.statusCode).toBe(503);
      expect(partner.body).toContain('aplicativo do parceiro ainda não foi compilado');
      const member = await bare.app.inject({ method: 'GET', url: '/', headers: html });
      expect(member.body).toBe(MEMBER_INDEX);
    } finally {
      await bare.close();
    }
  });
});
