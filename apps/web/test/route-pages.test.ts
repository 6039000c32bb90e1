import { describe, expect, it } from 'vitest';
import { routePages, type BuiltChunk, type RouteModules } from '../vite/route-pages';

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/early-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A build shaped like the app's: an entry, the signed-in chunk, the home and the partner screens. */
const CHUNKS: BuiltChunk[] = [
  {
    fileName: 'assets/index-1.js',
    isEntry: true,
    modules: ['src/main.tsx', 'src/app/router.tsx', 'src/features/auth/pages/login-page.tsx'],
    imports: ['assets/runtime-1.js', 'assets/early-1.js'],
    css: ['assets/index-1.css'],
  },
  {
    fileName: 'assets/early-1.js',
    isEntry: false,
    modules: ['src/app/early-calls.ts', 'src/lib/session.ts'],
    imports: ['assets/runtime-1.js'],
    css: [],
  },
  { fileName: 'assets/runtime-1.js', isEntry: false, modules: ['\0runtime'], imports: [], css: [] },
  {
    fileName: 'assets/signed-in-1.js',
    isEntry: false,
    modules: ['src/app/components/query-layout.tsx', 'src/app/components/auth-shell.tsx'],
    imports: ['assets/runtime-1.js', 'assets/index-1.js'],
    css: ['assets/signed-in-1.css'],
  },
  {
    fileName: 'assets/home-page-1.js',
    isEntry: false,
    modules: ['src/features/home/pages/home-page.tsx'],
    imports: ['assets/signed-in-1.js', 'assets/index-1.js'],
    css: ['assets/home-page-1.css'],
  },
  {
    fileName: 'assets/partners-1.js',
    isEntry: false,
    modules: [
      'src/features/partners/pages/partners-list-page.tsx',
      'src/features/partners/pages/partners-type-page.tsx',
    ],
    imports: ['assets/signed-in-1.js', 'assets/index-1.js'],
    css: ['assets/partners-1.css', 'assets/signed-in-1.css'],
  },
];

const SIGNED_IN = ['src/app/components/query-layout.tsx', 'src/app/components/auth-shell.tsx'];

/** A route that loads `modules` and starts no call early. */
const loads = (...modules: string[]): RouteModules => ({ modules, earlyCalls: false });

const links = (html: string) => html.match(/<link [^>]*>/g) ?? [];

describe('the page of each route', () => {
  it("adds the chunks and CSS a route needs beyond the entry's to index.html, dependencies first", () => {
    const [home] = routePages(INDEX_HTML, CHUNKS, {
      '/auth/home': loads(...SIGNED_IN, 'src/features/home/pages/home-page.tsx'),
    });
    expect(home?.fileName).toBe('route-pages/auth/home.html');
    // index.html as built, the entry's links first, then the route's, dependencies first.
    expect(home!.html).toBe(
      INDEX_HTML.replace(
        '  </head>',
        [
          '    <link rel="modulepreload" crossorigin href="/assets/signed-in-1.js">',
          '    <link rel="modulepreload" crossorigin href="/assets/home-page-1.js">',
          '    <link rel="stylesheet" crossorigin href="/assets/signed-in-1.css">',
          '    <link rel="stylesheet" crossorigin href="/assets/home-page-1.css">',
          '  </head>',
        ].join('\n'),
      ),
    );
  });

  it('links a CSS file two chunks bring once', () => {
    const [list] = routePages(INDEX_HTML, CHUNKS, {
      '/auth/partners-list': loads(
        ...SIGNED_IN,
        'src/features/partners/pages/partners-list-page.tsx',
      ),
    });
    expect(links(list!.html).filter((l) => l.includes('signed-in-1.css'))).toHaveLength(1);
    expect(links(list!.html).filter((l) => l.includes('partners-1'))).toHaveLength(2);
  });

  it('runs the early calls without waiting for the entry on a route that has them, and only there', () => {
    const [home, list] = routePages(INDEX_HTML, CHUNKS, {
      '/auth/home': {
        modules: [...SIGNED_IN, 'src/features/home/pages/home-page.tsx'],
        earlyCalls: true,
      },
      '/auth/partners-type': loads(
        ...SIGNED_IN,
        'src/features/partners/pages/partners-type-page.tsx',
      ),
    });
    const scripts = home!.html.match(/<script [^>]*>/g);
    expect(scripts).toEqual([
      '<script type="module" crossorigin src="/assets/index-1.js">',
      '<script type="module" async crossorigin src="/assets/early-1.js">',
    ]);
    expect(list!.html.match(/<script [^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/index-1.js">',
    ]);
    // The login page has no lazy module, but a route with early calls gets a page for them.
    expect(
      routePages(INDEX_HTML, CHUNKS, {
        '/': loads(),
        '/auth/early': { modules: [], earlyCalls: true },
      }).map((page) => page.fileName),
    ).toEqual(['route-pages/auth/early.html']);
  });

  it('makes no page for a route whose modules come with the entry', () => {
    expect(
      routePages(INDEX_HTML, CHUNKS, { '/login': loads('src/features/auth/pages/login-page.tsx') }),
    ).toEqual([]);
  });

  it('refuses a module no chunk holds: the route table changed since route-modules.json', () => {
    expect(() =>
      routePages(INDEX_HTML, CHUNKS, { '/auth/old': loads('src/features/old/pages/old-page.tsx') }),
    ).toThrow(/route-modules\.json is stale/);
  });

  it('refuses a route path it cannot turn into a file name', () => {
    for (const path of ['/../etc/passwd', '/auth/:id', '/auth/Home', 'auth/home', '/']) {
      expect(() => routePages(INDEX_HTML, CHUNKS, { [path]: loads(...SIGNED_IN) }), path).toThrow(
        /cannot name a page/,
      );
    }
  });

  it('writes the base the app is served under into each link', () => {
    const [home] = routePages(
      INDEX_HTML,
      CHUNKS,
      { '/auth/home': { modules: SIGNED_IN, earlyCalls: true } },
      '/clube/',
    );
    expect(links(home!.html)).toContain(
      '<link rel="modulepreload" crossorigin href="/clube/assets/signed-in-1.js">',
    );
    expect(home!.html).toContain(
      '<script type="module" async crossorigin src="/clube/assets/early-1.js">',
    );
  });
});
