// Draws an app's first screen into its dist/index.html after `vite build`, so that screen shows
// (and takes typing) with the HTML, before the app's code arrives over a slow connection
// (docs/decisions/124-counter-sign-in-in-the-html.md, 132-the-first-screen-in-the-html.md). Run in
// the app's folder (`node ../../scripts/prerender.mjs`, its build script): the app's
// `src/prerender.tsx` exports `render()`, built for the server with the app's own configuration
// so its CSS module class names are the app's. The app's `src/prerendered-gate.js`, inlined first
// in the head, decides before anything is shown whether this browser is on that screen (the
// address, a session kept): only then does the copy show (`.prerendered` in the app's global CSS).
// The page needs nothing else to paint (decision 135): the app's stylesheet is written into the
// head, and its code is listed instead of linked, started by `prerendered-start.js` beside this
// file once the copy has painted (at once where the copy does not show).
//
// The pages of the app's other addresses (dist/route-pages, the member app's) are made the same
// way, without the copy: where the app has a `src/kept-screen.js`, it is inlined after #root to
// draw the screen the app kept at the member's last visit (decision 136), and where it does, the
// code waits for its paint too (decision 138).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = process.cwd();
const scriptsDir = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(root, 'dist-prerender');
const page = join(root, 'dist', 'index.html');
const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY = /\n? *<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const IMPORT = /\n? *<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]*\/assets\/([^"/]+\.css))">/g;

/** Every match's first group, and the page without the matches. */
function cut(html, pattern) {
  const found = [...html.matchAll(pattern)].map((m) => m[1]);
  return [found, html.replace(pattern, '')];
}

const inline = (file) => `<script>${readFileSync(file, 'utf8').trim()}</script>`;

/**
 * The page's own stylesheets written into it, and its code listed at the end of its body for the
 * start script, after `drawFirst` (inline scripts that draw a first screen).
 *
 * Each stylesheet written in leaves a disabled `<link>` to its file (never fetched): the app's
 * loader of lazy chunks (Vite's) looks for the stylesheets a chunk needs among the page's links,
 * and would otherwise fetch them again before it showed the chunk's screen.
 *
 * The code is asked for by the start script: at once where the page draws nothing of its own, else
 * once that has painted (decisions 135, 138).
 */
function paintsAlone(html, { name, drawFirst = [] }) {
  const withStyles = html.replace(STYLESHEET, (_, href, file) => {
    const css = readFileSync(join(root, 'dist', 'assets', file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be written into a <style>`);
    return `<style>${css.trim()}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
  const [entries, withoutEntry] = cut(withStyles, ENTRY);
  if (entries.length !== 1) throw new Error(`${name} has ${entries.length} entry scripts`);
  const [imports, page] = cut(withoutEntry, IMPORT);
  const code = JSON.stringify({ entry: entries[0], imports });
  const scripts = [
    `<script type="application/json" id="app-code">${code}</script>`,
    ...drawFirst.map(inline),
    inline(join(scriptsDir, 'prerendered-start.js')),
  ];
  return page.replace(/\s*<\/body>/, `\n    ${scripts.join('\n    ')}\n  </body>`);
}

/** The route pages under dist (vite/route-pages.ts), each made to paint alone. */
function routePagesPaintAlone() {
  const dir = join(root, 'dist', 'route-pages');
  if (!existsSync(dir)) return;
  const keptScreen = join(root, 'src', 'kept-screen.js');
  const drawFirst = existsSync(keptScreen) ? [keptScreen] : [];
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = join(dir, file);
    writeFileSync(path, paintsAlone(readFileSync(path, 'utf8'), { name: path, drawFirst }));
  }
}

await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'prerender.js' } },
  },
});

try {
  const { render } = await import(pathToFileURL(join(outDir, 'prerender.js')).href);
  const html = readFileSync(page, 'utf8');
  if (!html.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
  if (!html.includes('</title>')) throw new Error('dist/index.html has no <title>');
  // The decision is taken before the body is parsed, inline (no request; the server's CSP names its
  // hash, apps/api/src/plugins/security.ts): the copy is in the page's first paint or not at all.
  const gate = inline(join(root, 'src', 'prerendered-gate.js'));
  writeFileSync(
    page,
    paintsAlone(
      html
        .replace('</title>', `</title>\n    ${gate}`)
        .replace(EMPTY_ROOT, `<div id="root"><div class="prerendered">${render()}</div></div>`),
      { name: page },
    ),
  );
  routePagesPaintAlone();
  console.log(`prerender: the first screen is in ${page}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
