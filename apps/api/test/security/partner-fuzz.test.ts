import {
  PARTNER_COUNTER_HEADER,
  PARTNER_COUNTER_HEADER_VALUE,
  partnerEndpoints,
  partnerErrorStatuses,
  partnerPath,
  type PartnerEndpoint,
  type PartnerEndpointName,
} from '@clube/contract/partner';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect } from 'vitest';
import {
  clientAddress,
  expectSafeAnswer,
  FUZZ_TIMEOUT,
  fuzzOptions,
  jsonPayload,
  statusTally,
  writeWatch,
  type FuzzPayload,
} from '../helpers/fuzz.js';
import { securityTest, type SecurityWorld } from '../helpers/security-world.js';
import { fieldsOf, fromZod } from '../helpers/zod-arbitrary.js';
import { signInStaff, type Counter } from '../counter/counter-world.js';
import { dumpTables } from '../helpers/table-dump.js';

/*
 * The partner counter's API (`partnerEndpoints`), as the member API and the console are tested:
 * every call fuzzed from its schemas while signed in as a staff account of A's partner (never a
 * 5xx; every 4xx the contract's `{ message, code }` with a declared status; nothing written on a
 * 4xx), and an authorisation matrix: every call that names a record is tried with B's partner's
 * records and must be refused with no row changed.
 */

const STAFF_A = 'balcao-a@parceiro.test';
/** The signed-in staff account of A's partner; a case that ends its session gets a new one. */
interface Staff {
  counter: Counter;
}
const it = securityTest().extend(
  'staff',
  { scope: 'file' },
  async ({ security: w }): Promise<Staff> => ({ counter: await signInStaff(w.t.app, STAFF_A) }),
);
const tally = statusTally('partner fuzz');
const all = Object.entries(partnerEndpoints) as [PartnerEndpointName, PartnerEndpoint][];
afterAll(() => tally.report(all.length));

const fields = (w: SecurityWorld): Record<string, fc.Arbitrary<unknown>> => ({
  email: fc.constantFrom(STAFF_A, 'balcao-b@parceiro.test', 'ninguem@parceiro.test'),
  senha: fc.constantFrom('balcao-senha-123', 'errada'),
  senhaAtual: fc.constantFrom('errada-12345'),
  cartao: fc.constantFrom(w.a.card.numero_carteirinha, w.b.card.numero_carteirinha, '0'),
  cpf: fc.constantFrom(w.a.member.usuario.login, '529.982.247-25'),
  verificacao: fc.constantFrom('verificacao-A', 'verificacao-B', 'x'),
  idOferta: fc.constantFrom(w.a.partner, w.b.partner),
});

function send(
  app: FastifyInstance,
  staff: Staff,
  e: PartnerEndpoint,
  path: string,
  body: FuzzPayload,
  remoteAddress?: string,
) {
  return app.inject({
    method: e.method,
    url: path,
    headers: {
      cookie: staff.counter.cookie,
      [PARTNER_COUNTER_HEADER]: PARTNER_COUNTER_HEADER_VALUE,
      'idempotency-key': crypto.randomUUID(),
      ...(body.contentType ? { 'content-type': body.contentType } : {}),
    },
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  });
}

function pathArbitrary(w: SecurityWorld, e: PartnerEndpoint): fc.Arbitrary<string> {
  if (!e.params) return fc.constant(e.path);
  const [field] = fieldsOf(e.params);
  return fc
    .oneof(fc.constantFrom(w.a.uso, w.b.uso), fromZod(field!.schema))
    .map((id) => partnerPath(e.path, { id: typeof id === 'string' ? id : JSON.stringify(id) }));
}

async function sessionAlive(app: FastifyInstance, staff: Staff): Promise<boolean> {
  return (
    (
      await app.inject({
        method: 'GET',
        url: partnerEndpoints.me.path,
        headers: { cookie: staff.counter.cookie },
      })
    ).statusCode === 200
  );
}

describe('fuzzing every partner counter endpoint from its schema, as a staff account', () => {
  it.for(all)(
    '%s: never 5xx, 4xx with a message, nothing written on a 4xx',
    { timeout: FUZZ_TIMEOUT },
    async ([, e], { security: w, staff }) => {
      const app = w.t.app;
      expect(app.hasRoute({ method: e.method, url: e.path }), `${e.path} is not served`).toBe(true);
      const watch = await writeWatch(w.t.database, { parceiro_sessao: ['last_seen_at'] });
      const request = fc.record({
        path: pathArbitrary(w, e),
        body: jsonPayload(e.body, fields(w)),
        remoteAddress: clientAddress,
      });
      await fc.assert(
        fc.asyncProperty(request, async (call) => {
          const response = await send(app, staff, e, call.path, call.body, call.remoteAddress);
          tally.count(response.statusCode);
          expectSafeAnswer(response, partnerErrorStatuses(e));
          const changed = await watch.changes();
          if (response.statusCode >= 400) expect(changed, response.body).toEqual([]);
          else {
            if (!(await sessionAlive(app, staff))) staff.counter = await signInStaff(app, STAFF_A);
            await watch.reset();
          }
        }),
        fuzzOptions,
      );
    },
  );
});

type Entry =
  | { refused: { what: string; params?: Record<string, number>; body?: unknown; status: number }[] }
  | { noIds: string };

/** Every partner call: those naming a record tried with B's partner's, else why none. */
const MATRIX: Record<PartnerEndpointName, Entry> = {
  login: { noIds: 'the e-mail and password are the credentials being proven' },
  logout: { noIds: 'ends the cookie’s own session' },
  me: { noIds: 'the cookie’s own staff account' },
  changePassword: { noIds: 'always the cookie’s own staff account' },
  check: {
    noIds:
      'names a card, but answers only whether its code is valid (counter/counter.test.ts: what a check reveals, another company’s card)',
  },
  registerUse: {
    refused: [
      {
        what: "a check made by B's partner's staff",
        body: { verificacao: 'verificacao-B', idOferta: 1 },
        status: 409,
      },
    ],
  },
  usesToday: { noIds: 'the cookie’s own staff account’s uses' },
  undoUse: {
    refused: [{ what: "a use registered at B's partner", params: { id: 0 }, status: 404 }],
  },
};

describe('the partner counter’s authorisation matrix', () => {
  it('names every endpoint', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(partnerEndpoints).sort());
  });

  for (const [name, entry] of Object.entries(MATRIX) as [PartnerEndpointName, Entry][]) {
    if (!('refused' in entry)) continue;
    for (const c of entry.refused)
      it(`${name}: A's staff with ${c.what} is refused, nothing written`, async ({
        security: w,
        db,
        staff,
      }) => {
        const app = w.t.app;
        staff.counter = await signInStaff(app, STAFF_A);
        const e = partnerEndpoints[name];
        const body = c.body === undefined ? {} : { ...c.body, idOferta: w.b.partner };
        const before = await dumpTables(
          db,
          { parceiro_sessao: ['last_seen_at'] },
          w.t.database.dialect,
        );
        const response = await send(
          app,
          staff,
          e,
          partnerPath(e.path, c.params ? { id: w.b.uso } : {}),
          {
            payload: JSON.stringify(body),
            contentType: 'application/json',
          },
        );
        expect(response.statusCode, response.body).toBe(c.status);
        expect(
          await dumpTables(db, { parceiro_sessao: ['last_seen_at'] }, w.t.database.dialect),
        ).toEqual(before);
      });
  }
});
