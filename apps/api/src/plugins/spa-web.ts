import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, type ErrorResponse } from '@clube/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUnder } from '../lib/request-path.js';

/** One built single-page app the server serves: where its files are and what it needs. */
export interface SpaWebOptions {
  /** Absolute path of the app's build (apps/web/dist, apps/admin/dist, apps/partner/dist). */
  dist: string;
  /** How the page shown before the build names the app: 'O console do Clube'. */
  label: string;
  /** The build writes a page per route naming that route's chunks (the member app, decision 058). */
  routePages?: boolean;
  /** URL prefixes that belong to the server, never to the app (/api, /media at the root). */
  serverPrefixes?: readonly string[];
  /** The app's own Permissions-Policy, replacing the server's (the counter app's camera). */
  permissionsPolicy?: string;
}

/** The apps the server serves: the member app at /, the console and the partner's counter app. */
export const ADMIN_PREFIX = '/admin';
export const PARTNER_PREFIX = '/parceiro';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Under the member app's dist; the same name as in apps/web/vite/route-pages.ts. */
const ROUTE_PAGES_DIR = 'route-pages';

const NOT_FOUND: ErrorResponse = { message: 'Recurso não encontrado.', code: ERROR_CODES.notFound };

function notBuiltPage(label: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Clube: aplicativo não compilado</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${label} ainda não foi compilado</h1>
<p>A API está no ar, mas não há <code>index.html</code> na pasta deste aplicativo.</p>
<p>Na raiz do projeto, rode <code>npm run build</code> (ou <code>npm start</code>, que compila o que faltar) e recarregue esta página.</p>
<p lang="en">The API is running, but this app has not been built: run <code>npm run build</code> at the repository root.</p>
</body></html>`;
}

/**
 * The build's page for each route that loads chunks beyond the app's entry
 * (`route-pages/auth/home.html` for /auth/home, decision 058), read once at start:
 * route path under the app → file under its dist.
 */
function findRoutePages(dist: string): Map<string, string> {
  const dir = join(dist, ROUTE_PAGES_DIR);
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

/** The route a page request names inside the app: `/admin/membros/?x=1` → `/membros`. */
function routeOf(url: string, prefix: string): string {
  const path = (url.split('?', 1)[0] ?? '/').slice(prefix.length) || '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A path that names a file (`/.git/config`, `/admin/.env`, `/assets/x.js`), not an app route. */
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

/**
 * A browser navigation to an app route: answered with the app's page. A route has no file
 * extension and no dot-folder; a file that is not among the built ones stays a 404, so a stale
 * chunk never gets HTML and a probe for /.git/config is told plainly that there is nothing there.
 * curl and health checkers ask for *\/*, browsers for text/html.
 */
function wantsAppPage(request: FastifyRequest, serverPrefixes: readonly string[]): boolean {
  const accept = request.headers.accept ?? '*/*';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !serverPrefixes.some((prefix) => isUnder(request, prefix)) &&
    !looksLikeFile(request.url) &&
    (accept.includes('text/html') || accept.includes('*/*'))
  );
}

/**
 * Serves one built single-page app under the prefix it is registered with (an encapsulated
 * context: its own files, its own not-found handler, so no app ever serves another one's files).
 * Vite's content-hashed files under assets/ are immutable; everything else (index.html, sw.js,
 * the manifest) revalidates so a deploy reaches people at once. The build's .br and .gz copies
 * are sent to browsers that accept them, for files and pages alike: @fastify/static's negotiation
 * is the only one (q-values, `*`). Every app route gets index.html (or the route's own page);
 * anything else unknown is the JSON 404.
 */
export async function spaWebPlugin(app: FastifyInstance, options: SpaWebOptions) {
  const { dist, label, serverPrefixes = [] } = options;
  const prefix = app.prefix;
  const built = existsSync(join(dist, 'index.html'));

  const { permissionsPolicy } = options;
  if (permissionsPolicy) {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Permissions-Policy', permissionsPolicy);
      return payload;
    });
  }

  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      cacheControl: false,
      // The copy the browser accepts is sent with the original's Content-Type, and the file
      // itself when there is none; the app's page of deep links too (sendFile).
      preCompressed: true,
      // dist/.vite holds the build manifest, which is for the size check, not for browsers.
      dotfiles: 'ignore',
      setHeaders: (res, path) => {
        const isAsset = relative(dist, path).startsWith(`assets${sep}`);
        res.setHeader('Cache-Control', isAsset ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  const routePages = built && options.routePages ? findRoutePages(dist) : new Map<string, string>();

  const sendAppPage = (request: FastifyRequest, reply: FastifyReply) =>
    built
      ? reply
          .header('Cache-Control', CACHE_REVALIDATE)
          .sendFile(routePages.get(routeOf(request.url, prefix)) ?? 'index.html')
      : reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(notBuiltPage(label));

  const pageOrNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    wantsAppPage(request, serverPrefixes)
      ? sendAppPage(request, reply)
      : reply.code(404).send(NOT_FOUND);

  app.get('/', sendAppPage);
  // Unbuilt, nothing here would claim /admin/*, and the member app's catch-all would answer it.
  if (prefix && !built) app.get('/*', pageOrNotFound);
  app.setNotFoundHandler(pageOrNotFound);
}
