import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  stopJobs: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  /** The metrics port, when it is open: closed with the app. */
  closeMetrics?: (() => Promise<void>) | undefined;
  /** After SIGTERM: not ready and `Connection: close` for this long, still answering. */
  drainMs: number;
  /** From the signal: past this, every connection left is closed. */
  graceMs: number;
}

/** What is left for the database to close after the grace, and for the process to exit after that. */
const AFTER_GRACE_MS = 2000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How the server stops (docs/decisions/078), on SIGTERM (a supervisor, a rolling restart), SIGINT
 * (Ctrl-C) or an error nothing caught:
 *
 * 1. SIGTERM only: the drain — readiness answers 503 so a load balancer stops sending, and each
 *    answer says `Connection: close`, for `drainMs`;
 * 2. the server stops accepting; requests in flight and a job under way finish;
 * 3. at `graceMs` from the signal, connections still open (a half-sent request, a slow reader)
 *    are closed;
 * 4. the database is always closed (SQLite folds its -wal and -shm files back), and the process
 *    exits 0 (1 after an uncaught error), without waiting for stdout.
 *
 * Should anything still hang (a database that does not answer its close), the process exits 1
 * shortly after the grace anyway.
 */
export function shutdownOnSignals(options: ShutdownOptions): void {
  let started = false;
  const stop = (reason: { signal?: NodeJS.Signals; err?: unknown }) => {
    if (started) return;
    started = true;
    void shutdown(options, reason).then((code) => process.exit(code));
  };
  process.on('SIGTERM', () => stop({ signal: 'SIGTERM' }));
  process.on('SIGINT', () => stop({ signal: 'SIGINT' }));
  process.on('uncaughtException', (err) => stop({ err }));
  process.on('unhandledRejection', (err) => stop({ err }));
}

async function shutdown(
  { app, stopJobs, closeDatabase, closeMetrics, drainMs, graceMs }: ShutdownOptions,
  { signal, err }: { signal?: NodeJS.Signals; err?: unknown },
): Promise<number> {
  const deadline = Date.now() + graceMs;
  // Nothing may outlive the grace by much, whatever hangs below.
  setTimeout(
    () => {
      app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    },
    graceMs + AFTER_GRACE_MS * 2,
  ).unref();

  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal, drainMs, graceMs }, 'shutting down');

  app.drain();
  if (signal === 'SIGTERM' && !err && drainMs > 0) await sleep(drainMs);

  const graceOver = sleep(Math.max(0, deadline - Date.now())).then(() => 'grace' as const);
  const closed = Promise.all([app.close(), stopJobs(), closeMetrics?.()]).then(
    () => 'closed' as const,
  );
  if ((await Promise.race([closed, graceOver])) === 'grace') {
    app.log.warn('grace period over: closing the connections still open');
    app.server.closeAllConnections();
    await Promise.race([closed, sleep(AFTER_GRACE_MS)]);
  }
  try {
    await Promise.race([closeDatabase(), sleep(AFTER_GRACE_MS)]);
  } catch (error) {
    app.log.error({ err: error }, 'closing the database failed');
  }
  return err ? 1 : 0;
}
