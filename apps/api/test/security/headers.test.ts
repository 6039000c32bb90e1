import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@clube/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { DOCUMENT_CSP } from '../../src/modules/tadodoi/document-routes.js';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from '../../src/plugins/security.js';
import { call, login, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';
import { PNG_DATA_URL, type RecordsWorld } from '../helpers/records-world.js';
import { insertPrescription } from '../tadodoi/tadodoi-world.js';

const it = apiTest();

const INDEX = '<!doctype html><title>Clube</title><div id="root"></div>';

/** The app serving a built web app (a temporary folder, removed after the file). */
const webTest = apiTest(async (onCleanup) => {
  const dist = mkdtempSync(join(tmpdir(), 'clube-headers-'));
  onCleanup(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-3f2a1b9c.js'), 'export const x = 1;');
  writeFileSync(join(dist, 'assets', 'index-3f2a1b9c.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Clube"}');
  return { config: { webDist: dist } };
}).extend('site', { scope: 'file' }, async ({ app: web }): Promise<Site> => {
  const db = web.database.db;
  const member = await createMember(db, { empresas: [await insertEmpresa(db)] });
  const card = member.cards[0]!;
  const session = {
    token: await tokenFor(web.app, member.usuario),
    identity: { idCliente: card.id, idPerfil: card.perfil_id },
  };
  await db
    .insertInto('midia')
    .values({
      id: 'logo-cabecalho',
      mime: 'image/png',
      conteudo: Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64'),
      created_at: '2026-01-01T00:00:00.000Z',
      usuario_id: null,
    })
    .execute();
  const saved = await call(
    web.app,
    endpoints.updateProfile,
    {
      ...session.identity,
      login: member.usuario.login,
      nome: 'Maria da Silva',
      email: 'maria@example.com',
      telefone: '(11) 98765-4321',
      foto: PNG_DATA_URL,
    },
    { token: session.token },
  );
  const photoUrl = saved.json<{ foto: string }>().foto;
  const world = { t: web } as RecordsWorld;
  const documento = (await insertPrescription(world, card, {
    descricao: 'Receita',
    createdAt: '2026-01-10T12:00:00.000Z',
  }))!;
  await db.updateTable('empresa').set({ atendimento_liberado: 1 }).execute();
  const documentUrl = (
    await call(
      web.app,
      endpoints.listaMinhasReceitasDocumento,
      { ...session.identity, idDocumento: documento },
      { token: session.token },
    )
  ).json<{ data: string }>().data;
  return { web, session, photoUrl, documentUrl };
});

/** The web app's server, a member's session there, a photo's and a prescription's addresses. */
interface Site {
  web: TestApp;
  session: { token: string; identity: { idCliente: number; idPerfil: number } };
  photoUrl: string;
  documentUrl: string;
}

describe('headers on every answer', () => {
  it('marks every /api answer no-store: sign-in, personal data and errors alike', async ({
    app,
  }) => {
    const db = app.database.db;
    const member = await createMember(db, { empresas: [await insertEmpresa(db)] });
    const session = await login(app.app, member.usuario.login, member.usuario.password);
    const card = member.cards[0]!;
    const answers = [
      await call(app.app, endpoints.login, {
        username: member.usuario.login,
        password: member.usuario.password,
      }),
      await call(
        app.app,
        endpoints.getDependentes,
        { idCliente: card.id, idPerfil: card.perfil_id },
        { token: session.token.token },
      ),
      await call(app.app, endpoints.login, { username: member.usuario.login, password: 'errada' }),
      await call(app.app, endpoints.getDependentes, {
        idCliente: card.id,
        idPerfil: card.perfil_id,
      }),
      await call(app.app, endpoints.getDependentes, {}, { apiKey: null }),
      await app.app.inject({ method: 'GET', url: '/api/nao-existe' }),
      await app.app.inject({ method: 'GET', url: '/api/health' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 404, 401, 401, 401, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('forbids framing consistently and turns off browser features the app does not use', async ({
    app,
  }) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    // 'Perto de mim' asks for the location on the member's tap: our origin only, never a frame.
    expect(policy).toContain('geolocation=(self)');
  });
});

describe('paths that are not the app', () => {
  it('answers a malformed media address with a clean Portuguese 400', async ({ app }) => {
    const response = await app.app.inject({ method: 'GET', url: '/media/%ff%fe' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Endereço inválido.', code: 'INVALID_INPUT' });
    expect(response.body).not.toMatch(/FST_|not a valid url/);
  });
});

/*
 * Every kind of answer the server gives, with the headers each must carry. A new kind of answer
 * (the operator console's pages, another file type) is added to ANSWER_KINDS; the common security
 * headers are then checked on it too.
 */
describe('headers by kind of answer', () => {
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  const get = ({ web }: Site, url: string, headers: Record<string, string> = {}) =>
    web.app.inject({ method: 'GET', url, headers });

  /** The page's policy, as the browser gets it. */
  const PAGE_CSP = Object.entries(CONTENT_SECURITY_POLICY)
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join(';');

  interface Kind {
    request: (site: Site) => Promise<LightMyRequestResponse>;
    status: number;
    contentType: RegExp;
    cacheControl: string;
    /**
     * 'page': the app's policy; 'sandbox': an image opened on its own can run nothing; 'document':
     * a PDF loads nothing else and is never framed (a sandbox would stop the browser's PDF viewer).
     */
    csp: 'page' | 'sandbox' | 'document';
  }

  const ANSWER_KINDS: Record<string, Kind> = {
    'the page at /': {
      request: (site) => get(site, '/', html),
      status: 200,
      contentType: /^text\/html/,
      cacheControl: 'no-cache',
      csp: 'page',
    },
    'a deep link of the app (/auth/home)': {
      request: (site) => get(site, '/auth/home', html),
      status: 200,
      contentType: /^text\/html/,
      cacheControl: 'no-cache',
      csp: 'page',
    },
    'a hashed script': {
      request: (site) => get(site, '/assets/index-3f2a1b9c.js'),
      status: 200,
      contentType: /^(application|text)\/javascript/,
      cacheControl: 'public, max-age=31536000, immutable',
      csp: 'page',
    },
    'a hashed stylesheet': {
      request: (site) => get(site, '/assets/index-3f2a1b9c.css'),
      status: 200,
      contentType: /^text\/css/,
      cacheControl: 'public, max-age=31536000, immutable',
      csp: 'page',
    },
    'the service worker': {
      request: (site) => get(site, '/sw.js'),
      status: 200,
      contentType: /^(application|text)\/javascript/,
      cacheControl: 'no-cache',
      csp: 'page',
    },
    'the manifest': {
      request: (site) => get(site, '/manifest.webmanifest'),
      status: 200,
      contentType: /^application\/manifest\+json/,
      cacheControl: 'no-cache',
      csp: 'page',
    },
    '/api JSON (a signed-in read)': {
      request: ({ web, session }) =>
        call(web.app, endpoints.getDependentes, session.identity, { token: session.token }),
      status: 200,
      contentType: /^application\/json/,
      cacheControl: 'no-store',
      csp: 'page',
    },
    '/api error (no token)': {
      request: ({ web, session }) => call(web.app, endpoints.getDependentes, session.identity),
      status: 401,
      contentType: /^application\/json/,
      cacheControl: 'no-store',
      csp: 'page',
    },
    '/api error (invalid input)': {
      request: ({ web, session }) =>
        call(web.app, endpoints.getDependentes, {}, { token: session.token }),
      status: 400,
      contentType: /^application\/json/,
      cacheControl: 'no-store',
      csp: 'page',
    },
    '/api error (unknown call)': {
      request: ({ web }) => call(web.app, { method: 'POST', path: '/api/clube/v1/nao-existe' }, {}),
      status: 404,
      contentType: /^application\/json/,
      cacheControl: 'no-store',
      csp: 'page',
    },
    '/media company image': {
      request: (site) => get(site, '/media/logo-cabecalho'),
      status: 200,
      contentType: /^image\/png$/,
      cacheControl: 'public, max-age=31536000, immutable',
      csp: 'sandbox',
    },
    '/media member photo (signed)': {
      request: (site) => get(site, site.photoUrl),
      status: 200,
      contentType: /^image\//,
      cacheControl: 'private, no-store',
      csp: 'sandbox',
    },
    '/media member photo without its signature': {
      request: (site) => get(site, site.photoUrl.split('?')[0]!),
      status: 403,
      contentType: /^application\/json/,
      cacheControl: 'private, no-store',
      csp: 'page',
    },
    '/media prescription PDF (signed)': {
      request: (site) => get(site, site.documentUrl),
      status: 200,
      contentType: /^application\/pdf$/,
      cacheControl: 'private, no-store',
      csp: 'document',
    },
  };

  webTest.for(Object.entries(ANSWER_KINDS))('%s', async ([, expected], { site }) => {
    const response = await expected.request(site);
    const h = response.headers;
    expect(response.statusCode, response.body.slice(0, 200)).toBe(expected.status);
    expect(String(h['content-type'])).toMatch(expected.contentType);
    expect(h['cache-control']).toBe(expected.cacheControl);
    // On every answer, whatever it is.
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    // Browsers heed HSTS only over HTTPS (behind the TLS proxy); a year, subdomains included.
    expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = String(h['content-security-policy']);
    if (expected.csp === 'page') {
      expect(csp).toBe(PAGE_CSP);
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
    } else if (expected.csp === 'sandbox') {
      expect(csp).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    } else {
      expect(csp).toBe(DOCUMENT_CSP);
      expect(h['content-disposition']).toBe('inline');
    }
    expect(h['x-powered-by']).toBeUndefined();
    expect(h.server).toBeUndefined();
  });
});
