import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, type ErrorResponse } from '@clube/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isUnder } from '../lib/request-path.js';

export interface StaticWebOptions {
  /** Absolute path of the built web app (apps/web/dist). */
  webDist: string;
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Under apps/web/dist; the same name as in apps/web/vite/route-pages.ts. */
const ROUTE_PAGES_DIR = 'route-pages';

const NOT_FOUND: ErrorResponse = { message: 'Recurso não encontrado.', code: ERROR_CODES.notFound };

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Clube: aplicativo não compilado</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>O aplicativo web ainda não foi compilado</h1>
<p>A API está no ar, mas não há <code>index.html</code> na pasta do aplicativo web.</p>
<p>Na raiz do projeto, rode <code>npm run build</code> (ou <code>npm start</code>, que compila o que faltar) e recarregue esta página.</p>
<p lang="en">The API is running, but the web app has not been built: run <code>npm run build</code> at the repository root.</p>
</body></html>`;

/**
 * The web build's page for each route that loads chunks beyond the app's entry
 * (apps/web/vite/route-pages.ts: `route-pages/auth/home.html` for /auth/home, decision 058), read
 * once at start: route path → file under the web dist.
 */
function findRoutePages(webDist: string): Map<string, string> {
  const dir = join(webDist, ROUTE_PAGES_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const route = `/${file.slice(0, -'.html'.length).split(sep).join('/')}`;
        return [route, `${ROUTE_PAGES_DIR}/${file.split(sep).join('/')}`];
      }),
  );
}

/** The route a page request names: `/auth/home/?x=1` → `/auth/home`. */
function routeOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A path that names a file (`/.git/config`, `/data/jwt-secret.txt`, `/assets/x.js`), not an app route. */
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

/** A browser navigation to an app route (not the API, not media, not a file): answered with index.html. */
function wantsAppPage(request: FastifyRequest): boolean {
  const isApi = isUnder(request, '/api') || isUnder(request, '/media');
  // A route of the app has no file extension and no dot-folder; a file that is not among the built
  // ones stays a 404, so a stale chunk never gets HTML and a probe for /.git/config or a secret file
  // is told plainly that there is nothing there. curl and health checkers ask for */*, browsers
  // for text/html.
  const accept = request.headers.accept ?? '*/*';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApi &&
    !looksLikeFile(request.url) &&
    (accept.includes('text/html') || accept.includes('*/*'))
  );
}

/**
 * Serves the built web app, precompressed: Vite's content-hashed files under /assets are immutable,
 * everything else (index.html, sw.js, the manifest) revalidates so a deploy reaches members at
 * once. Deep links (/auth/dependents) get index.html, or the route's own page that names the chunks
 * it needs; anything else unknown is the JSON 404.
 */
export const staticWebPlugin = fp<StaticWebOptions>(
  async function staticWeb(app: FastifyInstance, { webDist }) {
    const built = existsSync(join(webDist, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        cacheControl: false,
        // The build writes .br and .gz copies beside each text file (apps/web/scripts/
        // precompress.mjs): the copy the browser accepts is sent, with the original's Content-Type,
        // and the file itself when there is none; index.html of deep links too (sendFile).
        preCompressed: true,
        // dist/.vite holds the build manifest, which is for the size check, not for browsers.
        dotfiles: 'ignore',
        setHeaders: (res, path) => {
          const isAsset = relative(webDist, path).startsWith(`assets${sep}`);
          res.setHeader('Cache-Control', isAsset ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
    }

    const routePages = built ? findRoutePages(webDist) : new Map<string, string>();

    const sendAppPage = (request: FastifyRequest, reply: FastifyReply) =>
      built
        ? reply
            .header('Cache-Control', CACHE_REVALIDATE)
            .sendFile(routePages.get(routeOf(request.url)) ?? 'index.html')
        : reply
            .code(503)
            .header('Cache-Control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(NOT_BUILT_PAGE);

    app.setNotFoundHandler((request, reply) =>
      wantsAppPage(request) ? sendAppPage(request, reply) : reply.code(404).send(NOT_FOUND),
    );
  },
  { name: 'static-web' },
);
