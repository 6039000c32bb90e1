import type { FastifyBaseLogger } from 'fastify';

/**
 * Logs an outage once per interval instead of once per request (a database down answered 25
 * requests a second, each with its stack): the first failure of a kind is logged with its error,
 * the next ones within `intervalMs` are only counted, and the first after it says how many were.
 */
export class OutageLog {
  readonly #last = new Map<string, { at: number; suppressed: number }>();

  constructor(
    private readonly intervalMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  report(log: FastifyBaseLogger, kind: string, error: unknown, message: string): void {
    const now = this.now();
    const last = this.#last.get(kind);
    if (last && now - last.at < this.intervalMs) {
      last.suppressed++;
      return;
    }
    const suppressed = last?.suppressed ?? 0;
    this.#last.set(kind, { at: now, suppressed: 0 });
    log.error(
      { err: error, kind, ...(suppressed > 0 ? { sinceLastLine: suppressed } : {}) },
      message,
    );
  }
}
