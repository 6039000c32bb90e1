import { scryptSync } from 'node:crypto';
import { endpoints, type LoginResponse } from '@clube/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { LIVENESS_PATH } from '../../src/modules/liveness/routes.js';
import {
  hashesBegun,
  hashesRunning,
  hashPassword,
  PASSWORD_COST,
  verifyPassword,
} from '../../src/lib/password.js';
import { call, login, type TestApp } from '../helpers/app.js';
import { codeIn } from '../helpers/smtp-sink.js';
import { TEST_PASSWORD_COST } from '../helpers/test-database.js';
import { createMember, insertEmpresa, uniqueCpf, type TestMember } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

/*
 * Tokens and passwords: every way a password changes ends every older session; a wrong password
 * and an unknown CPF answer alike and cost the same hash check; the hashing parameters are the
 * documented ones (docs/decisions/003-password-hashing.md) and hashing never holds up the event
 * loop. How long each takes is measured in bench/sign-in-timing.ts, not asserted here.
 */

const it = apiTest();

// Dear enough that a skipped hash check would show: 3 · 2^12 is about the work of 2^14 at p = 1.
const TIMED_COST = 2 ** 12;
/** An app hashing at TIMED_COST and a member whose password is hashed at it. */
const timedTest = apiTest({ config: { passwordCost: TIMED_COST } }).extend(
  'hashed',
  { scope: 'file' },
  async ({ db }) => {
    const member = await createMember(db, { empresas: [await insertEmpresa(db)] });
    await db
      .updateTable('usuario')
      .set({ senha_hash: await hashPassword(member.usuario.password, { cost: TIMED_COST }) })
      .where('id', '=', member.usuario.id)
      .execute();
    return member;
  },
);
// Dear enough that ten hashes outlast a read: 3 · 2^12 is about the work of 2^14 at p = 1.
const busyTest = apiTest({ config: { passwordCost: 2 ** 12 } });

const newMember = async ({ database: { db } }: TestApp) =>
  createMember(db, {
    empresas: [await insertEmpresa(db)],
    usuario: { email: `${uniqueCpf()}@example.com` },
  });

/** A call that needs a live session: 200 while the token is valid, 401 once it is not. */
const probe = (t: TestApp, member: TestMember, token: string) =>
  call(
    t.app,
    endpoints.getDependentes,
    { idCliente: member.cards[0]!.id, idPerfil: member.cards[0]!.perfil_id },
    { token },
  );

const NEW_PASSWORD = 'nova-senha-forte-2';

/** Each way a password changes; answers the new session's token when the call gives one. */
const CHANGES: [string, (t: TestApp, m: TestMember, token: string) => Promise<string | null>][] = [
  [
    'the profile’s change-password',
    async (t, m, token) => {
      const response = await call(
        t.app,
        endpoints.changePassword,
        { oldpass: m.usuario.password, newpass: NEW_PASSWORD },
        { token },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ token: { token: string } }>().token.token;
    },
  ],
  [
    'the first-access change-password-after-login',
    async (t, m, token) => {
      const response = await call(
        t.app,
        endpoints.changePasswordAfterLogin,
        { oldpass: m.usuario.password, newpass: NEW_PASSWORD, cpf: m.usuario.login },
        { token },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ token: { token: string } }>().token.token;
    },
  ],
  [
    'password recovery (check-password-code)',
    async (t, m) => {
      const sent = await call(t.app, endpoints.requestPasswordChange, {
        cpf: m.usuario.login,
        tipo: 1,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const { corpo } = await t.database.db
        .selectFrom('outbox')
        .select('corpo')
        .where('destino', '=', m.usuario.email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const reset = await call(t.app, endpoints.checkPasswordCode, {
        cpf: m.usuario.login,
        code: codeIn(corpo),
        newPassword: NEW_PASSWORD,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      return null;
    },
  ],
];

describe('a password change ends every older session', () => {
  it.for(CHANGES)('through %s', async ([, change], { app: t }) => {
    const member = await newMember(t);
    const first = await login(t.app, member.usuario.login, member.usuario.password);
    const second = await login(t.app, member.usuario.login, member.usuario.password);
    for (const session of [first, second])
      expect((await probe(t, member, session.token.token)).statusCode).toBe(200);

    const fresh = await change(t, member, first.token.token);

    for (const session of [first, second]) {
      const stale = await probe(t, member, session.token.token);
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    if (fresh) expect((await probe(t, member, fresh)).statusCode).toBe(200);
    // The old password is gone, the new one signs in and its session works.
    const old = await call(t.app, endpoints.login, {
      username: member.usuario.login,
      password: member.usuario.password,
    });
    expect(old.statusCode).toBe(404);
    const again = await login(t.app, member.usuario.login, NEW_PASSWORD);
    expect((await probe(t, member, again.token.token)).statusCode).toBe(200);
  });
});

describe('a failed sign-in says nothing about whether the CPF exists', () => {
  const cost = TIMED_COST;
  const attempt = (timed: TestApp, username: string) =>
    call(timed.app, endpoints.login, { username, password: 'errada-123' });
  /** Headers whose value varies between any two answers (time, per-address counter). */
  const VOLATILE = /^(date|x-ratelimit-.*|retry-after)$/;
  const shape = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.body,
    headerNames: Object.keys(response.headers).sort(),
    headers: Object.fromEntries(
      Object.entries(response.headers).filter(([name]) => !VOLATILE.test(name)),
    ),
  });

  timedTest(
    'answers a wrong password and an unknown CPF with the same status, body and headers',
    async ({ app: timed, hashed: member }) => {
      const wrong = await attempt(timed, member.usuario.login);
      const unknown = await attempt(timed, uniqueCpf());
      expect(wrong.statusCode).toBe(404);
      expect(shape(unknown)).toEqual(shape(wrong));
    },
  );

  timedTest(
    'costs one hash check at the same cost for both: an unknown CPF is checked against a dummy hash',
    async ({ app: timed, hashed: member }) => {
      await attempt(timed, uniqueCpf()); // the dummy hash is made once, on first use
      const hashesOf = async (username: string) => {
        const [atCost, all] = [hashesBegun(cost), hashesBegun()];
        await attempt(timed, username);
        return { atCost: hashesBegun(cost) - atCost, all: hashesBegun() - all };
      };
      const wrong = await hashesOf(member.usuario.login);
      expect(wrong).toEqual({ atCost: 1, all: 1 });
      expect(await hashesOf(uniqueCpf())).toEqual(wrong);
    },
  );
});

describe('a hash made with older parameters (decision 056)', () => {
  /** The member's password hashed as before: N = 2^11, r = 8, p = 1 (production had 2^17, p = 1). */
  const storeOldHash = async (t: TestApp, member: TestMember) => {
    const salt = Buffer.from('sixteen-byte-slt');
    const N = 2 ** 11;
    const key = scryptSync(member.usuario.password, salt, 64, { N, r: 8, p: 1 });
    const old = ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
    await t.database.db
      .updateTable('usuario')
      .set({ senha_hash: old })
      .where('id', '=', member.usuario.id)
      .execute();
    return old;
  };
  const storedHash = async (t: TestApp, member: TestMember) =>
    (
      await t.database.db
        .selectFrom('usuario')
        .select('senha_hash')
        .where('id', '=', member.usuario.id)
        .executeTakeFirstOrThrow()
    ).senha_hash;

  it("signs in, and is remade at today's parameters; the session and the password still work", async ({
    app: t,
  }) => {
    const member = await newMember(t);
    const old = await storeOldHash(t, member);

    const wrong = await call(t.app, endpoints.login, {
      username: member.usuario.login,
      password: 'errada-123',
    });
    expect(wrong.statusCode).toBe(404);
    expect(await storedHash(t, member)).toBe(old);

    const first = await login(t.app, member.usuario.login, member.usuario.password);
    const upgraded = await storedHash(t, member);
    expect(upgraded).not.toBe(old);
    expect(upgraded.split('$').slice(0, 4)).toEqual([
      'scrypt',
      String(TEST_PASSWORD_COST),
      '8',
      '3',
    ]);
    expect(await verifyPassword(member.usuario.password, upgraded)).toBe(true);
    // Same password, so the session made with the old hash lives on.
    expect((await probe(t, member, first.token.token)).statusCode).toBe(200);

    await login(t.app, member.usuario.login, member.usuario.password);
    expect(await storedHash(t, member)).toBe(upgraded);
  });
});

describe('password hashing', () => {
  it('stores scrypt at N = 2^15, r = 8, p = 3 with a 16-byte salt and a 64-byte key (decisions 003, 056)', async () => {
    expect(PASSWORD_COST).toBe(2 ** 15);
    // A cheap cost for speed: the format and the other parameters are those of every hash.
    const stored = await hashPassword('senha-forte-1', { cost: 2 ** 10 });
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 10), '8', '3']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
    expect(await hashPassword('senha-forte-1', { cost: 2 ** 10 })).not.toBe(stored);
  });

  busyTest(
    'runs off the main thread: the server answers other requests while ten sign-ins hash',
    async ({ app }) => {
      const cost = 2 ** 12;
      const member = await createMember(app.database.db, {
        empresas: [await insertEmpresa(app.database.db)],
      });
      await app.database.db
        .updateTable('usuario')
        .set({ senha_hash: await hashPassword(member.usuario.password, { cost }) })
        .where('id', '=', member.usuario.id)
        .execute();
      const signIn = (password: string) =>
        call(app.app, endpoints.login, { username: member.usuario.login, password });
      // Warm-up: the first answers compile the route's serialisers (synchronous work of its own).
      for (const password of [member.usuario.password, 'errada']) await signIn(password);

      const order: string[] = [];
      const signIns = Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          signIn(i % 2 ? member.usuario.password : 'errada').then((response) => {
            order.push('sign-in');
            return response;
          }),
        ),
      );
      // A hash made on the event loop would start and end within one turn of it: never seen running.
      let turns = 0;
      while (hashesRunning() < 2 && turns++ < 100_000) await new Promise(setImmediate);
      expect(hashesRunning()).toBe(2);
      const liveness = await app.app.inject({ method: 'GET', url: LIVENESS_PATH });
      order.push('read');
      expect(liveness.statusCode).toBe(200);
      expect(hashesRunning()).toBeGreaterThan(0);

      const answers = await signIns;
      expect(order[0]).toBe('read');
      expect(answers.map((r) => r.statusCode).sort()).toEqual([
        ...Array(5).fill(200),
        ...Array(5).fill(404),
      ]);
      expect(
        answers.filter((r) => r.statusCode === 200)[0]!.json<LoginResponse>().token.token,
      ).toBeTruthy();
    },
    60_000,
  );
});
