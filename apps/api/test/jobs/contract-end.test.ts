import { endpoints, todayInBrazil } from '@clube/contract';
import { adminEndpoints } from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import { createDatabase } from '../../src/db/database.js';
import type { Database, Empresa } from '../../src/db/schema.js';
import { endLapsedContracts, runScheduledContractEnd } from '../../src/jobs/contract-end.js';
import { runRetention } from '../../src/jobs/retention.js';
import { adminCall, signedInOperator } from '../admin/members-world.js';
import { call, login, tokenFor } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

/**
 * The contract-end job (docs/decisions/053-contract-end-job.md): a card whose last contract's end
 * date passed ends on its own, as after an operator's contract write, and the retention job erases
 * it 30 days later. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const DAY = 86_400_000;
/** The Brazilian date `days` after the date `iso`. */
function plusDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
/** Noon in Brazil on the date `iso`. */
const noonOf = (iso: string) => new Date(`${iso}T15:00:00.000Z`);

const card = (db: Kysely<Database>, id: number) =>
  db.selectFrom('cliente').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const contracts = (db: Kysely<Database>, idCliente: number) =>
  db
    .selectFrom('contrato')
    .select(['id', 'status', 'fim'])
    .where('cliente_id', '=', idCliente)
    .orderBy('id')
    .execute();
const tokenVersion = async (db: Kysely<Database>, usuarioId: number) =>
  (
    await db
      .selectFrom('usuario')
      .select('token_version')
      .where('id', '=', usuarioId)
      .executeTakeFirstOrThrow()
  ).token_version;

async function addContract(
  db: Kysely<Database>,
  idCliente: number,
  fim: string | null,
  status = 'Ativo',
) {
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
async function memberWith(
  db: Kysely<Database>,
  empresa: Empresa,
  ...ends: (string | null)[]
): Promise<TestMember> {
  const m = await createMember(db, { empresas: [empresa] });
  for (const fim of ends) await addContract(db, m.cards[0]!.id, fim);
  return m;
}

/** A company and an operator of it. */
const it = apiTest().extend('world', { scope: 'file' }, async ({ app, db }) => {
  const empresa = await insertEmpresa(db);
  return { empresa, operator: await signedInOperator(app.app, db, 'operator', [empresa.id]) };
});

// A fixed clock for the job's members: 10 March 2026 in Brazil.
const TODAY = '2026-03-10';
const NOW = noonOf(TODAY);
/**
 * Members whose contracts end around TODAY. The tests of 'the contract-end job' run in order on
 * them: the first runs the job, the next ones read and extend what it did.
 */
const jobTest = it.extend('ending', { scope: 'file' }, async ({ app, db, world: { empresa } }) => {
  const lapsed = await memberWith(db, empresa, '2026-03-09'); // its only contract ended yesterday
  return {
    lapsed,
    lapsedTwice: await memberWith(db, empresa, '2025-12-31', '2026-02-28'), // two contracts, both ended
    running: await memberWith(db, empresa, '2026-02-28', '2026-04-30'), // one ended contract, one still running until the end of next month
    openEnded: await memberWith(db, empresa, '2025-06-30', null), // one ended contract, one with no end
    endsToday: await memberWith(db, empresa, TODAY), // its contract runs through today
    noContracts: await memberWith(db, empresa),
    oldToken: await tokenFor(app.app, lapsed.usuario),
  };
});

// The console's reactivation writes today's real date, so this clock follows the real one.
const today = todayInBrazil();
/** A member whose card the job ended and an operator reactivated. */
const reactivatedTest = it.extend(
  'm',
  { scope: 'file' },
  async ({ app, db, world: { empresa, operator } }) => {
    const m = await memberWith(db, empresa, plusDays(today, -3));
    await endLapsedContracts(db, noonOf(today));
    expect((await card(db, m.cards[0]!.id)).encerrado_em).toBe(today);
    const back = await adminCall(app.app, operator, adminEndpoints.reactivateMemberCard, {
      params: { id: m.cards[0]!.id },
    });
    expect(back.statusCode).toBe(200);
    return m;
  },
);

describe('the contract-end job', () => {
  jobTest(
    'ends every card whose last contract ended before today, and only those',
    async ({ db, ending: { lapsed, lapsedTwice, running, openEnded, endsToday, noContracts } }) => {
      const versionBefore = await tokenVersion(db, lapsed.usuario.id);
      expect(await endLapsedContracts(db, NOW)).toEqual({ endedContracts: 3, endedCards: 2 });

      for (const m of [lapsed, lapsedTwice]) {
        expect((await card(db, m.cards[0]!.id)).encerrado_em).toBe(TODAY);
        expect((await contracts(db, m.cards[0]!.id)).map((c) => c.status)).toEqual(
          m === lapsed ? ['Encerrado'] : ['Encerrado', 'Encerrado'],
        );
      }
      // As the operator's path: the member's sessions end with the card.
      expect(await tokenVersion(db, lapsed.usuario.id)).toBe(versionBefore + 1);
      for (const m of [running, openEnded, endsToday, noContracts])
        expect((await card(db, m.cards[0]!.id)).encerrado_em).toBeNull();
      // A card with another running contract is left alone, its ended contract included.
      expect((await contracts(db, running.cards[0]!.id)).map((c) => c.status)).toEqual([
        'Ativo',
        'Ativo',
      ]);
    },
  );

  jobTest(
    'signs the member out, and no longer offers the card at sign-in',
    async ({ app, ending: { lapsed, oldToken } }) => {
      const card0 = lapsed.cards[0]!;
      const withOldToken = await call(
        app.app,
        endpoints.getCliente,
        { idCliente: card0.id, idPerfil: card0.perfil_id },
        { token: oldToken },
      );
      expect(withOldToken.statusCode).toBe(401);
      // The app then shows "Nenhum cartão ativo encontrado para este CPF." (decision 035).
      const again = await login(app.app, lapsed.usuario.login, lapsed.usuario.password);
      expect(again.empresas).toEqual([]);
    },
  );

  jobTest('does nothing more when run again the same day', async ({ db, ending: { lapsed } }) => {
    const version = await tokenVersion(db, lapsed.usuario.id);
    expect(await endLapsedContracts(db, NOW)).toEqual({ endedContracts: 0, endedCards: 0 });
    expect(await tokenVersion(db, lapsed.usuario.id)).toBe(version);
    expect((await card(db, lapsed.cards[0]!.id)).encerrado_em).toBe(TODAY);
  });

  jobTest("follows Brazil's date, not UTC's", async ({ db, ending: { endsToday } }) => {
    // 01:00 UTC on 11 March is still 10 March in Brazil: the contract runs through that day.
    expect(await endLapsedContracts(db, new Date('2026-03-11T01:00:00.000Z'))).toEqual({
      endedContracts: 0,
      endedCards: 0,
    });
    expect(await endLapsedContracts(db, new Date('2026-03-11T03:00:00.000Z'))).toEqual({
      endedContracts: 1,
      endedCards: 1,
    });
    expect((await card(db, endsToday.cards[0]!.id)).encerrado_em).toBe('2026-03-11');
  });

  jobTest(
    'lets the retention job erase the card 30 days after it ended, not before',
    async ({ db, ending: { lapsed } }) => {
      const id = lapsed.cards[0]!.id;
      await runRetention(db, noonOf(plusDays(TODAY, 30)));
      expect((await card(db, id)).nome).not.toBe('');
      await runRetention(db, noonOf(plusDays(TODAY, 31)));
      expect(await card(db, id)).toMatchObject({
        nome: '',
        cpf: '',
        anonimizado_em: expect.any(String),
      });
      // Erased cards are not looked at again.
      expect(await endLapsedContracts(db, noonOf(plusDays(TODAY, 32)))).toEqual({
        endedContracts: 0,
        endedCards: 0,
      });
    },
  );
});

describe('a card an operator reactivated', () => {
  reactivatedTest(
    'is not ended again by the contract that had already ended',
    async ({ app, db, m }) => {
      for (const days of [0, 1, 40]) {
        expect(await endLapsedContracts(db, noonOf(plusDays(today, days)))).toEqual({
          endedContracts: 0,
          endedCards: 0,
        });
      }
      expect(await card(db, m.cards[0]!.id)).toMatchObject({
        encerrado_em: null,
        reativado_em: today,
      });
      const session = await login(app.app, m.usuario.login, m.usuario.password);
      expect(session.empresas.map((e) => e.idCliente)).toContain(m.cards[0]!.id);
    },
  );

  reactivatedTest(
    'ends once a contract that ends after the reactivation has ended',
    async ({ db, m }) => {
      await addContract(db, m.cards[0]!.id, plusDays(today, 5));
      expect(await endLapsedContracts(db, noonOf(plusDays(today, 5)))).toMatchObject({
        endedCards: 0,
      });
      expect(await endLapsedContracts(db, noonOf(plusDays(today, 6)))).toEqual({
        endedContracts: 1,
        endedCards: 1,
      });
      expect((await card(db, m.cards[0]!.id)).encerrado_em).toBe(plusDays(today, 6));
    },
  );
});

describe('the contract-end schedule', () => {
  it('runs once per interval when two instances race for the lease', async ({
    app,
    db,
    world: { empresa },
  }) => {
    const m = await memberWith(db, empresa, '2026-06-30');
    const version = await tokenVersion(db, m.usuario.id);
    // A second instance: its own connection (pool) to the same database.
    const other = createDatabase(app.database.url);
    try {
      const at = noonOf('2026-07-02');
      const [a, b] = await Promise.all([
        runScheduledContractEnd(db, DAY, () => at),
        runScheduledContractEnd(other.db, DAY, () => at),
      ]);
      expect([a, b].filter((r) => r === null)).toHaveLength(1);
      expect([a, b].find((r) => r !== null)).toMatchObject({ endedCards: 1 });
      expect(await tokenVersion(db, m.usuario.id)).toBe(version + 1);
      expect((await card(db, m.cards[0]!.id)).encerrado_em).toBe('2026-07-02');

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
    async ({ app, db, world: { empresa } }) => {
      const m = await memberWith(db, empresa, '2026-08-31');
      const version = await tokenVersion(db, m.usuario.id);
      const other = createDatabase(app.database.url);
      try {
        const at = noonOf('2026-09-02');
        const results = await Promise.all([
          endLapsedContracts(db, at),
          endLapsedContracts(other.db, at),
        ]);
        expect(results.reduce((s, r) => s + r.endedCards, 0)).toBe(1);
        expect(await tokenVersion(db, m.usuario.id)).toBe(version + 1);
      } finally {
        await other.close();
      }
    },
  );
});
