import { endpoints, errorStatuses, type Endpoint, type EndpointName } from '@clube/contract';
import fc from 'fast-check';
import { afterAll, describe, expect } from 'vitest';
import { TEST_API_KEY, type TestApp } from '../helpers/app.js';
import { securityTest, type SecurityWorld } from '../helpers/security-world.js';
import {
  expectSafeAnswer,
  FUZZ_TIMEOUT,
  fuzzOptions,
  jsonPayload,
  queryArbitrary,
  clientAddress,
  statusTally,
  writeWatch,
} from '../helpers/fuzz.js';

/*
 * Every endpoint of the contract, fuzzed from its own zod schemas while signed in as member A:
 * bodies shaped like the schema with hostile values anywhere (huge, deep, invisible, mistyped,
 * out-of-range, prototype keys), hostile whole bodies and raw text. Whatever arrives, the server
 * never answers 5xx, answers every 4xx with the contract's `{ message, code }` and a status the
 * route declares, writes nothing on a 4xx, and no prototype gets polluted.
 *
 * The knobs (FUZZ_RUNS, FUZZ_SEED) and the checks are test/helpers/fuzz.ts's, shared with the
 * console's fuzz test (admin-fuzz.test.ts).
 */

/** A's token, made again after a call that ended A's sessions. */
interface Session {
  token: string;
}
const it = securityTest().extend('session', { scope: 'file' }, ({ security: w }): Session => ({
  token: w.a.token,
}));
const tally = statusTally('fuzz');
afterAll(() => tally.report(Object.keys(endpoints).length));

const ids = (...values: number[]) => fc.constantFrom(...values);

/** The member's own ids (and a few of B's) beside what the schema allows: to get past authorise(). */
const fields = ({ a, b }: SecurityWorld): Record<string, fc.Arbitrary<unknown>> => ({
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
  idUso: ids(a.uso, b.uso),
  idAviso: ids(a.aviso, b.aviso),
  // A push service's address (this world sends no pushes: registering answers 409), or a made-up one.
  endpoint: fc.constantFrom(
    'https://fcm.googleapis.com/fcm/send/fuzz',
    'https://web.push.apple.com/fuzz',
    'http://127.0.0.1/push',
  ),
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
});

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

const requestArbitrary = (w: SecurityWorld, e: Endpoint) =>
  fc.record({
    body: jsonPayload(e.body, fields(w)),
    query: queryArbitrary(e.query, fields(w)),
    remoteAddress: clientAddress,
  });

/** A's token again after a call that ended A's sessions (logout, a password change). */
async function refreshToken(t: TestApp, w: SecurityWorld, session: Session) {
  const usuario = await t.database.db
    .selectFrom('usuario')
    .select(['id', 'token_version'])
    .where('id', '=', w.a.member.usuario.id)
    .executeTakeFirstOrThrow();
  session.token = (await t.app.signToken(usuario)).token;
}

const all = Object.entries(endpoints) as [EndpointName, Endpoint][];

describe('fuzzing every endpoint from its schema', () => {
  it.for(all)(
    '%s: never 5xx, 4xx with a message, nothing written on a 4xx',
    { timeout: FUZZ_TIMEOUT },
    async ([name, e], { app, security: w, session }) => {
      const watch = await writeWatch(app.database);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(w, e), async ({ body, query, remoteAddress }) => {
          const headers: Record<string, string> = { api_key: TEST_API_KEY };
          if (e.auth === 'token') headers.authorization = `Bearer ${session.token}`;
          if (body.contentType) headers['content-type'] = body.contentType;
          const response = await app.app.inject({
            method: e.method,
            url: `${e.path}${query}`,
            headers,
            remoteAddress,
            ...(body.payload === undefined ? {} : { payload: body.payload }),
          });
          const status = response.statusCode;
          tally.count(status);
          expectSafeAnswer(response, errorStatuses(e));
          const changed = await watch.changes();
          if (status >= 400) {
            const allowed = WRITES_ON_REFUSAL[name] ?? [];
            expect(
              changed.filter((table) => !allowed.includes(table)),
              `${status} ${response.body}`,
            ).toEqual([]);
          } else {
            expect(status).toBe(200);
            if (ENDS_SESSIONS.has(name)) await refreshToken(app, w, session);
          }
        }),
        fuzzOptions,
      );
    },
  );
});
