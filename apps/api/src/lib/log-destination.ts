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
 *
 * The lines of one turn of the event loop go out in one write (decision 133): under load a write
 * per request line was a system call per request, 13 % of a signed-in read's CPU.
 */
export class LogDestination {
  #dropped = 0;
  #pending: string[] = [];
  #pendingBytes = 0;

  constructor(
    private readonly out: Writable = process.stdout,
    private readonly maxBytes = LOG_BUFFER_BYTES,
  ) {
    // A line logged just before process.exit() (a shutdown that hangs) still goes out.
    process.once('exit', () => this.flush());
  }

  /** Lines dropped since the reader last caught up. */
  get dropped(): number {
    return this.#dropped;
  }

  write(line: string): boolean {
    if (this.out.writableLength + this.#pendingBytes >= this.maxBytes) {
      if (this.#dropped++ === 0) this.out.once('drain', () => this.reportDropped());
      return false;
    }
    this.enqueue(line);
    return true;
  }

  /** Keeps a line for the write at the end of this turn (after the lines logged before it). */
  private enqueue(line: string): void {
    if (this.#pending.length === 0) setImmediate(() => this.flush());
    this.#pending.push(line);
    this.#pendingBytes += line.length;
  }

  /** Writes the lines waiting for the end of this turn now. */
  flush(): void {
    if (this.#pending.length === 0) return;
    const lines = this.#pending;
    this.#pending = [];
    this.#pendingBytes = 0;
    this.out.write(lines.length === 1 ? lines[0]! : lines.join(''));
  }

  private reportDropped(): void {
    const count = this.#dropped;
    this.#dropped = 0;
    this.enqueue(
      `${JSON.stringify({
        level: 40,
        time: Date.now(),
        droppedLogLines: count,
        msg: `stdout was not being read: ${count} log lines were dropped`,
      })}\n`,
    );
  }
}
