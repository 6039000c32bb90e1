// The production server (`scripts/start.mjs`, which builds what is stale) on a throwaway SQLite
// database with the demo data, for the browser benchmarks (lighthouse.mjs, wire-bytes.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts it on BENCH_PORT (else `defaultPort`) and waits until it serves the app's page, at most
 * 5 minutes (a first build); answers its URL and how to stop it.
 */
export async function startDemoServer(defaultPort) {
  const port = process.env.BENCH_PORT ?? String(defaultPort);
  const dir = mkdtempSync(join(tmpdir(), 'clube-bench-web-'));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: `file:${join(dir, 'clube.db')}`,
      DEMO: 'true',
      PORT: port,
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const up = await fetch(`${url}/`, { headers: { accept: 'text/html' } }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop: () => server.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not answer within 5 minutes');
}
