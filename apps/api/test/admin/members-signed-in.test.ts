import { addDays, todayInBrazil } from '@clube/contract';
import { reportQuery } from '@clube/contract/admin';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Empresa } from '../../src/db/schema.js';
import { buildReport } from '../../src/modules/admin/reports/service.js';
import { insertSignInEvent } from '../../src/modules/user/queries.js';
import { createMember, insertCliente, insertEmpresa, PERFIL } from '../helpers/factories.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

/*
 * The report's "members who signed in" comes from each company's last sign-in days `login_membro`
 * (decision 131), which the database keeps as sign-ins are recorded and holder cards come, move
 * and go. After any mix of those, for any period and any set of companies, the report must say what
 * counting `login_evento` against the companies' holder cards says.
 */

type Db = Kysely<Database>;

let database: TestDatabase;
let db: Db;
let companies: Empresa[] = [];
/** The logins of the world: a forgotten one is replaced by a newcomer. */
const members: number[] = [];
const changes = { signIns: 0, cards: 0, moves: 0, erased: 0, deleted: 0, forgotten: 0 };
/** Reports that counted someone: the property must not pass on zeros alone. */
let reportsCountingSomeone = 0;

const today = todayInBrazil();
/** Sign-ins fall on the last DAYS + 1 days; periods start and end from the day after tomorrow back. */
const DAYS = 8;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  companies = [
    await insertEmpresa(db, { nome: 'Alfa' }),
    await insertEmpresa(db, { nome: 'Beta' }),
    await insertEmpresa(db, { nome: 'Gama' }),
  ];
  const [a, b, c] = companies as [Empresa, Empresa, Empresa];
  for (const empresas of [[a], [b], [a, b], [c], [a, c], [b]])
    members.push((await createMember(db, { empresas })).usuario.id);
});

afterAll(async () => {
  await database?.close();
});

const step = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('signIn' as const),
      member: fc.nat(),
      day: fc.nat(DAYS),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('card' as const),
      member: fc.nat(),
      company: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('move' as const), card: fc.nat(), company: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('erase' as const), card: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), card: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('forget' as const), member: fc.nat() }) },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** One change of each kind, on the world as beforeAll makes it (six members, eight holder cards). */
const EVERY_KIND: Step[] = [
  { kind: 'signIn', member: 0, day: 0 },
  { kind: 'signIn', member: 2, day: 3 },
  { kind: 'card', member: 3, company: 0 },
  { kind: 'move', card: 1, company: 2 },
  { kind: 'erase', card: 2 },
  { kind: 'delete', card: 3 },
  { kind: 'forget', member: 4 },
  { kind: 'signIn', member: 4, day: 1 },
];

/** The holder cards that still belong to a person. */
async function holderCards() {
  return db
    .selectFrom('cliente')
    .select(['id', 'usuario_id'])
    .where('titular_id', 'is', null)
    .where('usuario_id', 'is not', null)
    .orderBy('id')
    .execute();
}

async function run(s: Step) {
  const pick = <T>(xs: T[], i: number) => (xs.length === 0 ? undefined : xs[i % xs.length]);
  switch (s.kind) {
    case 'signIn': {
      const member = pick(members, s.member);
      if (member === undefined) return;
      // Noon in Brazil: the sign-in's day is that day.
      await insertSignInEvent(db, member, new Date(`${addDays(today, -s.day)}T15:00:00.000Z`));
      changes.signIns++;
      return;
    }
    case 'card': {
      const member = pick(members, s.member);
      if (member === undefined) return;
      await insertCliente(db, {
        usuario_id: member,
        empresa_id: pick(companies, s.company)!.id,
        perfil_id: PERFIL.titular,
      });
      changes.cards++;
      return;
    }
    case 'move':
    case 'erase':
    case 'delete': {
      const card = pick(await holderCards(), s.card);
      if (!card) return;
      if (s.kind === 'move') {
        const empresa_id = pick(companies, s.company)!.id;
        await db.updateTable('cliente').set({ empresa_id }).where('id', '=', card.id).execute();
        changes.moves++;
      } else if (s.kind === 'erase') {
        // As the retention job leaves an erased holder card: no longer one of the login's cards.
        await db
          .updateTable('cliente')
          .set({ usuario_id: null })
          .where('id', '=', card.id)
          .execute();
        changes.erased++;
      } else {
        await db.deleteFrom('cliente').where('id', '=', card.id).execute();
        changes.deleted++;
      }
      return;
    }
    case 'forget': {
      const i = s.member % members.length;
      // The person's cards and sign-ins go with the login, by cascade; a newcomer takes the place.
      await db.deleteFrom('usuario').where('id', '=', members[i]!).execute();
      const empresa = pick(companies, s.member)!;
      members[i] = (await createMember(db, { empresas: [empresa] })).usuario.id;
      changes.forgotten++;
      return;
    }
  }
}

/** What the report counted before decision 131: each holder card of the companies, its events. */
async function countedFromEvents(empresaIds: number[], from: string, to: string) {
  const row = await db
    .selectFrom('cliente as c')
    .select((eb) => eb.fn.count<number | string>('c.usuario_id').distinct().as('n'))
    .where('c.empresa_id', 'in', empresaIds)
    .where('c.titular_id', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('login_evento as e')
          .select('e.usuario_id')
          .whereRef('e.usuario_id', '=', 'c.usuario_id')
          .where('e.dia', '>=', from)
          .where('e.dia', '<=', to),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Two day offsets from the day after tomorrow back: a period of one day or more. */
const period = fc
  .tuple(fc.integer({ min: -2, max: DAYS + 1 }), fc.integer({ min: -2, max: DAYS + 1 }))
  .map(([a, b]) => ({
    from: addDays(today, -Math.max(a, b)),
    to: addDays(today, -Math.min(a, b)),
  }));

describe('members who signed in', () => {
  it('the report counts what the sign-ins and the holder cards say, for any period and companies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 20 }),
        fc.array(period, { minLength: 1, maxLength: 3 }),
        async (steps, periods) => {
          for (const s of steps) await run(s);
          const ids = companies.map((c) => c.id);
          for (const { from, to } of periods)
            for (const scope of [...ids.map((id) => [id]), ids, ids.slice(1)]) {
              const query = reportQuery.parse({
                from,
                to,
                empresaId: scope.length === 1 ? scope[0] : undefined,
              });
              const report = await buildReport(db, query, scope);
              expect({ from, to, scope, membros: report.signIns.membros }).toEqual({
                from,
                to,
                scope,
                membros: await countedFromEvents(scope, from, to),
              });
              if (report.signIns.membros > 0) reportsCountingSomeone++;
            }
        },
      ),
      // The first run makes every kind of change once, so the random runs start from a world
      // where each has happened (they alone reach every kind only most of the time).
      { numRuns: 20, examples: [[EVERY_KIND, [{ from: addDays(today, -DAYS), to: today }]]] },
    );
    // The runs did reach every kind of change, and reports counted someone. (The world's last state
    // may hold no sign-in at all: forgetting and erasing take them away.)
    expect(Object.values(changes).every((n) => n > 0)).toBe(true);
    expect(reportsCountingSomeone).toBeGreaterThan(0);
  });
});
