import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/*
 * One page per route (decision 058): index.html with <link>s in its <head> for the chunks and the
 * CSS the route's lazy modules need (src/app/route-modules.json), so that a member who opens the
 * app on /auth/home downloads the home's code with the app's entry instead of after it; and, for a
 * screen whose first calls start as the app starts, a script that starts them before the entry
 * has arrived (src/app/early-calls.ts, a chunk of its own). The server sends
 * dist/route-pages/auth/home.html for /auth/home (apps/api/src/plugins/spa-web.ts); the
 * service worker keeps sending index.html (these pages are for a visit without it).
 */

/** Where the pages are written, under dist: `/auth/home` → `route-pages/auth/home.html`. */
export const ROUTE_PAGES_DIR = 'route-pages';

/** The module that starts a screen's first calls when it is evaluated (vite.config.ts). */
export const EARLY_CALLS_MODULE = 'src/app/early-calls.ts';

/** What src/app/route-modules.json says of a route. */
export interface RouteModules {
  /** Source modules its lazy routes load. */
  modules: string[];
  /** Whether its first calls start as the app starts. */
  earlyCalls: boolean;
}

/** What this needs of a chunk of Rolldown's output. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** Source modules in the chunk, relative to the app's root with `/` (`src/app/router.tsx`). */
  modules: string[];
  /** Chunks it imports statically (file names). */
  imports: string[];
  /** CSS files it brings (Vite's `viteMetadata.importedCss`). */
  css: string[];
}

export interface RoutePage {
  fileName: string;
  html: string;
}

/** A route path this can turn into a file name: lower-case segments, no dots. */
const ROUTE_PATH = /^(\/[a-z0-9][a-z0-9-]*)+$/;

/** `chunk` and every chunk it imports statically, imports first (the order they are needed). */
function withImports(
  chunk: BuiltChunk,
  byFile: Map<string, BuiltChunk>,
  into: BuiltChunk[] = [],
): BuiltChunk[] {
  if (into.includes(chunk)) return into;
  into.push(chunk);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) withImports(imported, byFile, into);
  }
  into.push(into.splice(into.indexOf(chunk), 1)[0]!);
  return into;
}

/**
 * Each route's page: `indexHtml` (the built index.html, which already loads the entry, its imports
 * and its CSS) with a `modulepreload` for every further chunk the route's modules need and a
 * stylesheet for their CSS, as Vite itself links the entry's; for a route with early calls, an
 * async module script of the chunk that holds EARLY_CALLS_MODULE, after the entry's script. A
 * route that needs nothing beyond the entry gets no page. Throws for a module no chunk holds:
 * route-modules.json is stale.
 */
export function routePages(
  indexHtml: string,
  chunks: BuiltChunk[],
  routeModules: Record<string, RouteModules>,
  base = '/',
): RoutePage[] {
  if (!indexHtml.includes('</head>')) throw new Error('route pages: index.html has no </head>');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route pages: the build has no entry chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(chunks.flatMap((chunk) => chunk.modules.map((m) => [m, chunk])));
  const linked = withImports(entry, byFile);
  const linkedCss = new Set(linked.flatMap((chunk) => chunk.css));

  const chunkOf = (module: string): BuiltChunk => {
    const chunk = byModule.get(module);
    if (!chunk) {
      throw new Error(
        `route pages: no chunk holds ${module} (src/app/route-modules.json is stale: ` +
          'run `npm run routes:snapshot -w @clube/web`)',
      );
    }
    return chunk;
  };

  const pages: RoutePage[] = [];
  for (const [path, { modules, earlyCalls }] of Object.entries(routeModules)) {
    const needed: BuiltChunk[] = [];
    for (const module of modules) withImports(chunkOf(module), byFile, needed);
    const early = earlyCalls ? chunkOf(EARLY_CALLS_MODULE) : undefined;
    if (early) withImports(early, byFile, needed);
    const scripts = needed.filter((chunk) => !linked.includes(chunk)).map((c) => c.fileName);
    const styles = [...new Set(needed.flatMap((chunk) => chunk.css))].filter(
      (file) => !linkedCss.has(file),
    );
    if (!early && scripts.length === 0 && styles.length === 0) continue;
    if (!ROUTE_PATH.test(path)) throw new Error(`route pages: cannot name a page for ${path}`);
    const links = [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ];
    let html = indexHtml.replace(
      /\s*<\/head>/,
      `${links.map((l) => `\n    ${l}`).join('')}\n  </head>`,
    );
    if (early) {
      // Right after the entry's script: the entry, by far the largest file, is asked for first
      // and gets the connection the page came on, already past its slow start.
      const script = `<script type="module" async crossorigin src="${base}${early.fileName}"></script>`;
      html = html.replace(/(<script [^>]*><\/script>)/, `$1\n    ${script}`);
    }
    pages.push({ fileName: `${ROUTE_PAGES_DIR}${path}.html`, html });
  }
  return pages;
}

/** The Vite plugin: writes the route pages beside index.html at the end of a build. */
export function routePagesPlugin(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'clube:route-pages',
    // Not for scripts/prerender.mjs's server build of the login page, which has no index.html.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('route pages: the bundle has no index.html');
      const routeModules = JSON.parse(
        readFileSync(resolve(root, 'src/app/route-modules.json'), 'utf8'),
      ) as Record<string, RouteModules>;
      const chunks = Object.values(bundle).flatMap((output): BuiltChunk[] =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                modules: output.moduleIds.map((id) => relative(root, id).split(sep).join('/')),
                imports: output.imports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      for (const page of routePages(String(index.source), chunks, routeModules, base)) {
        this.emitFile({ type: 'asset', fileName: page.fileName, source: page.html });
      }
    },
  };
}
