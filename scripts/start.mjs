// `npm start`: builds what is missing or stale, then runs the production server (API + built web app).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
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
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contract = 'packages/contract/src';
const clientCore = 'packages/api-client/src';
if (isStale('apps/web/dist/index.html', ['apps/web/src', 'apps/web/public', contract, clientCore]))
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
if (isStale('apps/api/dist/server.js', ['apps/api/src', contract]))
  build('@clube/api', 'o servidor');

await import(new URL('../apps/api/dist/server.js', import.meta.url).href);
