import { sql } from 'kysely';
import { maskCpf } from '@clube/contract';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase, redact } from './db/database.js';
import { databaseUnavailable } from './db/unavailable.js';
import { LogDestination } from './lib/log-destination.js';
import { shutdownOnSignals } from './shutdown.js';
import { migrateToLatest } from './db/migrate.js';
import { setHashesAtOnce } from './lib/password.js';
import { seedDemoData, seedOperators } from './db/seed/index.js';
import {
  DEMO_MEMBER,
  DEMO_MODE_WARNING,
  DEMO_OPERATORS,
  DEMO_PARTNER_STAFF,
  DEMO_PARTNER_STAFF_PASSWORD,
} from './demo.js';
import { purgeExpiredIdempotencyKeys } from './jobs/purge-idempotency-keys.js';
import { startJobs } from './jobs/scheduler.js';
import { retentionJobs } from './jobs/retention-schedule.js';
import { scheduledNoticesJob } from './jobs/scheduled-notices.js';
import { sendCampaignsJob } from './jobs/send-campaigns.js';
import { runWithLease } from './jobs/job-lease.js';
import { purgeUsedCodes } from './modules/counter/uses.js';
import { createMetrics, noMetrics } from './metrics/metrics.js';
import { serveMetrics } from './metrics/metrics-server.js';

/** The host of the URL to open: localhost when listening on every interface or on loopback. */
function browsableHost(host: string): string {
  if (['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host)) return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  setHashesAtOnce(config.passwordHashesAtOnce);
  const metrics = config.metrics ? createMetrics() : noMetrics;
  const database = createDatabase(config.databaseUrl, {
    waitMs: config.database.waitMs,
    statementTimeoutMs: config.database.statementTimeoutMs,
    poolMax: config.database.poolMax,
    poolQueueMax: config.database.poolQueueMax,
    ...(metrics.enabled ? { onQuery: metrics.dbQuery } : {}),
  });
  metrics.watch({ poolUse: database.poolUse });
  const logDestination = new LogDestination();
  const app = await (async () => {
    try {
      await migrateToLatest(database.db);
      if (config.demo) {
        await seedDemoData(database.db);
        // A demo database seeded before the console existed gets its demo operators now.
        await seedOperators(database.db);
      }
      // SQLite keeps no table statistics by itself: without them the planner sorts a whole partner
      // menu instead of walking the name index (bench/partner-search.ts: 47 ms → under 1 ms).
      if (database.dialect === 'sqlite') await sql`pragma optimize = 0x10002`.execute(database.db);
      return await buildApp({
        config,
        db: database.db,
        logStream: logDestination,
        metrics,
      });
    } catch (error) {
      await database.close();
      throw error;
    }
  })();

  const stopJobs = startJobs(
    [
      {
        name: 'purge-idempotency-keys',
        everyMs: 60 * 60 * 1000,
        run: () => purgeExpiredIdempotencyKeys(database.db),
      },
      {
        // One registration per card code: the codes used are kept while they could be accepted.
        name: 'purge-used-card-codes',
        everyMs: 10 * 60 * 1000,
        run: () =>
          runWithLease(
            database.db,
            'purge-used-card-codes',
            10 * 60 * 1000,
            () => new Date(),
            (at) => purgeUsedCodes(database.db, at),
          ),
      },
      ...retentionJobs(database.db, config.retentionIntervalMs, (ids) => app.forgetSessions(ids)),
      scheduledNoticesJob(database.db),
      sendCampaignsJob(database.db),
    ],
    app.log,
    metrics,
  );

  const metricsServer = config.metrics ? await serveMetrics(metrics, config.metrics) : null;
  shutdownOnSignals({
    app,
    stopJobs,
    closeDatabase: database.close,
    closeMetrics: metricsServer?.close,
    ...config.shutdown,
  });
  if (config.metrics && metricsServer)
    app.log.info(`metrics on http://${config.metrics.host}:${metricsServer.port}/metrics`);

  if (config.demo) app.log.warn(DEMO_MODE_WARNING);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [`Clube em http://${browsableHost(config.host)}:${port}`];
  if (config.demo)
    lines.push(
      `Login de demonstração: CPF ${maskCpf(DEMO_MEMBER.login)} / senha ${DEMO_MEMBER.password}`,
      `Console de operação (demonstração): e-mail ${DEMO_OPERATORS.admin.email} / senha ${DEMO_OPERATORS.admin.password}`,
      ...DEMO_PARTNER_STAFF.map(
        (s) =>
          `Balcão do parceiro /parceiro (demonstração, ${s.partner}): e-mail ${s.email} / senha ${DEMO_PARTNER_STAFF_PASSWORD}`,
      ),
    );
  // After the log lines of start-up (they leave once a turn, decision 133), not before them.
  logDestination.flush();
  console.log(lines.join('\n'));
}

/** One line for the operator when the database cannot be used at all, instead of a stack trace. */
function startFailure(error: unknown): string | null {
  if (error instanceof ConfigError) return error.message;
  const outage = databaseUnavailable(error);
  if (!outage) return null;
  const where = redact(process.env.DATABASE_URL ?? 'file:./data/clube.db');
  const why: Record<typeof outage.reason, string> = {
    'read-only':
      'is read-only: check the permissions of the file and of its folder, and that the disk is not mounted read-only',
    full: 'has no space left on its disk',
    locked: 'is locked by another process',
    busy: 'refuses more connections',
    timeout: 'did not answer in time',
    down: 'cannot be reached',
  };
  return `Cannot start: the database ${where} ${why[outage.reason]}.`;
}

main().catch((error: unknown) => {
  console.error(startFailure(error) ?? error);
  process.exit(1);
});
