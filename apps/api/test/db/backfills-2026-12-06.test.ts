import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/** What the migration of 6 Dec 2026 computes from the sign-ins and holder cards already there. */

const BEFORE = '2026-12-05T02-00-00_ratings-by-time';
let database: TestDatabase;
let ana: TestMember;
let beto: TestMember;
let caio: TestMember;
let dora: TestMember;
let empresaA: number;
let empresaB: number;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: BEFORE });

  const db = database.db;
  const [a, b] = [await insertEmpresa(db), await insertEmpresa(db)];
  [empresaA, empresaB] = [a.id, b.id];
  ana = await createMember(db, { empresas: [a, b] });
  beto = await createMember(db, { empresas: [b] });
  caio = await createMember(db, { empresas: [a] });
  dora = await createMember(db, { empresas: [a] });
  const signIn = (usuario_id: number, dia: string) => ({
    usuario_id,
    dia,
    em: `${dia}T15:00:00.000Z`,
  });
  await db
    .insertInto('login_evento')
    .values([
      signIn(ana.usuario.id, '2026-10-01'),
      signIn(ana.usuario.id, '2026-11-20'),
      signIn(ana.usuario.id, '2026-11-03'),
      signIn(beto.usuario.id, '2026-11-02'),
      signIn(caio.usuario.id, '2026-09-09'),
    ])
    .execute();
  // Caio's card was erased: it is no longer one of his login's cards.
  await db
    .updateTable('cliente')
    .set({ usuario_id: null })
    .where('id', '=', caio.cards[0]!.id)
    .execute();

  await migrateToLatest(db);
});
afterAll(() => database.close());

const rows = () =>
  database.db
    .selectFrom('login_membro')
    .select(['empresa_id', 'usuario_id', 'dia'])
    .orderBy('empresa_id')
    .orderBy('usuario_id')
    .execute();

describe('migration last-sign-in-per-member', () => {
  it("gives each company's holders who signed in their latest sign-in day", async () => {
    // Dora never signed in; Caio holds no card any more.
    expect(await rows()).toEqual([
      { empresa_id: empresaA, usuario_id: ana.usuario.id, dia: '2026-11-20' },
      { empresa_id: empresaB, usuario_id: ana.usuario.id, dia: '2026-11-20' },
      { empresa_id: empresaB, usuario_id: beto.usuario.id, dia: '2026-11-02' },
    ]);
  });

  it('keeps them after the migration: a later sign-in moves the day, a first one adds the member', async () => {
    const db = database.db;
    await db
      .insertInto('login_evento')
      .values([
        { usuario_id: beto.usuario.id, dia: '2026-11-25', em: '2026-11-25T15:00:00.000Z' },
        { usuario_id: beto.usuario.id, dia: '2026-11-01', em: '2026-11-01T15:00:00.000Z' },
        { usuario_id: dora.usuario.id, dia: '2026-11-24', em: '2026-11-24T15:00:00.000Z' },
      ])
      .execute();
    expect(await rows()).toEqual([
      { empresa_id: empresaA, usuario_id: ana.usuario.id, dia: '2026-11-20' },
      { empresa_id: empresaA, usuario_id: dora.usuario.id, dia: '2026-11-24' },
      { empresa_id: empresaB, usuario_id: ana.usuario.id, dia: '2026-11-20' },
      { empresa_id: empresaB, usuario_id: beto.usuario.id, dia: '2026-11-25' },
    ]);
  });
});
