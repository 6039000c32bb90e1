import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process.js';

// A real process, its ports and a signal on the embedded database; PostgreSQL has nothing to add.
const sqliteOnly = describe.skipIf(process.env.TEST_DATABASE_URL);

const dir = mkdtempSync(join(tmpdir(), 'clube-proof-metrics-'));
let server: ServerProcess | undefined;
afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

sqliteOnly('the metrics port', () => {
  it('serves the metrics apart from the app, and stops cleanly on SIGTERM with a scraper connected', async () => {
    server = await startServer(`file:${join(dir, 'clube.db')}`, {
      LOG_LEVEL: 'info',
      METRICS_PORT: '0',
      SHUTDOWN_DRAIN_MS: '0',
      SHUTDOWN_GRACE_MS: '5000',
    });
    const metricsPort = Number(
      /metrics on http:\/\/127\.0\.0\.1:(\d+)\/metrics/.exec(server.output())?.[1],
    );
    expect(metricsPort).toBeGreaterThan(0);

    expect((await fetch(`http://127.0.0.1:${server.port}/api/health/live`)).status).toBe(200);
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(text).toMatch(
      /^clube_http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} 1$/m,
    );
    expect(text).toMatch(/^clube_db_query_duration_seconds_count \d+$/m);

    const onAppPort = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
    expect(onAppPort).not.toContain('clube_http_requests_total');

    // The scraper's connection is still open (keep-alive): the shutdown must not wait for it.
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toContain('grace period over');
  });
});
