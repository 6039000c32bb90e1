import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, type ErrorResponse } from '@clube/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from './static-web.js';

export interface AdminWebOptions {
  /** Absolute path of the built operator console (apps/admin/dist). */
  adminDist: string;
}

/** The console's URL prefix: its own index.html, its own assets, never the member app's. */
export const ADMIN_PREFIX = '/admin';

const NOT_FOUND: ErrorResponse = { message: 'Recurso não encontrado.', code: ERROR_CODES.notFound };

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Clube: console não compilado</title></head>
<body>
<h1>O console do Clube ainda não foi compilado</h1>
<p>A API está no ar, mas não há <code>index.html</code> na pasta do console (<code>apps/admin/dist</code>).</p>
<p>Na raiz do projeto, rode <code>npm run build</code> (ou <code>npm start</code>, que compila o que faltar) e recarregue esta página.</p>
<p lang="en">The API is running, but the operator console has not been built: run <code>npm run build</code> at the repository root.</p>
</body></html>`;

/** A path that names a file (`/admin/assets/x.js`, `/admin/.env`), not a console route. */
function looksLikeFile(url: string): boolean {
  const raw = url.split('?', 1)[0] ?? '';
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return true;
  }
  return path.split('/').some((segment) => segment.startsWith('.')) || /\.[a-z0-9]+$/i.test(path);
}

function wantsConsolePage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '*/*';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !looksLikeFile(request.url) &&
    (accept.includes('text/html') || accept.includes('*/*'))
  );
}

/** The encodings a client accepts (`br`, `gzip`), ignoring those it refuses with q=0. */
function acceptedEncodings(request: FastifyRequest): Set<string> {
  const header = String(request.headers['accept-encoding'] ?? '');
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Serves the built operator console under /admin, like the member app (plugins/static-web.ts):
 * Vite's content-hashed files under /admin/assets are immutable, index.html revalidates, and the
 * build's .br/.gz copies are sent to browsers that accept them. Every console route
 * (/admin/membros/12) gets the console's index.html; an unknown file is the JSON 404. It has its
 * own root, so the member app's files are never served here, nor the console's at /.
 * Registered with `prefix: ADMIN_PREFIX` (an encapsulated context with its own not-found handler).
 */
export async function adminWebPlugin(app: FastifyInstance, { adminDist }: AdminWebOptions) {
  const indexPath = join(adminDist, 'index.html');
  const built = existsSync(indexPath);

  if (built) {
    await app.register(fastifyStatic, {
      root: adminDist,
      prefix: '/',
      // The member app's static plugin owns reply.sendFile; this one only serves its own files.
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      dotfiles: 'ignore',
      setHeaders: (res, path) => {
        const isAsset = relative(adminDist, path).startsWith(`assets${sep}`);
        res.setHeader('Cache-Control', isAsset ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  /** index.html, precompressed when the browser accepts it (read per request: a rebuild shows at once). */
  async function sendConsolePage(request: FastifyRequest, reply: FastifyReply) {
    if (!built) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    const accepted = acceptedEncodings(request);
    reply
      .header('Cache-Control', CACHE_REVALIDATE)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    for (const [encoding, extension] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!accepted.has(encoding) || !existsSync(indexPath + extension)) continue;
      return reply.header('Content-Encoding', encoding).send(await readFile(indexPath + extension));
    }
    return reply.send(await readFile(indexPath));
  }

  const pageOrNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    wantsConsolePage(request) ? sendConsolePage(request, reply) : reply.code(404).send(NOT_FOUND);

  app.get('/', sendConsolePage);
  // Unbuilt, nothing here would claim /admin/*, and the member app's catch-all would answer it.
  if (!built) app.get('/*', pageOrNotFound);
  app.setNotFoundHandler(pageOrNotFound);
}
