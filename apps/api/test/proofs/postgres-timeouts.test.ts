import { endpoints } from '@clube/contract';
import pg from 'pg';
import { describe, expect } from 'vitest';
import { call } from '../helpers/app.js';
import { identityOf, recordsTest, type RecordsWorld } from '../helpers/records-world.js';

// A stalled PostgreSQL: a long lock taken by another session, or every pooled connection in use.
const postgresOnly = describe.runIf(process.env.TEST_DATABASE_URL);

const UNAVAILABLE = {
  message: 'Serviço temporariamente indisponível. Tente novamente em alguns instantes.',
  code: 'UNAVAILABLE',
};

/** The records world on an app with short timeouts and a small pool, and `locker`, another session. */
const it = recordsTest({
  database: {
    connection: { statementTimeoutMs: 300, waitMs: 300, poolMax: 2, poolQueueMax: 4 },
  },
}).extend('locker', { scope: 'file' }, async ({ app }, { onCleanup }) => {
  const locker = new pg.Client({ connectionString: app.database.url });
  await locker.connect();
  onCleanup(() => locker.end());
  return locker;
});

const read = (w: RecordsWorld) =>
  call(w.t.app, endpoints.getClienteEndereco, identityOf(w.me.cards[0]!), { token: w.token });

postgresOnly('PostgreSQL that does not answer in time', () => {
  it('answers 503 with Retry-After while another session holds a table locked', async ({
    records: w,
    locker,
  }) => {
    await locker.query('begin');
    await locker.query('lock table cliente in access exclusive mode');
    try {
      const response = await read(w);
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual(UNAVAILABLE);
    } finally {
      await locker.query('rollback');
    }
    expect((await read(w)).statusCode).toBe(200);
  });

  it('answers the readiness check, 503, while its write is held up', async ({
    records: w,
    locker,
  }) => {
    await locker.query('begin');
    await locker.query('lock table health_probe in access exclusive mode');
    try {
      const response = await w.t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'error', writes: 'error' });
      const live = await w.t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await locker.query('rollback');
    }
    expect((await w.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses at once, 503, what would wait beyond the pool and its queue', async ({
    records: w,
  }) => {
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let holding = 0;
    const hold = () =>
      w.t.database.db.connection().execute(async () => {
        holding++;
        await held;
      });
    const holders = [hold(), hold()];
    while (holding < 2) await new Promise((resolve) => setTimeout(resolve, 5));

    // Four wait for a connection (and give up), the next four are refused without waiting.
    const answers = await Promise.all(Array.from({ length: 8 }, () => read(w)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(UNAVAILABLE);
    }
    letGo();
    await Promise.all(holders);
    expect((await read(w)).statusCode).toBe(200);
  });
});
