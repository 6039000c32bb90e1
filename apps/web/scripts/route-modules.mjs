// Writes src/app/route-modules.json (the modules each route loads, for the build's route pages:
// vite/route-pages.ts) from the route table, with src/app/route-modules.ts. The app's modules
// expect a browser (the session store reads localStorage as it loads), so they load in the same
// jsdom the web tests run in, through Vite with the tests' config.
// Run: npm run routes:snapshot -w @clube/web
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { builtinEnvironments } from 'vitest/runtime';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = fileURLToPath(new URL('../src/app/route-modules.json', import.meta.url));

const browser = await builtinEnvironments.jsdom.setup(globalThis, {});
const vite = await createServer({
  root,
  configFile: fileURLToPath(new URL('../vitest.config.ts', import.meta.url)),
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true },
});
try {
  const { routeModules, routeModulesJson } = await vite.ssrLoadModule('/src/app/route-modules.ts');
  await writeFile(output, routeModulesJson(await routeModules()));
  console.log('src/app/route-modules.json written');
} finally {
  await vite.close();
  await browser.teardown(globalThis);
}
