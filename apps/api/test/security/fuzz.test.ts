import { endpoints, errorStatuses, type Endpoint, type EndpointName } from '@clube/contract';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_API_KEY } from '../helpers/app.js';
import { createSecurityWorld, type SecurityWorld } from '../helpers/security-world.js';
import { dumpTables, type TableDump } from '../helpers/table-dump.js';
import { fromZod, hostile } from '../helpers/zod-arbitrary.js';

/*
 * Every endpoint of the contract, fuzzed from its own zod schemas while signed in as member A:
 * bodies shaped like the schema with hostile values anywhere (huge, deep, invisible, mistyped,
 * out-of-range, prototype keys), hostile whole bodies and raw text. Whatever arrives, the server
 * never answers 5xx, answers every 4xx with the contract's `{ message, code }` and a status the
 * route declares, writes nothing on a 4xx, and no prototype gets polluted.
 *
 * `npm test` runs FUZZ_RUNS (default 25) cases per endpoint from a fixed seed (FUZZ_SEED); a long
 * run: `FUZZ_RUNS=2000 npx vitest run apps/api/test/security/fuzz.test.ts`, with another
 * FUZZ_SEED for new cases. A failure prints its seed and path for fast-check to replay.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

const w: SecurityWorld = await createSecurityWorld();
let casesRun = 0;
/** How many cases got each status: shows how deep the cases reach (200s passed every check). */
const statuses: Record<number, number> = {};
afterAll(async () => {
  console.info(
    `fuzz: ${casesRun} cases over ${Object.keys(endpoints).length} endpoints (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED}); by status: ${JSON.stringify(statuses)}`,
  );
  await w.t.close();
});

const db = w.t.database.db;
const { a, b } = w;
const ids = (...values: number[]) => fc.constantFrom(...values);

/** The member's own ids (and a few of B's) beside what the schema allows: to get past authorise(). */
const FIELDS: Record<string, fc.Arbitrary<unknown>> = {
  idCliente: ids(a.card.id, a.dependent.idDependente, b.card.id),
  idPerfil: ids(1, 5, 7, 9),
  idDependente: ids(a.dependent.idDependente, b.dependent.idDependente),
  idContrato: ids(a.contrato, b.contrato),
  idDocumento: ids(a.documento, b.documento),
  idServicoParceiro: ids(a.menu, b.menu),
  idParceiro: ids(a.partner, b.partner),
  idEmpresa: ids(a.empresa.id, b.empresa.id),
  idUsuario: ids(a.member.usuario.id, b.member.usuario.id),
  codigo: fc.constantFrom(a.codigo, b.codigo),
  cpf: fc.constantFrom(a.member.usuario.login, b.member.usuario.login, '529.982.247-25'),
  login: fc.constantFrom(a.member.usuario.login),
  username: fc.constantFrom(a.member.usuario.login, b.member.usuario.login, ''),
  password: fc.constantFrom(a.member.usuario.password, ''),
  oldpass: fc.constantFrom(a.member.usuario.password),
  nascimento: fc
    .date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  idSexo: ids(0, 1, 2, 3),
  idGrauParentesco: ids(0, 1, 2, 3),
  tipo: ids(1, 2, 3),
  nota: ids(1, 5, 6),
};

/**
 * Tables a refused call may still write, and why. A wrong recovery code counts a try on the code
 * (five wrong tries void it: user/recovery.test.ts); nothing else writes on a 4xx.
 */
const WRITES_ON_REFUSAL: Partial<Record<EndpointName, string[]>> = {
  checkPasswordCode: ['codigo_recuperacao'],
};

/** Calls after whose success A's token is no longer valid (they end the sessions). */
const ENDS_SESSIONS = new Set<EndpointName>([
  'logout',
  'changePassword',
  'changePasswordAfterLogin',
  'checkPasswordCode',
]);

interface FuzzRequest {
  payload?: string;
  contentType: string;
  query: string;
  remoteAddress: string;
}

function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v !== undefined) params.append(key, typeof v === 'string' ? v : JSON.stringify(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function requestArbitrary(e: Endpoint): fc.Arbitrary<FuzzRequest> {
  const body = e.body
    ? fc.oneof(
        { weight: 12, arbitrary: fromZod(e.body, { fields: FIELDS }) },
        { weight: 2, arbitrary: hostile },
      )
    : fc.oneof(fc.constant(undefined), fc.constant(undefined), hostile);
  const payload = fc.oneof(
    {
      weight: 12,
      arbitrary: body.map((value) => ({
        payload: value === undefined ? undefined : JSON.stringify(value),
        contentType: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.oneof(
          fc.constantFrom(
            '{"idCliente":',
            '{"a":1}{"b":2}',
            '\u0000',
            'null',
            '"x"',
            '{"a":NaN}',
            '{"idCliente":1,"idCliente":"x"}',
            // Nested far deeper than any stack: the parser must refuse, not overflow.
            `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
            `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
          ),
          fc.string({ unit: 'binary', maxLength: 50 }),
        ),
        contentType: fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ),
      }),
    },
  );
  const query = e.query
    ? fromZod(e.query, { fields: FIELDS }).map(queryString)
    : fc.oneof(
        { weight: 6, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.dictionary(fc.string(), fc.string()).map(queryString) },
      );
  return fc
    .tuple(payload, query, fc.ipV4())
    .map(([p, q, remoteAddress]) => ({ ...p, query: q, remoteAddress }));
}

let token = a.token;

/** A's token again after a call that ended A's sessions (logout, a password change). */
async function refreshToken() {
  const usuario = await db
    .selectFrom('usuario')
    .select(['id', 'token_version'])
    .where('id', '=', a.member.usuario.id)
    .executeTakeFirstOrThrow();
  token = (await w.t.app.signToken(usuario)).token;
}

function changedTables(before: TableDump, after: TableDump): string[] {
  return Object.keys(before).filter(
    (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
  );
}

const all = Object.entries(endpoints) as [EndpointName, Endpoint][];

describe('fuzzing every endpoint from its schema', () => {
  it.each(all)(
    '%s: never 5xx, 4xx with a message, nothing written on a 4xx',
    async (name, e) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(e), async (request) => {
          casesRun += 1;
          const before = await dumpTables(db);
          const headers: Record<string, string> = { api_key: TEST_API_KEY };
          if (e.auth === 'token') headers.authorization = `Bearer ${token}`;
          if (request.payload !== undefined) headers['content-type'] = request.contentType;
          const response = await w.t.app.inject({
            method: e.method,
            url: `${e.path}${request.query}`,
            headers,
            remoteAddress: request.remoteAddress,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          const status = response.statusCode;
          statuses[status] = (statuses[status] ?? 0) + 1;
          expect(status, response.body).toBeLessThan(500);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          if (status >= 400) {
            expect(response.headers['content-type']).toMatch(/^application\/json/);
            const answer = response.json<{ message?: unknown; code?: unknown }>();
            expect(typeof answer.message, response.body).toBe('string');
            expect(String(answer.message).length).toBeGreaterThan(0);
            expect(typeof answer.code).toBe('string');
            expect(errorStatuses(e), `${status} ${response.body}`).toContain(status);
            const changed = changedTables(before, await dumpTables(db));
            const allowed = WRITES_ON_REFUSAL[name] ?? [];
            expect(
              changed.filter((table) => !allowed.includes(table)),
              `${status} ${response.body}`,
            ).toEqual([]);
          } else {
            expect(status).toBe(200);
            if (ENDS_SESSIONS.has(name)) await refreshToken();
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    20_000 + RUNS * 100,
  );
});
