// `npm start`: builds what is missing or stale, then runs the production server (API + built web app).
//
// The server runs in this very process, and package.json's `exec` leaves no shell between npm and
// it: SIGTERM to npm (what a supervisor sends) is forwarded here and shuts the server down. Should
// npm itself be killed outright, this process notices that its parent is gone and stops too.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => existsSync(dir) && newestMtime(dir) > built);
}

function build(workspace, label) {
  console.log(`Compilando ${label}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    stdio: 'inherit',
    // Vite builds what NODE_ENV names: a NODE_ENV=test inherited from a test runner that starts the
    // server would leave React's development build in dist for every later start to serve.
    env: { ...process.env, NODE_ENV: 'production' },
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contract = 'packages/contract/src';
const clientCore = 'packages/api-client/src';
/** What writes an app's first screen into its index.html after the build. */
const prerender = ['scripts/prerender.mjs', 'scripts/prerendered-start.js'];
if (
  isStale('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/public',
    contract,
    clientCore,
    ...prerender,
  ])
)
  build('@clube/web', 'o app web');
if (
  isStale('apps/admin/dist/index.html', [
    'apps/admin/src',
    'apps/admin/public',
    contract,
    clientCore,
  ])
)
  build('@clube/admin', 'o console');
if (
  isStale('apps/partner/dist/index.html', [
    'apps/partner/src',
    'apps/partner/public',
    contract,
    clientCore,
    ...prerender,
  ])
)
  build('@clube/partner', 'o app do parceiro');
if (isStale('apps/api/dist/server.js', ['apps/api/src', contract]))
  build('@clube/api', 'o servidor');

/** Under npm: stop (as on SIGTERM) when npm is gone, rather than run on under PID 1. */
function stopWithParent() {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 1000);
  watch.unref();
}

if (process.env.npm_lifecycle_event === 'start') stopWithParent();
await import(new URL('../apps/api/dist/server.js', import.meta.url).href);
