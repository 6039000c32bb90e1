import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../apps/api/src/db/database.js';

export type DialectBench = (label: string, handle: DatabaseHandle, url: string) => Promise<void>;

/** Runs the bench on a throwaway SQLite file. */
async function sqlite(bench: DialectBench) {
  const dir = await mkdtemp(join(tmpdir(), 'clube-bench-'));
  const url = `file:${join(dir, 'bench.db')}`;
  const handle = createDatabase(url);
  try {
    await bench('SQLite', handle, url);
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs the bench on a throwaway database created on the PostgreSQL server of `serverUrl`. */
async function postgres(bench: DialectBench, serverUrl: string) {
  const name = `clube_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase(url.toString());
  try {
    await bench('PostgreSQL', handle, url.toString());
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** SQLite always; PostgreSQL too when BENCH_DATABASE_URL names a server. */
export async function onEachDialect(bench: DialectBench): Promise<void> {
  await sqlite(bench);
  if (process.env.BENCH_DATABASE_URL) await postgres(bench, process.env.BENCH_DATABASE_URL);
  else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to include it.)');
}
