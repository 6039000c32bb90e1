import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { seedDemoData } from '../../src/db/seed/index.js';
import {
  createTestDatabase,
  TEST_PASSWORD_COST,
  type TestDatabase,
} from '../helpers/test-database.js';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemoData(db, {
    now: new Date('2026-11-22T15:00:00.000Z'),
    passwordCost: TEST_PASSWORD_COST,
  });
});
afterAll(() => database?.close());

const seededCeps = async () =>
  new Set((await db.selectFrom('cep_local').select('cep').execute()).map((r) => r.cep));

describe('the seeded CEP table (CEP_PROVIDER=local)', () => {
  it('holds a few hundred well-formed CEPs of many states', async () => {
    const rows = await db.selectFrom('cep_local').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(250);
    for (const row of rows) {
      expect(row.cep).toMatch(/^\d{8}$/);
      expect(row.uf).toMatch(/^[A-Z]{2}$/);
      expect(row.logradouro && row.bairro && row.localidade).toBeTruthy();
    }
    expect(new Set(rows.map((r) => r.uf)).size).toBeGreaterThanOrEqual(20);
  });

  it("answers every demo member's, dependent's and partner's CEP, and the companies' help CEPs", async () => {
    const ceps = await seededCeps();
    const clientes = await db.selectFrom('cliente').select('cep').where('cep', '!=', '').execute();
    const parceiros = await db
      .selectFrom('parceiro')
      .select('cep')
      .where('cep', '!=', '')
      .execute();
    const empresas = await db.selectFrom('empresa').select('ajuda_cep as cep').execute();
    const used = [...clientes, ...parceiros, ...empresas].map((r) => r.cep);
    expect(used.length).toBeGreaterThan(0);
    for (const cep of used) expect(ceps, cep).toContain(cep);
  });
});
