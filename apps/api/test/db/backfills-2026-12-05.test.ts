import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { insertCategoria, insertParceiro } from '../partners/partner-world.js';
import { insertUse } from '../helpers/security-world.js';

/** What the migration of 5 Dec 2026 counts in from the accesses and uses already there. */

const BEFORE = '2026-12-04T08-00-00_notice-delivery';
let database: TestDatabase;
let ana: TestMember;
let beto: TestMember;
let empresaA: number;
let empresaB: number;
let cafe: number;
let otica: number;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: BEFORE });

  const db = database.db;
  const [a, b] = [await insertEmpresa(db), await insertEmpresa(db)];
  [empresaA, empresaB] = [a.id, b.id];
  ana = await createMember(db, { empresas: [a] });
  beto = await createMember(db, { empresas: [b] });
  const categoria = await insertCategoria(db, 'Saúde');
  cafe = await insertParceiro(db, { nome: 'Café', categoria_id: categoria }, []);
  otica = await insertParceiro(db, { nome: 'Ótica', categoria_id: categoria }, []);
  const access = (
    parceiro_id: number,
    cliente_id: number,
    dia: string,
    empresa_id: number | null,
  ) => ({
    parceiro_id,
    cliente_id,
    dia,
    empresa_id,
  });
  await db
    .insertInto('parceiro_acesso')
    .values([
      access(cafe, ana.cards[0]!.id, '2026-11-01', empresaA),
      access(cafe, ana.dependent.id, '2026-11-01', empresaA),
      access(otica, ana.cards[0]!.id, '2026-11-01', empresaA),
      access(cafe, beto.cards[0]!.id, '2026-11-02', empresaB),
      // A row made by hand without its company: the report never counted it.
      access(otica, beto.cards[0]!.id, '2026-11-03', null),
    ])
    .execute();
  const at = new Date('2026-11-02T15:00:00.000Z');
  await insertUse(db, cafe, ana.cards[0]!, 'Um', { at });
  await insertUse(db, cafe, ana.dependent, 'Dois', { at });
  const { uso: undone } = await insertUse(db, otica, beto.cards[0]!, 'Tres', { at });
  await db
    .updateTable('uso')
    .set({ desfeito_em: at.toISOString() })
    .where('id', '=', undone)
    .execute();

  await migrateToLatest(db);
});
afterAll(() => database.close());

describe('migration partner-day-counters', () => {
  it('counts the accesses with a company and the uses not undone per company, partner and day', async () => {
    const rows = await database.db
      .selectFrom('parceiro_dia')
      .select(['empresa_id', 'parceiro_id', 'dia', 'acessos', 'usos'])
      .orderBy('empresa_id')
      .orderBy('dia')
      .orderBy('parceiro_id')
      .execute();
    expect(rows.map((r) => ({ ...r, acessos: Number(r.acessos), usos: Number(r.usos) }))).toEqual([
      { empresa_id: empresaA, parceiro_id: cafe, dia: '2026-11-01', acessos: 2, usos: 0 },
      { empresa_id: empresaA, parceiro_id: otica, dia: '2026-11-01', acessos: 1, usos: 0 },
      { empresa_id: empresaA, parceiro_id: cafe, dia: '2026-11-02', acessos: 0, usos: 2 },
      { empresa_id: empresaB, parceiro_id: cafe, dia: '2026-11-02', acessos: 1, usos: 0 },
    ]);
  });

  it('keeps counting after the migration: a new access and an undone use move the counters', async () => {
    const db = database.db;
    await db
      .insertInto('parceiro_acesso')
      .values({
        parceiro_id: otica,
        cliente_id: beto.cards[0]!.id,
        dia: '2026-11-02',
        empresa_id: empresaB,
      })
      .execute();
    await db
      .updateTable('uso')
      .set({ desfeito_em: '2026-11-02T16:00:00.000Z' })
      .where('cliente_id', '=', ana.dependent.id)
      .execute();
    await db.deleteFrom('parceiro_acesso').where('cliente_id', '=', ana.dependent.id).execute();
    const rows = await db
      .selectFrom('parceiro_dia')
      .select(['empresa_id', 'parceiro_id', 'dia', 'acessos', 'usos'])
      .where((eb) => eb.or([eb('acessos', '<>', 0), eb('usos', '<>', 0)]))
      .orderBy('empresa_id')
      .orderBy('dia')
      .orderBy('parceiro_id')
      .execute();
    expect(rows.map((r) => ({ ...r, acessos: Number(r.acessos), usos: Number(r.usos) }))).toEqual([
      { empresa_id: empresaA, parceiro_id: cafe, dia: '2026-11-01', acessos: 1, usos: 0 },
      { empresa_id: empresaA, parceiro_id: otica, dia: '2026-11-01', acessos: 1, usos: 0 },
      { empresa_id: empresaA, parceiro_id: cafe, dia: '2026-11-02', acessos: 0, usos: 1 },
      { empresa_id: empresaB, parceiro_id: cafe, dia: '2026-11-02', acessos: 1, usos: 0 },
      { empresa_id: empresaB, parceiro_id: otica, dia: '2026-11-02', acessos: 1, usos: 0 },
    ]);
  });
});
