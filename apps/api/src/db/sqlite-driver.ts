import type SqliteDatabase from 'better-sqlite3';
import {
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { DatabaseUnavailableError } from './unavailable.js';

/**
 * How long better-sqlite3 itself may wait for a lock held by another process: it waits
 * synchronously, so this is the longest the event loop stops on one attempt.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 10;

/** The pauses between attempts, doubling up to the last (docs/decisions/076). */
const BACKOFF_MS = [5, 10, 20, 40, 80, 160, 250];

export interface SqliteDriverOptions {
  /** How long a statement or transaction may wait, in all, for a lock held elsewhere. */
  lockWaitMs: number;
  /** Called with the time each statement took (metrics). */
  onQuery?: ((seconds: number) => void) | undefined;
}

const isBusy = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  typeof error.code === 'string' &&
  (error.code.startsWith('SQLITE_BUSY') || error.code.startsWith('SQLITE_LOCKED'));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Kysely's SQLite driver, waiting for locks without stopping the event loop (docs/decisions/076).
 *
 * better-sqlite3 is synchronous: with its busy_timeout a write waiting for a lock held by another
 * process (`sqlite3` maintenance, `npm run admin`) held the whole server for up to 5 s. Here the
 * driver's wait is a few milliseconds; a busy statement is tried again after an asynchronous pause
 * (other requests run meanwhile), until `lockWaitMs` has passed, then fails with
 * DatabaseUnavailableError (503 with Retry-After).
 *
 * One SQLite connection serves the process. A single statement runs synchronously, so it needs no
 * lock of ours; a transaction (or a streamed read) holds the connection across awaits, and other
 * statements wait until it ends. A transaction starts with BEGIN IMMEDIATE, so the write lock is
 * taken (and waited for) before it holds the connection: a transaction never holds up the other
 * requests while it waits, and a write inside it cannot meet a busy database halfway.
 */
export class SqliteLockWaitDriver implements Driver {
  readonly #db: SqliteDatabase.Database;
  readonly #options: SqliteDriverOptions;
  /** The connection running a transaction or a stream, and the promise that resolves when it ends. */
  #holder: { connection: GatedConnection; released: Promise<void>; release: () => void } | null =
    null;

  constructor(db: SqliteDatabase.Database, options: SqliteDriverOptions) {
    this.#db = db;
    this.#options = options;
  }

  async init(): Promise<void> {}

  /** A fresh handle each time: holding the connection is decided per transaction, not per query. */
  async acquireConnection(): Promise<DatabaseConnection> {
    return new GatedConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const gated = connection as GatedConnection;
    await this.retrying(() => {
      this.#db.prepare('begin immediate').run();
      this.hold(gated);
    });
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      this.#db.prepare('commit').run();
    } finally {
      this.releaseHold(connection as GatedConnection);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      if (this.#db.inTransaction) this.#db.prepare('rollback').run();
    } finally {
      this.releaseHold(connection as GatedConnection);
    }
  }

  async savepoint(_c: DatabaseConnection, name: string): Promise<void> {
    this.#db.prepare(`savepoint "${name}"`).run();
  }

  async rollbackToSavepoint(_c: DatabaseConnection, name: string): Promise<void> {
    this.#db.prepare(`rollback to "${name}"`).run();
  }

  async releaseSavepoint(_c: DatabaseConnection, name: string): Promise<void> {
    this.#db.prepare(`release "${name}"`).run();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releaseHold(connection as GatedConnection);
  }

  async destroy(): Promise<void> {
    if (this.#db.open) this.#db.close();
  }

  /** Runs one statement, outside any transaction unless `connection` holds it. */
  async execute<R>(connection: GatedConnection, query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#holder?.connection === connection) return this.run<R>(query);
    return this.retrying(() => this.run<R>(query));
  }

  async *stream<R>(
    connection: GatedConnection,
    query: CompiledQuery,
  ): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    const own = this.#holder?.connection !== connection;
    if (own) await this.retrying(() => this.hold(connection));
    try {
      const statement = this.#db.prepare(query.sql);
      for (const row of statement.iterate(query.parameters as unknown[]))
        yield { rows: [row as R] };
    } finally {
      if (own) this.releaseHold(connection);
    }
  }

  private run<R>(query: CompiledQuery): QueryResult<R> {
    const started = performance.now();
    try {
      const statement = this.#db.prepare(query.sql);
      if (statement.reader) return { rows: statement.all(query.parameters as unknown[]) as R[] };
      const { changes, lastInsertRowid } = statement.run(query.parameters as unknown[]);
      return {
        numAffectedRows: BigInt(changes),
        insertId: BigInt(lastInsertRowid),
        rows: [],
      };
    } finally {
      this.#options.onQuery?.((performance.now() - started) / 1000);
    }
  }

  /**
   * Waits for the connection to be free of another's transaction, then runs `attempt`
   * synchronously; while the database is locked by another process, pauses and tries again.
   */
  private async retrying<T>(attempt: () => T): Promise<T> {
    const deadline = performance.now() + this.#options.lockWaitMs;
    for (let tries = 0; ; tries++) {
      while (this.#holder) {
        const { released } = this.#holder;
        const left = deadline - performance.now();
        if (left <= 0) throw new DatabaseUnavailableError('locked');
        await Promise.race([released, sleep(left)]);
      }
      try {
        return attempt();
      } catch (error) {
        if (!isBusy(error)) throw error;
        const left = deadline - performance.now();
        if (left <= 0) throw new DatabaseUnavailableError('locked', { cause: error });
        await sleep(Math.min(left, BACKOFF_MS[Math.min(tries, BACKOFF_MS.length - 1)]!));
      }
    }
  }

  private hold(connection: GatedConnection): void {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    this.#holder = { connection, released, release };
  }

  private releaseHold(connection: GatedConnection): void {
    if (this.#holder?.connection !== connection) return;
    const { release } = this.#holder;
    this.#holder = null;
    release();
  }
}

class GatedConnection implements DatabaseConnection {
  constructor(private readonly driver: SqliteLockWaitDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, query);
  }

  streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    return this.driver.stream<R>(this, query);
  }
}

/** Kysely's SQLite dialect with the driver above. */
export function sqliteDialect(db: SqliteDatabase.Database, options: SqliteDriverOptions): Dialect {
  return {
    createDriver: () => new SqliteLockWaitDriver(db, options),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new SqliteAdapter(),
    createIntrospector: (kysely: Kysely<unknown>) => new SqliteIntrospector(kysely),
  };
}
