import { endpoints } from '@clube/contract';
import { describe, expect, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startJobs } from '../../src/jobs/scheduler.js';
import { createMetrics } from '../../src/metrics/metrics.js';
import { serveMetrics } from '../../src/metrics/metrics-server.js';
import { call } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';

const metrics = createMetrics();

/** The value of one sample of the exposition text (0 when absent). */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}
const scrape = async () => (await metrics.scrape()).text;

const it = apiTest({
  metrics,
  database: { connection: { onQuery: metrics.dbQuery } },
  config: {
    loginLockout: { afterFailures: 2, accountsPerAddress: 1000 },
    // Refused at once: every e-mail delivery fails.
    smtpUrl: 'smtp://127.0.0.1:1',
  },
});

it.beforeAll(({ app }) => {
  metrics.watch({ poolUse: app.database.poolUse });
});

describe('metrics', () => {
  it('counts answers by route pattern and status, never by the URL with its ids', async ({
    app,
  }) => {
    const before = await scrape();
    const label = (status: number) => `{method="GET",route="/media/:id",status="${status}"}`;
    const first = await app.app.inject({ method: 'GET', url: '/media/987654' });
    await app.app.inject({ method: 'GET', url: '/media/123456' });

    const after = await scrape();
    expect(sample(after, 'clube_http_requests_total', label(first.statusCode))).toBe(
      sample(before, 'clube_http_requests_total', label(first.statusCode)) + 2,
    );
    expect(
      sample(
        after,
        'clube_http_request_duration_seconds_count',
        '{method="GET",route="/media/:id"}',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(after).not.toContain('987654');
    expect(after).not.toContain('123456');
  });

  it('counts database queries, sign-in failures and lockouts', async ({ app, member }) => {
    const queries = sample(await scrape(), 'clube_db_query_duration_seconds_count');
    const wrong = { username: member.usuario.login, password: 'senha-errada-1' };
    expect((await call(app.app, endpoints.login, wrong)).statusCode).toBe(404);
    expect((await call(app.app, endpoints.login, wrong)).statusCode).toBe(404);

    const text = await scrape();
    expect(sample(text, 'clube_sign_in_failures_total', '{area="member"}')).toBe(2);
    expect(sample(text, 'clube_sign_in_lockouts_total', '{area="member"}')).toBe(1);
    expect(sample(text, 'clube_db_query_duration_seconds_count')).toBeGreaterThan(queries);
  });

  it('reports the outbox waiting, its failed deliveries and the job runs', async ({ app, db }) => {
    await db
      .insertInto('outbox')
      .values({
        canal: 'email',
        destino: 'socio@example.com',
        assunto: 'Código',
        corpo: 'Seu código é 1234',
        corpo_html: null,
        status: 'pendente',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(sample(await scrape(), 'clube_outbox_pending_messages', '{channel="email"}')).toBe(1);

    await app.app.outbox.deliver();
    await vi.waitFor(async () =>
      expect(
        sample(await scrape(), 'clube_outbox_delivery_failures_total', '{channel="email"}'),
      ).toBe(1),
    );
    // The worker's first run, when the app became ready.
    expect(
      sample(await scrape(), 'clube_job_runs_total', '{job="deliver-outbox",outcome="ok"}'),
    ).toBeGreaterThanOrEqual(1);

    const stop = startJobs(
      [{ name: 'quebrado', everyMs: 60_000, run: () => Promise.reject(new Error('falhou')) }],
      app.app.log,
      metrics,
    );
    await stop();
    expect(
      sample(await scrape(), 'clube_job_runs_total', '{job="quebrado",outcome="failed"}'),
    ).toBe(1);
  });

  it("reports the process (memory, event-loop delay) and, on PostgreSQL, the pool's use", async ({
    app,
  }) => {
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    if (app.database.dialect === 'postgres')
      expect(sample(text, 'clube_db_pool_connections', '{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toMatch(/^clube_db_pool_connections\{/m);
  });

  it('serves them on their own port only: the app answers no /metrics', async ({ app }) => {
    const server = await serveMetrics(metrics, { host: '127.0.0.1', port: 0 });
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toContain('clube_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    } finally {
      await server.close();
    }

    for (const url of ['/metrics', '/api/metrics']) {
      const response = await app.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('clube_http_requests_total');
    }
  });
});

describe('METRICS_PORT and METRICS_HOST', () => {
  const base = { DATABASE_URL: ':memory:', DEMO: 'true' };

  it('are off unless METRICS_PORT is set, on loopback by default', () => {
    expect(loadConfig(base).metrics).toBeNull();
    expect(loadConfig({ ...base, METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual(
      { port: 9464, host: '10.0.0.5' },
    );
  });

  it('refuse a port that is not one, or the public port itself', () => {
    expect(() => loadConfig({ ...base, METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...base, PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });
});
