import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { backupSqlite, restoreSqlite } from '../../src/ops/backup.js';
import { startServer } from './server-process.js';
import { insertEmpresa } from '../helpers/factories.js';

// The embedded database's backup; PostgreSQL's is pg_dump's business.
const sqliteOnly = describe.skipIf(process.env.TEST_DATABASE_URL);

const dir = mkdtempSync(join(tmpdir(), 'clube-proof-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

sqliteOnly('npm run backup and npm run restore', () => {
  it('keeps every write acknowledged before the backup began, and a server starts on the restored copy', async () => {
    const live = join(dir, 'live', 'clube.db');
    const database = createDatabase(`file:${live}`);
    await migrateToLatest(database.db);
    writeFileSync(join(dir, 'live', 'jwt-secret'), 'proof-secret-that-is-long-enough-0123456789\n');

    // Writes keep coming, each acknowledged once its promise resolves.
    const acknowledged: number[] = [];
    let writing = true;
    const load = (async () => {
      while (writing) {
        acknowledged.push((await insertEmpresa(database.db)).id);
        // As requests would, between writes the event loop turns (the backup's steps run then).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 5));

    const before = [...acknowledged];
    const backup = await backupSqlite(live, join(dir, 'backup'));
    writing = false;
    await load;
    await database.close();

    expect(backup.secrets).toEqual(['jwt-secret']);
    const copy = new SqliteDatabase(backup.database, { readonly: true });
    const ids = new Set(
      (copy.prepare('select id from empresa').all() as { id: number }[]).map((r) => r.id),
    );
    copy.close();
    for (const id of before) expect(ids.has(id), `empresa ${id}`).toBe(true);

    const restored = join(dir, 'restored', 'clube.db');
    restoreSqlite(join(dir, 'backup'), restored);
    expect(existsSync(join(dir, 'restored', 'jwt-secret'))).toBe(true);
    const server = await startServer(`file:${restored}`, {
      JWT_SECRET: '',
      SHUTDOWN_DRAIN_MS: '0',
    });
    try {
      const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }
  }, 120_000);

  it('refuses to replace a database without --force', () => {
    expect(() => restoreSqlite(join(dir, 'backup'), join(dir, 'restored', 'clube.db'))).toThrow(
      /--force/,
    );
  });
});
