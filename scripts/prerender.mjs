// Draws an app's first screen into its dist/index.html after `vite build`, so that screen shows
// (and takes typing) with the HTML, before the app's code arrives over a slow connection
// (docs/decisions/124-counter-sign-in-in-the-html.md, 132-the-first-screen-in-the-html.md). Run in
// the app's folder (`node ../../scripts/prerender.mjs`, its build script): the app's
// `src/prerender.tsx` exports `render()`, built for the server with the app's own configuration
// so its CSS module class names are the app's. The app's `src/prerendered-gate.js`, inlined first
// in the head, decides before anything is shown whether this browser is on that screen (the
// address, a session kept): only then does the copy show (`.prerendered` in the app's global CSS).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = process.cwd();
const outDir = join(root, 'dist-prerender');
const page = join(root, 'dist', 'index.html');
const EMPTY_ROOT = '<div id="root"></div>';

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
  const gate = `<script>${readFileSync(join(root, 'src', 'prerendered-gate.js'), 'utf8').trim()}</script>`;
  writeFileSync(
    page,
    html
      .replace('</title>', `</title>\n    ${gate}`)
      .replace(EMPTY_ROOT, `<div id="root"><div class="prerendered">${render()}</div></div>`),
  );
  console.log(`prerender: the first screen is in ${page}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
