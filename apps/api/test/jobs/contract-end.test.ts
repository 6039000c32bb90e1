import { endpoints, todayInBrazil } from '@clube/contract';
import { adminEndpoints } from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.js';
import type { Database, Empresa } from '../../src/db/schema.js';
import { endLapsedContracts, runScheduledContractEnd } from '../../src/jobs/contract-end.js';
import { runRetention } from '../../src/jobs/retention.js';
import { adminCall, signedInOperator, type SignedInOperator } from '../admin/members-world.js';
import { call, createTestApp, login, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';

/**
 * The contract-end job (docs/decisions/053-contract-end-job.md): a card whose last contract's end
 * date passed ends on its own, as after an operator's contract write, and the retention job erases
 * it 30 days later. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let db: Kysely<Database>;
let empresa: Empresa;
let operator: SignedInOperator;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  empresa = await insertEmpresa(db);
  operator = await signedInOperator(t.app, db, 'operator', [empresa.id]);
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** The Brazilian date `days` after the date `iso`. */
function plusDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
/** Noon in Brazil on the date `iso`. */
const noonOf = (iso: string) => new Date(`${iso}T15:00:00.000Z`);

const card = (id: number) =>
  db.selectFrom('cliente').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const contracts = (idCliente: number) =>
  db
    .selectFrom('contrato')
    .select(['id', 'status', 'fim'])
    .where('cliente_id', '=', idCliente)
    .orderBy('id')
    .execute();
const tokenVersion = async (usuarioId: number) =>
  (
    await db
      .selectFrom('usuario')
      .select('token_version')
      .where('id', '=', usuarioId)
      .executeTakeFirstOrThrow()
  ).token_version;

async function addContract(idCliente: number, fim: string | null, status = 'Ativo') {
  const row = await db
    .insertInto('contrato')
    .values({
      cliente_id: idCliente,
      status,
      forma_pagamento: 'Boleto',
      valor_mensal_centavos: 12990,
      inicio: '2025-01-01',
      fim,
      plano: 'Plano Família',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member with one card in `empresa` and the given contracts (end dates; null: open-ended). */
async function memberWith(...ends: (string | null)[]): Promise<TestMember> {
  const m = await createMember(db, { empresas: [empresa] });
  for (const fim of ends) await addContract(m.cards[0]!.id, fim);
  return m;
}

describe('the contract-end job', () => {
  // A fixed clock: 10 March 2026 in Brazil.
  const TODAY = '2026-03-10';
  const NOW = noonOf(TODAY);
  let lapsed: TestMember; // its only contract ended yesterday
  let lapsedTwice: TestMember; // two contracts, both ended
  let running: TestMember; // one ended contract, one still running until the end of next month
  let openEnded: TestMember; // one ended contract, one with no end
  let endsToday: TestMember; // its contract runs through today
  let noContracts: TestMember;
  let oldToken = '';

  beforeAll(async () => {
    lapsed = await memberWith('2026-03-09');
    lapsedTwice = await memberWith('2025-12-31', '2026-02-28');
    running = await memberWith('2026-02-28', '2026-04-30');
    openEnded = await memberWith('2025-06-30', null);
    endsToday = await memberWith(TODAY);
    noContracts = await memberWith();
    oldToken = await tokenFor(t.app, lapsed.usuario);
  });

  it('ends every card whose last contract ended before today, and only those', async () => {
    const versionBefore = await tokenVersion(lapsed.usuario.id);
    expect(await endLapsedContracts(db, NOW)).toEqual({ endedContracts: 3, endedCards: 2 });

    for (const m of [lapsed, lapsedTwice]) {
      expect((await card(m.cards[0]!.id)).encerrado_em).toBe(TODAY);
      expect((await contracts(m.cards[0]!.id)).map((c) => c.status)).toEqual(
        m === lapsed ? ['Encerrado'] : ['Encerrado', 'Encerrado'],
      );
    }
    // As the operator's path: the member's sessions end with the card.
    expect(await tokenVersion(lapsed.usuario.id)).toBe(versionBefore + 1);
    for (const m of [running, openEnded, endsToday, noContracts])
      expect((await card(m.cards[0]!.id)).encerrado_em).toBeNull();
    // A card with another running contract is left alone, its ended contract included.
    expect((await contracts(running.cards[0]!.id)).map((c) => c.status)).toEqual([
      'Ativo',
      'Ativo',
    ]);
  });

  it('signs the member out, and no longer offers the card at sign-in', async () => {
    const card0 = lapsed.cards[0]!;
    const withOldToken = await call(
      t.app,
      endpoints.getCliente,
      { idCliente: card0.id, idPerfil: card0.perfil_id },
      { token: oldToken },
    );
    expect(withOldToken.statusCode).toBe(401);
    // The app then shows "Nenhum cartão ativo encontrado para este CPF." (decision 035).
    const again = await login(t.app, lapsed.usuario.login, lapsed.usuario.password);
    expect(again.empresas).toEqual([]);
  });

  it('does nothing more when run again the same day', async () => {
    const version = await tokenVersion(lapsed.usuario.id);
    expect(await endLapsedContracts(db, NOW)).toEqual({ endedContracts: 0, endedCards: 0 });
    expect(await tokenVersion(lapsed.usuario.id)).toBe(version);
    expect((await card(lapsed.cards[0]!.id)).encerrado_em).toBe(TODAY);
  });

  it("follows Brazil's date, not UTC's", async () => {
    // 01:00 UTC on 11 March is still 10 March in Brazil: the contract runs through that day.
    expect(await endLapsedContracts(db, new Date('2026-03-11T01:00:00.000Z'))).toEqual({
      endedContracts: 0,
      endedCards: 0,
    });
    expect(await endLapsedContracts(db, new Date('2026-03-11T03:00:00.000Z'))).toEqual({
      endedContracts: 1,
      endedCards: 1,
    });
    expect((await card(endsToday.cards[0]!.id)).encerrado_em).toBe('2026-03-11');
  });

  it('lets the retention job erase the card 30 days after it ended, not before', async () => {
    const id = lapsed.cards[0]!.id;
    await runRetention(db, noonOf(plusDays(TODAY, 30)));
    expect((await card(id)).nome).not.toBe('');
    await runRetention(db, noonOf(plusDays(TODAY, 31)));
    expect(await card(id)).toMatchObject({ nome: '', cpf: '', anonimizado_em: expect.any(String) });
    // Erased cards are not looked at again.
    expect(await endLapsedContracts(db, noonOf(plusDays(TODAY, 32)))).toEqual({
      endedContracts: 0,
      endedCards: 0,
    });
  });
});

describe('a card an operator reactivated', () => {
  // The console's reactivation writes today's real date, so this clock follows the real one.
  const today = todayInBrazil();
  let m: TestMember;

  beforeAll(async () => {
    m = await memberWith(plusDays(today, -3));
    await endLapsedContracts(db, noonOf(today));
    expect((await card(m.cards[0]!.id)).encerrado_em).toBe(today);
    const back = await adminCall(t.app, operator, adminEndpoints.reactivateMemberCard, {
      params: { id: m.cards[0]!.id },
    });
    expect(back.statusCode).toBe(200);
  });

  it('is not ended again by the contract that had already ended', async () => {
    for (const days of [0, 1, 40]) {
      expect(await endLapsedContracts(db, noonOf(plusDays(today, days)))).toEqual({
        endedContracts: 0,
        endedCards: 0,
      });
    }
    expect(await card(m.cards[0]!.id)).toMatchObject({ encerrado_em: null, reativado_em: today });
    const session = await login(t.app, m.usuario.login, m.usuario.password);
    expect(session.empresas.map((e) => e.idCliente)).toContain(m.cards[0]!.id);
  });

  it('ends once a contract that ends after the reactivation has ended', async () => {
    await addContract(m.cards[0]!.id, plusDays(today, 5));
    expect(await endLapsedContracts(db, noonOf(plusDays(today, 5)))).toMatchObject({
      endedCards: 0,
    });
    expect(await endLapsedContracts(db, noonOf(plusDays(today, 6)))).toEqual({
      endedContracts: 1,
      endedCards: 1,
    });
    expect((await card(m.cards[0]!.id)).encerrado_em).toBe(plusDays(today, 6));
  });
});

describe('the contract-end schedule', () => {
  it('runs once per interval when two instances race for the lease', async () => {
    const m = await memberWith('2026-06-30');
    const version = await tokenVersion(m.usuario.id);
    // A second instance: its own connection (pool) to the same database.
    const other = createDatabase(t.database.url);
    try {
      const at = noonOf('2026-07-02');
      const [a, b] = await Promise.all([
        runScheduledContractEnd(db, DAY, () => at),
        runScheduledContractEnd(other.db, DAY, () => at),
      ]);
      expect([a, b].filter((r) => r === null)).toHaveLength(1);
      expect([a, b].find((r) => r !== null)).toMatchObject({ endedCards: 1 });
      expect(await tokenVersion(m.usuario.id)).toBe(version + 1);
      expect((await card(m.cards[0]!.id)).encerrado_em).toBe('2026-07-02');

      // Within the interval neither runs; a day later one does again.
      const later = new Date(at.getTime() + DAY - 1000);
      expect(await runScheduledContractEnd(other.db, DAY, () => later)).toBeNull();
      expect(await runScheduledContractEnd(db, DAY, () => new Date(at.getTime() + DAY))).toEqual({
        endedContracts: 0,
        endedCards: 0,
      });
    } finally {
      await other.close();
    }
  });

  // Two transactions at once need two processes on SQLite (better-sqlite3 blocks its thread while
  // it waits for the write lock), so this one runs on PostgreSQL.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two runs at once (the CLI beside the server) end a card only once',
    async () => {
      const m = await memberWith('2026-08-31');
      const version = await tokenVersion(m.usuario.id);
      const other = createDatabase(t.database.url);
      try {
        const at = noonOf('2026-09-02');
        const results = await Promise.all([
          endLapsedContracts(db, at),
          endLapsedContracts(other.db, at),
        ]);
        expect(results.reduce((s, r) => s + r.endedCards, 0)).toBe(1);
        expect(await tokenVersion(m.usuario.id)).toBe(version + 1);
      } finally {
        await other.close();
      }
    },
  );
});
