import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type Pg from 'pg';
import { lazyModule } from '../lib/lazy-module.js';
import { preparedName } from './prepared-statements.js';
import { SQLITE_BUSY_TIMEOUT_MS, sqliteDialect } from './sqlite-driver.js';
import type { Database } from './schema.js';
import { DatabaseUnavailableError } from './unavailable.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Closes the SQLite file or ends the PostgreSQL pool. */
  close(): Promise<void>;
  /** PostgreSQL connections in use, idle and waited for (metrics); null on SQLite. */
  poolUse(): { total: number; idle: number; waiting: number } | null;
}

export interface DatabaseOptions {
  /** PostgreSQL pool size (default 10). */
  poolMax?: number;
  /** Requests that may wait for a PostgreSQL connection; more are refused at once (default 100). */
  poolQueueMax?: number;
  /**
   * How long a query may wait for the database, in milliseconds (default 5000): for a lock another
   * process holds on SQLite, for a free connection on PostgreSQL. Past it: DatabaseUnavailableError.
   */
  waitMs?: number;
  /** PostgreSQL's statement_timeout, in milliseconds (default 10000). */
  statementTimeoutMs?: number;
  /** Called with each query's time in seconds (metrics). */
  onQuery?: (seconds: number) => void;
  /**
   * Errors of idle PostgreSQL connections (server restart, network cut). The pool drops the
   * connection and carries on; without a listener Node would crash the process. Default: stderr.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * Opens the database named by a DATABASE_URL:
 * `file:./data/clube.db`, `file:/abs/path.db`, `file:///abs/path.db`, `:memory:` → SQLite;
 * `postgres://…` or `postgresql://…` → PostgreSQL.
 */
export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//i.test(url)) return createPostgres(url, options);
  const path = sqlitePath(url);
  if (path !== null) return createSqlite(path, options);
  throw new Error(
    `Unsupported DATABASE_URL "${redact(url)}": expected file:./path.db, :memory: or postgres://…`,
  );
}

/** The SQLite file path of a `file:` / `:memory:` URL, or null when the URL is not SQLite. */
export function sqlitePath(url: string): string | null {
  if (url === ':memory:' || url === 'file::memory:') return ':memory:';
  if (!url.startsWith('file:')) return null;
  const rest = url.slice('file:'.length);
  const path = rest.startsWith('//')
    ? decodeURIComponent(rest.replace(/^\/\/(localhost)?/, ''))
    : rest;
  if (path === '') return null;
  return resolve(path);
}

function createSqlite(path: string, options: DatabaseOptions): DatabaseHandle {
  const memory = path === ':memory:';
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  if (!memory) {
    database.pragma('journal_mode = WAL');
    // Durable enough with WAL (a power cut may lose the last transactions, never corrupt the file).
    database.pragma('synchronous = NORMAL');
  }
  database.pragma('foreign_keys = ON');
  // Waiting longer happens off the event loop (db/sqlite-driver.ts, docs/decisions/076).
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  cacheStatements(database);
  const dialect = sqliteDialect(database, {
    lockWaitMs: options.waitMs ?? DEFAULT_WAIT_MS,
    onQuery: options.onQuery,
  });
  const db = new Kysely<Database>({ dialect });
  return { db, dialect: 'sqlite', close: once(() => db.destroy()), poolUse: () => null };
}

const DEFAULT_WAIT_MS = 5000;

/** Distinct SQL texts whose compiled statements are kept (bench/api: a read runs 2–5). */
const STATEMENT_CACHE = 500;

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on every prepare() (the
 * largest cost of a read, decision 018). The compiled statements of the most recently used SQL texts
 * are kept and reused; one connection runs one query at a time, so a statement is never shared by
 * two queries at once, and SQLite recompiles a kept statement by itself after a schema change.
 */
function cacheStatements(database: SqliteDatabase.Database): void {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, SqliteDatabase.Statement>();
  database.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source); // most recently used last
    } else {
      statement = prepare(source);
      const oldest = cache.size >= STATEMENT_CACHE ? cache.keys().next() : undefined;
      if (oldest && !oldest.done) cache.delete(oldest.value);
    }
    cache.set(source, statement);
    return statement;
  }) as typeof database.prepare;
}

// Loaded only for a postgres:// DATABASE_URL (lib/lazy-module.ts).
const pg = lazyModule<typeof Pg>('pg');

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** count(*) and sum() come back as int8/numeric text; numbers are friendlier while they are exact. */
function toNumberIfSafe(value: string): number | string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) return value;
  return n;
}

function createPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  // Per-pool parsers rather than pg.types.setTypeParser: no global side effect on other pg users.
  const { Pool, TypeOverrides } = pg();
  const types = new TypeOverrides();
  types.setTypeParser(PG_INT8, toNumberIfSafe);
  types.setTypeParser(PG_NUMERIC, toNumberIfSafe);
  const statementTimeout = options.statementTimeoutMs ?? 10_000;
  const pool = new Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    types,
    // A stalled database (a long lock, a frozen server) answers with an error in bounded time
    // instead of holding every request for as long as it lasts (docs/decisions/077).
    connectionTimeoutMillis: options.waitMs ?? DEFAULT_WAIT_MS,
    statement_timeout: statementTimeout,
    // The server's own timeout cannot fire when the server or the network is frozen.
    query_timeout: statementTimeout + 2000,
    keepAlive: true,
  });
  pool.on('connect', prepareFixedQueries);
  pool.on(
    'error',
    options.onConnectionError ?? ((error) => console.error('PostgreSQL connection error:', error)),
  );
  const queueMax = options.poolQueueMax ?? 100;
  // pg's pool queues without limit; past `queueMax` waiting requests a new one is refused at once.
  const boundedPool = {
    connect: async () => {
      if (pool.waitingCount >= queueMax) throw new DatabaseUnavailableError('busy');
      const client = await pool.connect();
      return options.onQuery ? timed(client, options.onQuery) : client;
    },
    end: () => pool.end(),
  } as unknown as Pg.Pool;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: boundedPool }) });
  return {
    db,
    dialect: 'postgres',
    close: once(() => db.destroy()),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

const timedClients = new WeakSet<Pg.PoolClient>();

/** Reports each query's time; a pooled client is wrapped once. */
function timed(client: Pg.PoolClient, onQuery: (seconds: number) => void): Pg.PoolClient {
  if (timedClients.has(client)) return client;
  timedClients.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.query = (async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await query(...args);
    } finally {
      onQuery((performance.now() - started) / 1000);
    }
  }) as unknown as typeof client.query;
  return client;
}

/**
 * The request path's fixed queries (db/prepared-statements.ts) run as named statements: PostgreSQL
 * parses and plans each once per connection instead of on every call. Kysely sends every query as
 * `query(text, values)`; the named form is the same query to pg.
 */
function prepareFixedQueries(client: Pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' && rest.length === 0 ? preparedName(text) : undefined;
    return name && Array.isArray(values)
      ? query({ name, text, values })
      : query(text, values, ...rest);
  }) as typeof client.query;
}

/** close() may be called by a shutdown hook and a test teardown alike; pg refuses a second end(). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
