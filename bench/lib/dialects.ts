import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/database.js';

export type DialectBench<T = void> = (
  label: string,
  handle: DatabaseHandle,
  url: string,
) => Promise<T>;

/** BENCH_KEEP=1 keeps the databases (to look at query plans) and prints where they are. */
const KEEP = process.env.BENCH_KEEP === '1';

/** Runs the bench on a throwaway SQLite file; answers what the bench answers. */
export async function onSqlite<T>(bench: DialectBench<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'clube-bench-'));
  const url = `file:${join(dir, 'bench.db')}`;
  const handle = createDatabase(url);
  try {
    return await bench('SQLite', handle, url);
  } finally {
    await handle.close();
    if (KEEP) console.log(`kept ${url}`);
    else await rm(dir, { recursive: true, force: true });
  }
}

/** Runs the bench on a throwaway database created on the PostgreSQL server of `serverUrl`. */
export async function onPostgres<T>(serverUrl: string, bench: DialectBench<T>): Promise<T> {
  const name = `clube_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The bulk fills of a million rows outlast the app's 10 s statement timeout on a busy machine.
  const handle = createDatabase(url.toString(), { statementTimeoutMs: 15 * 60_000 });
  try {
    return await bench('PostgreSQL', handle, url.toString());
  } finally {
    await handle.close();
    // The pool has said goodbye; let the server end those backends before dropping, or the forced
    // drop reaches a closing client and it logs the termination.
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (KEEP) console.log(`kept ${url.toString()}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export const POSTGRES_SKIPPED =
  '\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to include it.)';

/**
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL names a server. BENCH_DIALECT=sqlite or
 * BENCH_DIALECT=postgres runs only that one.
 */
export async function onEachDialect(bench: DialectBench): Promise<void> {
  if (process.env.BENCH_DIALECT === 'postgres') {
    if (!process.env.BENCH_DATABASE_URL)
      throw new Error('BENCH_DIALECT=postgres needs BENCH_DATABASE_URL');
    await onPostgres(process.env.BENCH_DATABASE_URL, bench);
    return;
  }
  await onSqlite(bench);
  if (process.env.BENCH_DIALECT === 'sqlite') return;
  if (process.env.BENCH_DATABASE_URL) await onPostgres(process.env.BENCH_DATABASE_URL, bench);
  else console.log(POSTGRES_SKIPPED);
}
