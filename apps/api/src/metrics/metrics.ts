import type PromClient from 'prom-client';
import { lazyModule } from '../lib/lazy-module.js';

export type JobOutcome = 'ok' | 'failed';

/** What the server counts for its operators (docs/decisions/096); every method is cheap. */
export interface Metrics {
  readonly enabled: boolean;
  /** One answer: the route's pattern (`/api/v1/dependentes/:id`), never the URL with its ids. */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  dbQuery(seconds: number): void;
  jobRun(job: string, outcome: JobOutcome): void;
  /** A message the outbox failed to send (it is retried, or given up after its last attempt). */
  outboxFailure(channel: string): void;
  /** A wrong password or code; `area`: member, admin, admin-totp or partner. */
  signInFailure(area: string): void;
  /** An account locked (again) by its failures. */
  lockout(area: string): void;
  /** Sources read at each scrape. */
  watch(sources: MetricSources): void;
  /** The exposition text, and its content type. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

export interface MetricSources {
  /** PostgreSQL connections (null on SQLite). */
  poolUse?: () => { total: number; idle: number; waiting: number } | null;
  /** Messages waiting to be sent, per channel. */
  outboxPending?: () => Promise<{ channel: string; count: number }[]>;
}

/** Metrics off: nothing counted, prom-client never loaded. */
export const noMetrics: Metrics = {
  enabled: false,
  httpRequest: () => {},
  dbQuery: () => {},
  jobRun: () => {},
  outboxFailure: () => {},
  signInFailure: () => {},
  lockout: () => {},
  watch: () => {},
  scrape: () => Promise.resolve({ contentType: 'text/plain', text: '' }),
};

// Loaded only when METRICS_PORT is set (lib/lazy-module.ts).
const promClient = lazyModule<typeof PromClient>('prom-client');

const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/** Metrics on, in a registry of their own, with Node's process metrics (memory, event-loop delay). */
export function createMetrics(): Metrics {
  const client = promClient();
  const registry = new client.Registry();
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry });
  const sources: MetricSources = {};

  const requests = new client.Counter({
    name: 'clube_http_requests_total',
    help: 'HTTP answers by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const requestSeconds = new client.Histogram({
    name: 'clube_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const querySeconds = new client.Histogram({
    name: 'clube_db_query_duration_seconds',
    help: 'Time of each database query',
    buckets: DB_BUCKETS,
    registers,
  });
  new client.Gauge({
    name: 'clube_db_pool_connections',
    help: 'PostgreSQL pool: connections open (total), idle, and requests waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      const use = sources.poolUse?.();
      if (!use) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
  new client.Gauge({
    name: 'clube_outbox_pending_messages',
    help: 'Outbox messages waiting to be sent, by channel',
    labelNames: ['channel'],
    registers,
    async collect() {
      this.reset();
      // A database that cannot answer leaves the gauge empty rather than failing the scrape.
      const pending = await sources.outboxPending?.().catch(() => []);
      for (const { channel, count } of pending ?? []) this.set({ channel }, count);
    },
  });
  const outboxFailures = new client.Counter({
    name: 'clube_outbox_delivery_failures_total',
    help: 'Failed attempts to send an outbox message, by channel',
    labelNames: ['channel'],
    registers,
  });
  const jobRuns = new client.Counter({
    name: 'clube_job_runs_total',
    help: 'Background job runs by job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'],
    registers,
  });
  const signInFailures = new client.Counter({
    name: 'clube_sign_in_failures_total',
    help: 'Wrong passwords or codes by area (member, admin, admin-totp, partner)',
    labelNames: ['area'],
    registers,
  });
  const lockouts = new client.Counter({
    name: 'clube_sign_in_lockouts_total',
    help: 'Accounts locked after repeated failures, by area',
    labelNames: ['area'],
    registers,
  });

  return {
    enabled: true,
    httpRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    dbQuery: (seconds) => querySeconds.observe(seconds),
    jobRun: (job, outcome) => jobRuns.inc({ job, outcome }),
    outboxFailure: (channel) => outboxFailures.inc({ channel }),
    signInFailure: (area) => signInFailures.inc({ area }),
    lockout: (area) => lockouts.inc({ area }),
    watch: (more) => Object.assign(sources, more),
    scrape: async () => ({ contentType: registry.contentType, text: await registry.metrics() }),
  };
}
