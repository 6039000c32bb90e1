import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredIdempotencyKeys } from '../../src/jobs/purge-idempotency-keys.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { insertUsuario } from '../helpers/factories.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('purgeExpiredIdempotencyKeys', () => {
  it('deletes stored answers older than 24 h and keeps the recent ones', async () => {
    const { db } = database;
    const usuario = await insertUsuario(db);
    const now = new Date('2026-03-10T12:00:00.000Z');
    const row = (chave: string, created_at: string) => ({
      chave,
      usuario_id: usuario.id,
      rota: '/api/clube/v1/insert-dependente',
      status: 200,
      resposta: '{"nome":"Ana"}',
      created_at,
    });
    await db
      .insertInto('idempotencia')
      .values([row('old', '2026-03-09T11:59:59.000Z'), row('recent', '2026-03-09T12:00:01.000Z')])
      .execute();

    expect(await purgeExpiredIdempotencyKeys(db, now)).toBe(1);
    const left = await db.selectFrom('idempotencia').select('chave').execute();
    expect(left.map((r) => r.chave)).toEqual(['recent']);
  });
});
