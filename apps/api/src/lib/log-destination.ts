import type { Writable } from 'node:stream';

/** Log bytes kept waiting for a slow stdout reader before lines are dropped. */
export const LOG_BUFFER_BYTES = 1024 * 1024;

/**
 * Where the server's log lines go (docs/decisions/078): stdout, written asynchronously, never
 * more than `maxBytes` waiting.
 *
 * pino's default destination writes synchronously and, when a pipe's reader stops reading (a
 * stalled journald, a paused `| tee`), retries in a loop that sleeps the main thread: the server
 * kept every line in memory and no longer ran its SIGTERM handler. Here a line that finds the
 * buffer full is dropped and counted, and once the reader is back one line says how many were
 * lost. Nothing waits for stdout at exit.
 */
export class LogDestination {
  #dropped = 0;

  constructor(
    private readonly out: Writable = process.stdout,
    private readonly maxBytes = LOG_BUFFER_BYTES,
  ) {}

  /** Lines dropped since the reader last caught up. */
  get dropped(): number {
    return this.#dropped;
  }

  write(line: string): boolean {
    if (this.out.writableLength >= this.maxBytes) {
      if (this.#dropped++ === 0) this.out.once('drain', () => this.reportDropped());
      return false;
    }
    return this.out.write(line);
  }

  private reportDropped(): void {
    const count = this.#dropped;
    this.#dropped = 0;
    this.out.write(
      `${JSON.stringify({
        level: 40,
        time: Date.now(),
        droppedLogLines: count,
        msg: `stdout was not being read: ${count} log lines were dropped`,
      })}\n`,
    );
  }
}
