import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { insertCategoria, insertMenu, insertParceiro } from '../partners/partner-world.js';

const BEFORE = '2026-11-23T12-00-00_partner-search';
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: BEFORE });
});
afterAll(() => database.close());

describe('migration one-rating-per-holder', () => {
  it("keeps a household's first rating of a partner and drops the later ones", async () => {
    const db = database.db;
    const empresa = await insertEmpresa(db);
    const me = await createMember(db, { empresas: [empresa] });
    const other = await createMember(db, { empresas: [empresa] });
    const menu = await insertMenu(db, empresa.id, 2);
    const categoria = await insertCategoria(db, 'Saúde');
    const parceiro = await insertParceiro(db, { nome: 'Farmácia', categoria_id: categoria }, [
      menu,
    ]);
    const rate = (clienteId: number, nota: number, at: string) =>
      sql`insert into avaliacao (parceiro_id, cliente_id, nota, comentario, created_at)
          values (${parceiro}, ${clienteId}, ${nota}, '', ${at})`.execute(db);
    await rate(me.dependent.id, 2, '2026-01-01T00:00:00.000Z');
    await rate(me.cards[0]!.id, 5, '2026-01-02T00:00:00.000Z');
    await rate(other.cards[0]!.id, 4, '2026-01-03T00:00:00.000Z');

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('avaliacao')
      .select(['cliente_id', 'titular_id', 'nota'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { cliente_id: me.dependent.id, titular_id: me.cards[0]!.id, nota: 2 },
      { cliente_id: other.cards[0]!.id, titular_id: other.cards[0]!.id, nota: 4 },
    ]);
    await expect(
      db
        .insertInto('avaliacao')
        .values({
          parceiro_id: parceiro,
          cliente_id: me.cards[0]!.id,
          titular_id: me.cards[0]!.id,
          nota: 1,
          comentario: '',
          created_at: '2026-01-04T00:00:00.000Z',
        })
        .execute(),
    ).rejects.toThrow();
  });
});
