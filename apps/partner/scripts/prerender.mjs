// Draws the sign-in screen into dist/index.html after `vite build`, so the form shows (and takes
// typing) with the HTML, before the app's code arrives over a slow connection
// (docs/decisions/124-counter-sign-in-in-the-html.md). The screen is built for the server with the
// same configuration as the app, so its CSS module class names are the app's.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../dist-prerender', import.meta.url));
const page = fileURLToPath(new URL('../dist/index.html', import.meta.url));
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
  const { render } = await import(pathToFileURL(`${outDir}/prerender.js`).href);
  const html = readFileSync(page, 'utf8');
  if (!html.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
  // 'prerendered' (styles/global.css) shows the copy only after a moment: a staff member already
  // signed in, whose app starts at once from the cache, never sees the sign-in form flash by.
  writeFileSync(
    page,
    html.replace(EMPTY_ROOT, `<div id="root"><div class="prerendered">${render()}</div></div>`),
  );
  console.log('prerender: the sign-in screen is in dist/index.html');
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
