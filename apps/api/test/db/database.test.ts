import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, sqlitePath } from '../../src/db/database.js';

describe('sqlitePath', () => {
  it.each([
    ['file:./data/clube.db', resolve('data/clube.db')],
    ['file:/srv/clube/clube.db', '/srv/clube/clube.db'],
    ['file:///srv/clube/clube.db', '/srv/clube/clube.db'],
    ['file://localhost/srv/clube%20db/clube.db', '/srv/clube db/clube.db'],
    [':memory:', ':memory:'],
    ['file::memory:', ':memory:'],
  ])('reads %j as %j', (url, path) => {
    expect(sqlitePath(url)).toBe(path);
  });

  it.each(['postgres://h/db', 'file:', 'mysql://h/db', './clube.db'])(
    'is not SQLite: %j',
    (url) => {
      expect(sqlitePath(url)).toBeNull();
    },
  );
});

describe('createDatabase', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'clube-db-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('opens a SQLite file in WAL mode with foreign keys on, creating its folder', async () => {
    const handle = createDatabase(`file:${join(dir, 'nested', 'clube.db')}`);
    try {
      expect(handle.dialect).toBe('sqlite');
      const { rows: journal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
        handle.db,
      );
      const { rows: fk } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(
        handle.db,
      );
      expect(journal[0]?.journal_mode).toBe('wal');
      expect(fk[0]?.foreign_keys).toBe(1);
    } finally {
      await handle.close();
      await handle.close();
    }
  });

  it('chooses PostgreSQL for postgres:// and postgresql:// without connecting yet', async () => {
    for (const url of ['postgres://u:p@127.0.0.1:1/x', 'postgresql://u:p@127.0.0.1:1/x']) {
      const handle = createDatabase(url);
      expect(handle.dialect).toBe('postgres');
      await handle.close();
      await handle.close();
    }
  });

  it('refuses an unknown URL without echoing its password', () => {
    expect(() => createDatabase('mysql://root:hunter2@db/clube')).toThrow(
      /Unsupported DATABASE_URL/,
    );
    expect(() => createDatabase('mysql://root:hunter2@db/clube')).not.toThrow(/hunter2/);
  });
});
