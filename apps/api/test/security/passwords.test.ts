import { scryptSync } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { endpoints, type LoginResponse } from '@clube/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST, verifyPassword } from '../../src/lib/password.js';
import { call, createTestApp, login, type TestApp } from '../helpers/app.js';
import { codeIn } from '../helpers/smtp-sink.js';
import { TEST_PASSWORD_COST } from '../helpers/test-database.js';
import { createMember, insertEmpresa, uniqueCpf, type TestMember } from '../helpers/factories.js';

/*
 * Tokens and passwords: every way a password changes ends every older session; a wrong password
 * and an unknown CPF answer alike, in the same time; the hashing parameters are the documented
 * ones (docs/decisions/003-password-hashing.md) and hashing never holds up the event loop.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newMember = async () =>
  createMember(t.database.db, {
    empresas: [await insertEmpresa(t.database.db)],
    usuario: { email: `${uniqueCpf()}@example.com` },
  });

/** A call that needs a live session: 200 while the token is valid, 401 once it is not. */
const probe = (member: TestMember, token: string) =>
  call(
    t.app,
    endpoints.getDependentes,
    { idCliente: member.cards[0]!.id, idPerfil: member.cards[0]!.perfil_id },
    { token },
  );

const NEW_PASSWORD = 'nova-senha-forte-2';

/** Each way a password changes; answers the new session's token when the call gives one. */
const CHANGES: [string, (m: TestMember, token: string) => Promise<string | null>][] = [
  [
    'the profile’s change-password',
    async (m, token) => {
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
    async (m, token) => {
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
    async (m) => {
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
  it.each(CHANGES)('through %s', async (_how, change) => {
    const member = await newMember();
    const first = await login(t.app, member.usuario.login, member.usuario.password);
    const second = await login(t.app, member.usuario.login, member.usuario.password);
    for (const session of [first, second])
      expect((await probe(member, session.token.token)).statusCode).toBe(200);

    const fresh = await change(member, first.token.token);

    for (const session of [first, second]) {
      const stale = await probe(member, session.token.token);
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    if (fresh) expect((await probe(member, fresh)).statusCode).toBe(200);
    // The old password is gone, the new one signs in and its session works.
    const old = await call(t.app, endpoints.login, {
      username: member.usuario.login,
      password: member.usuario.password,
    });
    expect(old.statusCode).toBe(404);
    const again = await login(t.app, member.usuario.login, NEW_PASSWORD);
    expect((await probe(member, again.token.token)).statusCode).toBe(200);
  });
});

describe('a failed sign-in says nothing about whether the CPF exists', () => {
  // Dear enough that a skipped hash check would show: 3 · 2^12 is about the work of 2^14 at p = 1.
  const cost = 2 ** 12;
  let timed: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    timed = await createTestApp({ config: { passwordCost: cost } });
    member = await createMember(timed.database.db, {
      empresas: [await insertEmpresa(timed.database.db)],
    });
    await timed.database.db
      .updateTable('usuario')
      .set({ senha_hash: await hashPassword(member.usuario.password, { cost }) })
      .where('id', '=', member.usuario.id)
      .execute();
  });
  afterAll(() => timed.close());

  const attempt = (username: string) =>
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

  it('answers a wrong password and an unknown CPF with the same status, body and headers', async () => {
    const wrong = await attempt(member.usuario.login);
    const unknown = await attempt(uniqueCpf());
    expect(wrong.statusCode).toBe(404);
    expect(shape(unknown)).toEqual(shape(wrong));
  });

  it('takes about as long for both: an unknown CPF is checked against a dummy hash', async () => {
    const unknownCpf = uniqueCpf();
    await attempt(unknownCpf); // the dummy hash is made once, on first use
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a slow moment of the machine falls on both.
    for (let i = 0; i < 7; i++) {
      for (const [username, times] of [
        [member.usuario.login, wrong],
        [unknownCpf, unknown],
      ] as const) {
        const start = performance.now();
        expect((await attempt(username)).statusCode).toBe(404);
        times.push(performance.now() - start);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[3]!;
    // A hash check (~10+ ms at this cost) dominates both; skipping it would make one ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 2.5);
    expect(median(unknown)).toBeLessThan(median(wrong) * 2.5);
  });
});

describe('a hash made with older parameters (decision 056)', () => {
  /** The member's password hashed as before: N = 2^11, r = 8, p = 1 (production had 2^17, p = 1). */
  const storeOldHash = async (member: TestMember) => {
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
  const storedHash = async (member: TestMember) =>
    (
      await t.database.db
        .selectFrom('usuario')
        .select('senha_hash')
        .where('id', '=', member.usuario.id)
        .executeTakeFirstOrThrow()
    ).senha_hash;

  it("signs in, and is remade at today's parameters; the session and the password still work", async () => {
    const member = await newMember();
    const old = await storeOldHash(member);

    const wrong = await call(t.app, endpoints.login, {
      username: member.usuario.login,
      password: 'errada-123',
    });
    expect(wrong.statusCode).toBe(404);
    expect(await storedHash(member)).toBe(old);

    const first = await login(t.app, member.usuario.login, member.usuario.password);
    const upgraded = await storedHash(member);
    expect(upgraded).not.toBe(old);
    expect(upgraded.split('$').slice(0, 4)).toEqual([
      'scrypt',
      String(TEST_PASSWORD_COST),
      '8',
      '3',
    ]);
    expect(await verifyPassword(member.usuario.password, upgraded)).toBe(true);
    // Same password, so the session made with the old hash lives on.
    expect((await probe(member, first.token.token)).statusCode).toBe(200);

    await login(t.app, member.usuario.login, member.usuario.password);
    expect(await storedHash(member)).toBe(upgraded);
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

  it('runs off the main thread: ten sign-ins at once leave the event loop free', async () => {
    // p = 3 at N = 2^13: about the work of one N = 2^15, p = 1 hash.
    const cost = 2 ** 13;
    const app = await createTestApp({ config: { passwordCost: cost } });
    try {
      const member = await createMember(app.database.db, {
        empresas: [await insertEmpresa(app.database.db)],
      });
      const hash = await hashPassword(member.usuario.password, { cost });
      await app.database.db
        .updateTable('usuario')
        .set({ senha_hash: hash })
        .where('id', '=', member.usuario.id)
        .execute();

      /**
       * While `work` runs: the share of time the event loop was busy (its utilisation: time not
       * spent waiting for I/O), and the longest it went without running a 2 ms timer. The share is
       * the proof: a machine that pauses the whole process makes stalls longer but the loop no
       * busier.
       */
      async function loopDuring(work: () => Promise<unknown>) {
        const histogram = monitorEventLoopDelay({ resolution: 10 });
        let last = performance.now();
        let longest = 0;
        const timer = setInterval(() => {
          const now = performance.now();
          longest = Math.max(longest, now - last);
          last = now;
        }, 2);
        histogram.enable();
        const before = performance.eventLoopUtilization();
        try {
          await work();
        } finally {
          clearInterval(timer);
          histogram.disable();
        }
        return {
          busy: performance.eventLoopUtilization(before).utilization,
          stall: Math.max(longest, histogram.max / 1e6),
        };
      }

      // One hash check's time on this machine right now (it runs in the thread pool).
      const start = performance.now();
      await verifyPassword('errada', hash);
      const oneHash = performance.now() - start;

      // The meter works: the same hash run on the main thread keeps the loop busy throughout.
      const blocked = await loopDuring(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        scryptSync('errada', 'salt-of-sixteen!', 64, {
          N: cost,
          r: 8,
          p: 3,
          maxmem: 256 * cost * 8 * 3,
        });
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      expect(blocked.busy).toBeGreaterThan(0.7);

      const signIns = () =>
        Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            call(app.app, endpoints.login, {
              username: member.usuario.login,
              password: i % 2 ? member.usuario.password : 'errada',
            }),
          ),
        );
      // Warm-up: the first answers compile the route's serialisers (synchronous work of its own).
      for (const password of [member.usuario.password, 'errada'])
        await call(app.app, endpoints.login, { username: member.usuario.login, password });
      let answers: LightMyRequestResponse[] = [];
      const during = await loopDuring(async () => {
        answers = await signIns();
      });
      expect(answers.map((r) => r.statusCode).sort()).toEqual([
        ...Array(5).fill(200),
        ...Array(5).fill(404),
      ]);
      expect(
        answers.filter((r) => r.statusCode === 200)[0]!.json<LoginResponse>().token.token,
      ).toBeTruthy();
      const summary = `event loop during 10 sign-ins at N=2^13, p=3: busy ${(during.busy * 100).toFixed(0)}% of the time, longest stall ${during.stall.toFixed(0)} ms (one hash check ${oneHash.toFixed(0)} ms; the same hash on the main thread: busy ${(blocked.busy * 100).toFixed(0)}%, stall ${blocked.stall.toFixed(0)} ms)`;
      // Ten hash checks ran, yet the loop was mostly idle: on the main thread it would be ~100% busy.
      expect(during.busy, summary).toBeLessThan(0.35);
      console.info(summary);
    } finally {
      await app.close();
    }
  });
});
