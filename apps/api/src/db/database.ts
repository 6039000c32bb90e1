import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type Pg from 'pg';
import { lazyModule } from '../lib/lazy-module.js';
import { preparedName } from './prepared-statements.js';
import type { Database } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Closes the SQLite file or ends the PostgreSQL pool. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL pool size (default 10). */
  poolMax?: number;
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
  if (path !== null) return createSqlite(path);
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

function createSqlite(path: string): DatabaseHandle {
  const memory = path === ':memory:';
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  if (!memory) {
    database.pragma('journal_mode = WAL');
    // Durable enough with WAL (a power cut may lose the last transactions, never corrupt the file).
    database.pragma('synchronous = NORMAL');
  }
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  cacheStatements(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: 'sqlite', close: once(() => db.destroy()) };
}

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
  const pool = new Pool({ connectionString: url, max: options.poolMax ?? 10, types });
  pool.on('connect', prepareFixedQueries);
  pool.on(
    'error',
    options.onConnectionError ?? ((error) => console.error('PostgreSQL connection error:', error)),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: once(() => db.destroy()) };
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

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
