import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createOperator } from '../admin/helpers.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/** What the migrations of 29 Nov 2026 fill in from the rows already there. */

const BEFORE = '2026-11-28T18-00-00_usage-reports';
let database: TestDatabase;
let ana: TestMember; // one card in company A
let duo: TestMember; // cards in A and B
let back: TestMember; // a card an operator reactivated
let empresaA: number;
let empresaB: number;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: BEFORE });

  const db = database.db;
  const [a, b] = [await insertEmpresa(db), await insertEmpresa(db)];
  [empresaA, empresaB] = [a.id, b.id];
  ana = await createMember(db, { empresas: [a] });
  duo = await createMember(db, { empresas: [a, b] });
  back = await createMember(db, { empresas: [b] });
  const signIn = (usuarioId: number, dia: string) => ({
    usuario_id: usuarioId,
    dia,
    em: `${dia}T13:00:00.000Z`,
  });
  await db
    .insertInto('login_evento')
    .values([
      signIn(ana.usuario.id, '2026-11-01'),
      signIn(ana.usuario.id, '2026-11-01'),
      signIn(duo.usuario.id, '2026-11-01'),
      signIn(duo.usuario.id, '2026-11-02'),
    ])
    .execute();

  const operator = await createOperator(db, { role: 'admin' });
  await db
    .insertInto('auditoria')
    .values(
      ['2026-11-10T12:00:00.000Z', '2026-11-20T12:00:00.000Z'].map((quando) => ({
        operador_id: operator.row.id,
        quando,
        ip: '127.0.0.1',
        recurso: 'members',
        registro_id: String(back.usuario.id),
        acao: 'reactivateCard',
        campos: '{}',
        empresa_id: b.id,
      })),
    )
    .execute();

  await migrateToLatest(db);
});
afterAll(() => database.close());

describe('migration sign-ins-per-day', () => {
  it("counts every recorded sign-in on the day's counter of each company of the member", async () => {
    const rows = await database.db
      .selectFrom('login_dia')
      .select(['empresa_id', 'dia', 'total'])
      .orderBy('empresa_id')
      .orderBy('dia')
      .execute();
    expect(rows.map((r) => ({ ...r, total: Number(r.total) }))).toEqual([
      { empresa_id: empresaA, dia: '2026-11-01', total: 3 },
      { empresa_id: empresaA, dia: '2026-11-02', total: 1 },
      { empresa_id: empresaB, dia: '2026-11-01', total: 1 },
      { empresa_id: empresaB, dia: '2026-11-02', total: 1 },
    ]);
  });
});

describe('migration card-reactivated', () => {
  it('dates a card an operator reactivated from its last audit row, and no other', async () => {
    const reativado = async (m: TestMember) =>
      (
        await database.db
          .selectFrom('cliente')
          .select('reativado_em')
          .where('id', '=', m.cards[0]!.id)
          .executeTakeFirstOrThrow()
      ).reativado_em;
    expect(await reativado(back)).toBe('2026-11-20');
    expect(await reativado(ana)).toBeNull();
  });
});
