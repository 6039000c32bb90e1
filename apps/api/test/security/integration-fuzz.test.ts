import {
  integrationEndpoints,
  integrationErrorStatuses,
  integrationPath,
  type IntegrationEndpoint,
  type IntegrationRouteName,
} from '@clube/contract/integration';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect } from 'vitest';
import { newClientId, newSecret, secretHash } from '../../src/modules/integration/credentials.js';
import { createOperator } from '../admin/helpers.js';
import {
  clientAddress,
  expectSafeAnswer,
  FUZZ_TIMEOUT,
  fuzzOptions,
  jsonPayload,
  queryArbitrary,
  statusTally,
  writeWatch,
  type FuzzPayload,
} from '../helpers/fuzz.js';
import { securityTest, type SecurityWorld } from '../helpers/security-world.js';
import { dumpTables } from '../helpers/table-dump.js';
import { fieldsOf, fromZod } from '../helpers/zod-arbitrary.js';

/*
 * The integration API (`integrationEndpoints`), as the other APIs are tested: every call fuzzed
 * from its schemas with a credential of company B (never a 5xx; every 4xx the contract's
 * `{ message, code }` with a declared status; nothing written on a 4xx), and an authorisation
 * matrix: every call that names a member is tried with A's member (whose only card is in A), a
 * list never shows A's objects (A's use, even filtered by A's partner), and B's member, who also
 * has a card in A, is ended in B only.
 */

/** Sends a call with company B's credential. */
type Send = (
  e: IntegrationEndpoint,
  path: string,
  body: FuzzPayload,
  remoteAddress?: string,
) => Promise<LightMyRequestResponse>;

const it = securityTest({
  config: { integration: { requestsPerMinute: 100_000, webhooksAllowPrivate: false } },
}).extend('send', { scope: 'file' }, async ({ app, db, security: w }): Promise<Send> => {
  const operator = await createOperator(db, { role: 'admin' });
  const secret = newSecret();
  const clientId = newClientId();
  await db
    .insertInto('integracao')
    .values({
      empresa_id: w.b.empresa.id,
      nome: 'Fuzz',
      client_id: clientId,
      segredo_hash: secretHash(secret),
      escopos: JSON.stringify(['members:read', 'members:write', 'uses:read']),
      criada_por: operator.row.id,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      ultimo_uso_em: null,
      revogada_em: null,
    })
    .execute();
  const authorization = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
  return (e, path, body, remoteAddress) =>
    sendWith(app.app, authorization, e, path, body, remoteAddress);
});
const tally = statusTally('integration fuzz');
const all = Object.entries(integrationEndpoints) as [IntegrationRouteName, IntegrationEndpoint][];
const OMIT = { integracao: ['ultimo_uso_em'] };
afterAll(() => tally.report(all.length));

const fields = (w: SecurityWorld): Record<string, fc.Arbitrary<unknown>> => ({
  cpf: fc.constantFrom(w.a.member.usuario.login, w.b.member.usuario.login, '529.982.247-25', ''),
});

function sendWith(
  app: FastifyInstance,
  authorization: string,
  e: IntegrationEndpoint,
  path: string,
  body: FuzzPayload,
  remoteAddress?: string,
) {
  return app.inject({
    method: e.method,
    url: path,
    headers: {
      authorization,
      'idempotency-key': crypto.randomUUID(),
      ...(body.contentType ? { 'content-type': body.contentType } : {}),
    },
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  });
}

function pathArbitrary(w: SecurityWorld, e: IntegrationEndpoint): fc.Arbitrary<string> {
  if (!e.params)
    return queryArbitrary(e.query, { partnerId: fc.constantFrom(w.a.partner, w.b.partner) }).map(
      (query) => `${e.path}${query}`,
    );
  const [field] = fieldsOf(e.params);
  return fc
    .oneof(fc.constantFrom(w.a.member.usuario.id, w.b.member.usuario.id), fromZod(field!.schema))
    .map((id) => integrationPath(e.path, { id: typeof id === 'string' ? id : JSON.stringify(id) }));
}

describe('fuzzing every integration endpoint from its schema, with a credential', () => {
  it.for(all)(
    '%s: never 5xx, 4xx with a message, nothing written on a 4xx',
    { timeout: FUZZ_TIMEOUT },
    async ([, e], { app: { app, database }, security: w, send }) => {
      expect(app.hasRoute({ method: e.method, url: e.path }), `${e.path} is not served`).toBe(true);
      const watch = await writeWatch(database, OMIT);
      const request = fc.record({
        path: pathArbitrary(w, e),
        body: jsonPayload(e.body, fields(w)),
        remoteAddress: clientAddress,
      });
      await fc.assert(
        fc.asyncProperty(request, async (call) => {
          const response = await send(e, call.path, call.body, call.remoteAddress);
          tally.count(response.statusCode);
          expectSafeAnswer(response, integrationErrorStatuses(e));
          const changed = await watch.changes();
          if (response.statusCode >= 400) expect(changed, response.body).toEqual([]);
          else await watch.reset();
        }),
        fuzzOptions,
      );
    },
  );
});

type Entry =
  | {
      /** A list bounded by the credential's company: A's objects never appear in it. */
      hidden: {
        what: string;
        call: (w: SecurityWorld, send: Send) => Promise<{ statusCode: number; body: string }>;
        id: (w: SecurityWorld) => number;
        /** B's own object that the same list does show (the list is not merely empty). */
        shows?: (w: SecurityWorld) => number;
      }[];
    }
  | {
      refused: {
        what: string;
        call: (w: SecurityWorld, send: Send) => Promise<{ statusCode: number; body: string }>;
        status: number;
      }[];
    }
  | { noIds: string };

const json = (value: unknown): FuzzPayload => ({
  payload: JSON.stringify(value),
  contentType: 'application/json',
});

/** Every integration call: those naming a member tried with A's, else why none. */
const MATRIX: Record<IntegrationRouteName, Entry> = {
  upsertMembers: {
    noIds:
      'a CPF is the key within the credential’s own company: a CPF known elsewhere gets a card in this company, the other company’s card and the sign-in untouched (integration/integration.test.ts)',
  },
  deactivateMember: {
    refused: [
      {
        what: "A's member (no card in B)",
        call: (w, send) =>
          send(
            integrationEndpoints.deactivateMember,
            integrationEndpoints.deactivateMember.path,
            json({ cpf: w.a.member.usuario.login }),
          ),
        status: 404,
      },
    ],
  },
  getMember: {
    refused: [
      {
        what: "A's member (no card in B)",
        call: (w, send) =>
          send(
            integrationEndpoints.getMember,
            integrationPath(integrationEndpoints.getMember.path, { id: w.a.member.usuario.id }),
            {},
          ),
        status: 404,
      },
    ],
  },
  listUses: {
    hidden: [
      {
        what: "A's use, filtering by A's partner",
        call: (w, send) =>
          send(
            integrationEndpoints.listUses,
            `${integrationEndpoints.listUses.path}?partnerId=${w.a.partner}&perPage=500`,
            {},
          ),
        id: (w) => w.a.uso,
      },
      {
        what: "A's use, unfiltered",
        call: (w, send) =>
          send(
            integrationEndpoints.listUses,
            `${integrationEndpoints.listUses.path}?perPage=500`,
            {},
          ),
        id: (w) => w.a.uso,
        shows: (w) => w.b.uso,
      },
    ],
  },
};

describe('the integration API’s authorisation matrix', () => {
  it('names every endpoint', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(integrationEndpoints).sort());
  });

  for (const [name, entry] of Object.entries(MATRIX) as [IntegrationRouteName, Entry][]) {
    if ('hidden' in entry)
      for (const c of entry.hidden)
        it(`${name}: B's credential never sees ${c.what}`, async ({ security: w, send }) => {
          const response = await c.call(w, send);
          expect(response.statusCode, response.body).toBe(200);
          const ids = (JSON.parse(response.body) as { data: { id: number }[] }).data.map(
            (u) => u.id,
          );
          expect(ids).not.toContain(c.id(w));
          if (c.shows !== undefined) expect(ids).toContain(c.shows(w));
        });
    if (!('refused' in entry)) continue;
    for (const c of entry.refused)
      it(`${name}: B's credential with ${c.what} is refused, nothing written`, async ({
        app,
        db,
        security: w,
        send,
      }) => {
        const before = await dumpTables(db, OMIT, app.database.dialect);
        const response = await c.call(w, send);
        expect(response.statusCode, response.body).toBe(c.status);
        expect(await dumpTables(db, OMIT, app.database.dialect)).toEqual(before);
      });
  }

  it("B's member, whose other card is in A: deactivating ends the card in B only", async ({
    db,
    security: w,
    send,
  }) => {
    const e = integrationEndpoints.deactivateMember;
    const response = await send(e, e.path, json({ cpf: w.b.member.usuario.login }));
    expect([200, 409]).toContain(response.statusCode);
    const cards = await db
      .selectFrom('cliente')
      .select(['empresa_id', 'encerrado_em'])
      .where('usuario_id', '=', w.b.member.usuario.id)
      .where('titular_id', 'is', null)
      .execute();
    expect(cards.find((c) => c.empresa_id === w.b.empresa.id)?.encerrado_em).not.toBeNull();
    expect(cards.find((c) => c.empresa_id === w.a.empresa.id)?.encerrado_em).toBeNull();
  });
});
