import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../../src/db/database.js';
import type { DatabaseHandle, DatabaseOptions } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import { seedDemoData } from '../../src/db/seed/index.js';
import type { SeedOptions, SeedResult } from '../../src/db/seed/index.js';

export interface TestDatabase extends DatabaseHandle {
  /** The DATABASE_URL of this database (give it to the app under test). */
  url: string;
  /** What the demo seed made (ids of the demo companies, members, cards, dependents), when asked for. */
  seed: SeedResult | null;
}

export interface TestDatabaseOptions {
  /**
   * Run the migrations (default true), or only those up to the one named (included): for tests of
   * what a later migration does to rows already there.
   */
  migrate?: boolean | string;
  /** Also load the demo seed (default false); options are passed to seedDemoData. */
  seed?: boolean | SeedOptions;
  /** Options of the connection (waits, timeouts, pool size). */
  connection?: DatabaseOptions;
}

/** Migrates up to the migration `name` (included); throws the migration's error. */
async function migrateTo(db: TestDatabase['db'], name: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}

/** scrypt cost of demo passwords seeded by tests: logins stay fast (~1 ms instead of ~500 ms). */
export const TEST_PASSWORD_COST = 2 ** 10;

/**
 * A fresh, empty database for one test file: a SQLite file in a temp dir, or, when
 * TEST_DATABASE_URL is set (postgres://…), a throwaway PostgreSQL database created on that server.
 * `close()` destroys it. Use in beforeAll/afterAll.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl
    ? await createPostgresTestDatabase(serverUrl, options.connection)
    : await createSqliteTestDatabase(options.connection);
  try {
    const migrate = options.migrate ?? true;
    if (migrate === true) await migrateToLatest(database.db);
    else if (migrate) await migrateTo(database.db, migrate);
    if (options.seed) {
      const seedOptions = options.seed === true ? {} : options.seed;
      database.seed = await seedDemoData(database.db, {
        passwordCost: TEST_PASSWORD_COST,
        ...seedOptions,
      });
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function createSqliteTestDatabase(connection?: DatabaseOptions): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'clube-test-'));
  const url = `file:${join(dir, 'clube.db')}`;
  const handle = createDatabase(url, connection);
  let closed = false;
  return {
    ...handle,
    url,
    seed: null,
    close: async () => {
      if (closed) return;
      closed = true;
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient(
  serverUrl: string,
  run: (client: pg.Client) => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

async function createPostgresTestDatabase(
  serverUrl: string,
  connection?: DatabaseOptions,
): Promise<TestDatabase> {
  const name = `clube_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${name}`).then(() => undefined),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase(url.toString(), { poolMax: 4, ...connection });
  let closed = false;
  return {
    ...handle,
    url: url.toString(),
    seed: null,
    close: async () => {
      if (closed) return;
      closed = true;
      await handle.close();
      // WITH (FORCE) (PostgreSQL 13+) ends connections a failed test may have left open.
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`).then(() => undefined),
      );
    },
  };
}
