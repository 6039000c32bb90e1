import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredIdempotencyKeys } from '../../src/jobs/purge-idempotency-keys.js';
import {
  bodyHash,
  storedIntegrationAnswer,
  storeIntegrationAnswer,
} from '../../src/modules/integration/idempotency.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { insertEmpresa, insertUsuario } from '../helpers/factories.js';
import { createOperator } from '../admin/helpers.js';

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

  it("purges an integration credential's stored answers past 24 h by the given clock, keeping the recent ones replayable", async () => {
    const { db } = database;
    const empresa = await insertEmpresa(db);
    const operator = await createOperator(db, { role: 'admin' });
    const { id: integracaoId } = await db
      .insertInto('integracao')
      .values({
        empresa_id: empresa.id,
        nome: 'Folha',
        client_id: 'clb_purge',
        segredo_hash: 'x'.repeat(64),
        escopos: JSON.stringify(['members:write']),
        criada_por: operator.row.id,
        created_at: '2026-03-01T00:00:00.000Z',
        updated_at: '2026-03-01T00:00:00.000Z',
        ultimo_uso_em: null,
        revogada_em: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rota = '/api/integration/v1/members/bulk';
    const body = { members: [{ cpf: '52998224725' }] };
    // Each answer stored as the route stores it, at an instant of the test's clock.
    const store = (chave: string, at: string) =>
      storeIntegrationAnswer(
        db,
        { integracaoId, chave, rota, hash: bodyHash(body), value: { chave } },
        new Date(at),
      );
    await store('day-old', '2026-03-09T11:59:59.000Z');
    await store('week-old', '2026-03-03T12:00:00.000Z');
    await store('recent', '2026-03-09T12:00:01.000Z');
    await store('just-now', '2026-03-10T11:59:00.000Z');
    const now = new Date('2026-03-10T12:00:00.000Z');

    await purgeExpiredIdempotencyKeys(db, now);
    const left = await db
      .selectFrom('integracao_idempotencia')
      .select('chave')
      .orderBy('chave')
      .execute();
    expect(left.map((r) => r.chave)).toEqual(['just-now', 'recent']);
    // What is kept still answers a retry with the first answer.
    expect(
      await storedIntegrationAnswer(db, integracaoId, 'recent', rota, bodyHash(body), now),
    ).toEqual({ status: 200, value: { chave: 'recent' } });

    // A day later by the same clock, the rest goes too.
    await purgeExpiredIdempotencyKeys(db, new Date('2026-03-11T12:00:00.000Z'));
    expect(await db.selectFrom('integracao_idempotencia').select('chave').execute()).toEqual([]);
  });
});
