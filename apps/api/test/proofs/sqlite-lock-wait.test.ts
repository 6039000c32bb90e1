import { endpoints } from '@clube/contract';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect } from 'vitest';
import { sqlitePath } from '../../src/db/database.js';
import type { Cliente } from '../../src/db/schema.js';
import { call, type TestApp } from '../helpers/app.js';
import { clienteRow, identityOf, recordsTest } from '../helpers/records-world.js';

// Another process (`sqlite3` maintenance, `npm run admin`, `npm run lgpd:purge`) holding the write
// lock of the live file: only SQLite has one.
const sqliteOnly = describe.skipIf(process.env.TEST_DATABASE_URL);

function addressForm(card: Cliente, numero: string) {
  return {
    ...identityOf(card),
    cep: '22010-000',
    logradouro: 'Avenida Atlântica',
    numero,
    complemento: '',
    bairro: 'Copacabana',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
  };
}

/** A second connection to the same file, as another process would open it. */
function otherProcess(t: TestApp): SqliteDatabase.Database {
  return new SqliteDatabase(sqlitePath(t.database.url)!);
}

/** The records world on an app that waits `waitMs` for the write lock, and `other`, that process. */
function lockWaitTest(waitMs: number) {
  return recordsTest({ database: { connection: { waitMs } } }).extend(
    'other',
    { scope: 'file' },
    ({ app }, { onCleanup }) => {
      const other = otherProcess(app);
      onCleanup(() => {
        if (other.inTransaction) other.exec('rollback');
        other.close();
      });
      return other;
    },
  );
}
const patient = lockWaitTest(15_000);
const hurried = lockWaitTest(300);

sqliteOnly('a write while another process holds the write lock', () => {
  patient(
    'lets reads go on while it waits, then goes through once the lock is let go',
    async ({ records: w, other }) => {
      const card = w.me.cards[0]!;
      other.exec('begin immediate');
      let answered = false;
      const write = call(w.t.app, endpoints.updateClienteEndereco, addressForm(card, '42'), {
        token: w.token,
      }).finally(() => (answered = true));

      // The member's reads, one after the other, while the write waits for the lock.
      for (let i = 0; i < 10; i++) {
        const read = await call(w.t.app, endpoints.getClienteEndereco, identityOf(card), {
          token: w.token,
        });
        expect(read.statusCode).toBe(200);
      }
      expect(answered).toBe(false);

      other.exec('commit');
      const response = await write;
      expect(response.statusCode, response.body).toBe(200);
      expect((await clienteRow(w, card.id)).numero).toBe('42');
    },
  );
});

sqliteOnly('a write that cannot get the lock in time', () => {
  hurried(
    'answers 503 with Retry-After and a message in Portuguese, and changes nothing',
    async ({ records: w, other }) => {
      const card = w.me.cards[0]!;
      const before = await clienteRow(w, card.id);
      other.exec('begin immediate');
      try {
        const response = await call(
          w.t.app,
          endpoints.updateClienteEndereco,
          addressForm(card, '777'),
          { token: w.token },
        );
        expect(response.statusCode).toBe(503);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toEqual({
          message: 'Serviço temporariamente indisponível. Tente novamente em alguns instantes.',
          code: 'UNAVAILABLE',
        });
        // Reads still answer meanwhile.
        const read = await call(w.t.app, endpoints.getClienteEndereco, identityOf(card), {
          token: w.token,
        });
        expect(read.statusCode).toBe(200);
      } finally {
        other.exec('commit');
      }
      expect(await clienteRow(w, card.id)).toEqual(before);

      // With the lock let go, the same write goes through.
      const again = await call(w.t.app, endpoints.updateClienteEndereco, addressForm(card, '777'), {
        token: w.token,
      });
      expect(again.statusCode).toBe(200);
    },
  );
});
