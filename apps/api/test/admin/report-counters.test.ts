import { addDays, todayInBrazil } from '@clube/contract';
import { reportQuery, type Report } from '@clube/contract/admin';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cliente, Database, Empresa } from '../../src/db/schema.js';
import { buildReport } from '../../src/modules/admin/reports/service.js';
import { anonymiseDependentRow, deleteDependentRow } from '../../src/modules/dependents/queries.js';
import { countAccess } from '../../src/modules/partners/queries.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { insertCategoria, insertParceiro } from '../partners/partner-world.js';

/*
 * The report's partner figures come from the day counters `parceiro_dia` (decision 127), which the
 * database keeps as accesses and counter uses come and go. Random activity (visits, uses, undone
 * uses, dependents erased or deleted) must leave the report equal to a direct count of the rows.
 */

type Db = Kysely<Database>;

let database: TestDatabase;
let db: Db;
const companies: Empresa[] = [];
const partners: number[] = [];
/** Per partner: a staff account that registers uses. */
const staffOf = new Map<number, number>();
const cards: Cliente[] = [];
const deleted = new Set<number>();
const uses: number[] = [];
let checks = 0;

const today = todayInBrazil();
const DAYS = 6;
const period = { from: addDays(today, -(DAYS - 1)), to: today };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  for (const nome of ['Alfa', 'Beta']) companies.push(await insertEmpresa(db, { nome }));
  const categorias = [await insertCategoria(db, 'Saúde'), await insertCategoria(db, 'Lazer')];
  for (const [i, nome] of ['Café', 'Padaria', 'Ótica'].entries()) {
    const id = await insertParceiro(db, { nome, categoria_id: categorias[i % 2]! }, []);
    partners.push(id);
    const now = new Date().toISOString();
    const { id: staff } = await db
      .insertInto('parceiro_atendente')
      .values({
        parceiro_id: id,
        nome: `Atendente ${nome}`,
        email: `balcao-${i}@parceiro.test`,
        senha_hash: 'x',
        alterar_senha: 0,
        criado_em: now,
        atualizado_em: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    staffOf.set(id, staff);
  }
  for (const empresa of [...companies, ...companies, companies[0]!]) {
    const member = await createMember(db, { empresas: [empresa] });
    cards.push(...member.cards, member.dependent);
  }
});

afterAll(async () => {
  await database?.close();
});

async function registerUse(card: Cliente, parceiroId: number, dia: string) {
  const staff = staffOf.get(parceiroId)!;
  const now = `${dia}T15:00:00.000Z`;
  const { id: verificacao } = await db
    .insertInto('parceiro_verificacao')
    .values({
      atendente_id: staff,
      parceiro_id: parceiroId,
      cliente_id: card.id,
      resultado: 'VALIDO',
      passo: 1,
      token: `verificacao-${++checks}`,
      criado_em: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('uso')
    .values({
      parceiro_id: parceiroId,
      atendente_id: staff,
      cliente_id: card.id,
      empresa_id: card.empresa_id,
      verificacao_id: verificacao,
      oferta_id: parceiroId,
      oferta_titulo: '10% de desconto',
      valor_compra: 1000,
      economia: 100,
      chave_idempotencia: null,
      registrado_em: now,
      dia,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  uses.push(id);
}

const step = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('visit' as const),
      card: fc.nat(),
      partner: fc.nat(),
      day: fc.nat(DAYS + 1),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('use' as const),
      card: fc.nat(),
      partner: fc.nat(),
      day: fc.nat(DAYS + 1),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), use: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('erase' as const), card: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), card: fc.nat() }) },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function run(s: Step) {
  const live = cards.filter((c) => !deleted.has(c.id));
  switch (s.kind) {
    case 'visit':
    case 'use': {
      const card = live[s.card % live.length];
      if (!card) return;
      const parceiroId = partners[s.partner % partners.length]!;
      // Days around the period: one before it and one after it are outside the report.
      const dia = addDays(today, 1 - s.day);
      if (s.kind === 'visit') await countAccess(db, parceiroId, card.id, dia);
      else await registerUse(card, parceiroId, dia);
      return;
    }
    case 'undo': {
      const id = uses[s.use % Math.max(uses.length, 1)];
      if (id === undefined) return;
      await db
        .updateTable('uso')
        .set({ desfeito_em: new Date().toISOString() })
        .where('id', '=', id)
        .where('desfeito_em', 'is', null)
        .execute();
      return;
    }
    case 'erase':
    case 'delete': {
      const dependents = live.filter((c) => c.titular_id !== null);
      const card = dependents[s.card % Math.max(dependents.length, 1)];
      if (!card) return;
      const used = await db
        .selectFrom('uso')
        .select('id')
        .where('cliente_id', '=', card.id)
        .executeTakeFirst();
      // A card with uses keeps its row (the uses point at it): it is erased, not deleted.
      if (s.kind === 'erase' || used)
        await anonymiseDependentRow(db, card.id, new Date().toISOString());
      else {
        await deleteDependentRow(db, card.id);
        deleted.add(card.id);
      }
      return;
    }
  }
}

/** The report's partner figures counted straight from `parceiro_acesso`, as the report read them. */
async function accessesFromRows(empresaIds: number[]) {
  const rows = await db
    .selectFrom('parceiro_acesso as a')
    .innerJoin('parceiro as p', 'p.id', 'a.parceiro_id')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .select(['a.dia', 'p.id', 'p.nome', 'c.id as categoria', 'c.nome as categoriaNome'])
    .where('a.empresa_id', 'in', empresaIds)
    .where('a.dia', '>=', period.from)
    .where('a.dia', '<=', period.to)
    .execute();
  const add = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);
  const perDay = new Map<string, number>();
  const perPartner = new Map<string, number>();
  const perCategory = new Map<string, number>();
  for (const r of rows) {
    add(perDay, r.dia);
    add(perPartner, `${r.id} ${r.nome}`);
    add(perCategory, `${r.categoria} ${r.categoriaNome}`);
  }
  const sorted = (m: Map<string, number>) => [...m].sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    total: rows.length,
    porDia: sorted(perDay),
    parceiros: sorted(perPartner),
    categorias: sorted(perCategory),
  };
}

function accessesOfReport(r: Report) {
  const sorted = (xs: { id: number; nome: string; total: number }[]) =>
    xs.map((x) => [`${x.id} ${x.nome}`, x.total] as const).sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    total: r.accesses.total,
    porDia: r.accesses.porDia.map((d) => [d.dia, d.total] as const),
    parceiros: sorted(r.accesses.topParceiros),
    categorias: sorted(r.accesses.porCategoria),
  };
}

/** Uses not undone per company, partner and day: the counters, and the rows. */
async function usesBoth() {
  const counted = await db
    .selectFrom('parceiro_dia')
    .select(['empresa_id', 'parceiro_id', 'dia', 'usos as total'])
    .where('usos', '<>', 0)
    .orderBy('empresa_id')
    .orderBy('parceiro_id')
    .orderBy('dia')
    .execute();
  const rows = await db
    .selectFrom('uso')
    .select(['empresa_id', 'parceiro_id', 'dia', (eb) => eb.fn.countAll<number>().as('total')])
    .where('desfeito_em', 'is', null)
    .groupBy(['empresa_id', 'parceiro_id', 'dia'])
    .orderBy('empresa_id')
    .orderBy('parceiro_id')
    .orderBy('dia')
    .execute();
  const plain = (xs: { empresa_id: number; parceiro_id: number; dia: string; total: unknown }[]) =>
    xs.map((x) => [x.empresa_id, x.parceiro_id, x.dia, Number(x.total)]);
  return { counted: plain(counted), rows: plain(rows) };
}

describe('partner counters', () => {
  it('the report counts what the rows say, after any mix of visits, uses, undos and erasures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        for (const s of steps) await run(s);
        const ids = companies.map((c) => c.id);
        for (const scope of [[ids[0]!], [ids[1]!], ids]) {
          const query = reportQuery.parse({
            ...period,
            empresaId: scope.length === 1 ? scope[0] : undefined,
          });
          const report = await buildReport(db, query, ids);
          expect(accessesOfReport(report)).toEqual(await accessesFromRows(scope));
        }
        const { counted, rows } = await usesBoth();
        expect(counted).toEqual(rows);
      }),
      { numRuns: 15 },
    );
    // The runs did reach every kind of change.
    expect(await db.selectFrom('parceiro_acesso').select('dia').executeTakeFirst()).toBeDefined();
    expect(uses.length).toBeGreaterThan(0);
    expect(deleted.size + (await erasedCount())).toBeGreaterThan(0);
  });
});

async function erasedCount() {
  const row = await db
    .selectFrom('cliente')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('anonimizado_em', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
