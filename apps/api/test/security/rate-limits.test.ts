import { randomInt } from 'node:crypto';
import { endpoints, RECOVERY_MESSAGES, type Endpoint } from '@clube/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { RECOVERY_LIMITS } from '../../src/modules/user/recovery.js';
import {
  createTestApp,
  redisConnected,
  TEST_API_KEY,
  tokenFor,
  type TestApp,
} from '../helpers/app.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';
import { codeIn } from '../helpers/smtp-sink.js';

/*
 * Every limited call, driven past its limit from several addresses and for several CPFs, on each
 * store the limits can live in: in memory (one instance), and in Redis across two instances
 * (only when TEST_REDIS_URL is set). The production numbers (config defaults,
 * docs/decisions/008-login-lockout.md, RECOVERY_LIMITS) are the ones under test.
 *
 * The pattern for a new limited call (the operator console's sign-in and TOTP check): add an
 * entry to LIMITED below with how to make one attempt for an account from an address, and how
 * many an account and an address get; the account-wide and per-address tests then run for it on
 * every store.
 *
 * Each store's instances serve the whole file, as the counters in a Redis that other runs share
 * outlive any one test: every test counts under keys of its own (fresh CPFs and addresses).
 */

const REDIS = process.env.TEST_REDIS_URL;
const TOO_MANY = {
  message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  code: 'TOO_MANY_REQUESTS',
};
const POLICY = {
  rateLimit: { max: 10_000, loginMax: 10 },
  loginLockout: { afterFailures: 5, accountsPerAddress: 20 },
};

/** A CPF and an address no other run has used (the counters may live in a shared Redis). */
function freshCpf(): string {
  const digits = String(randomInt(100_000_000, 999_999_999)).split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((t, d, i) => t + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}
const freshAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The instances of one store: each has its own database, holding the same members. */
interface Cluster {
  instances: TestApp[];
  /** The instance for the i-th attempt: alternating, so a count must be shared to hold. */
  at(i: number): TestApp;
}

interface Account {
  login: string;
  password: string;
  /** A signed-in session per instance (same member id and version in each database). */
  tokens: string[];
}

/** The same member (login, password, e-mail) in every instance's database, signed in on each. */
async function newAccount(cluster: Cluster): Promise<Account> {
  const login = freshCpf();
  const password = 'senha-forte-1';
  const tokens: string[] = [];
  for (const t of cluster.instances) {
    const db = t.database.db;
    await createMember(db, {
      empresas: [await insertEmpresa(db)],
      usuario: { login, password, email: `${login}@example.com` },
    });
    tokens.push(await tokenFor(t.app, { login, password }));
  }
  return { login, password, tokens };
}

function send(
  t: TestApp,
  e: Endpoint,
  body: object,
  address: string,
  token?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: e.method,
    url: e.path,
    headers: { api_key: TEST_API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
    remoteAddress: address,
  });
}

/** The newest recovery code sent to this account (instance 0's outbox); asks for one if none was. */
async function codeFor(c: Cluster, account: Account): Promise<string> {
  const newest = () =>
    c
      .at(0)
      .database.db.selectFrom('outbox')
      .select('corpo')
      .where('destino', '=', `${account.login}@example.com`)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  let row = await newest();
  if (!row) {
    const sent = await send(
      c.at(0),
      endpoints.requestPasswordChange,
      { cpf: account.login, tipo: 1 },
      freshAddress(),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    row = await newest();
  }
  return codeIn(row!.corpo);
}

interface Limited {
  /** Per account, from any address: after `failures` failed attempts the account is refused. */
  account?: {
    failures: number;
    fail(c: Cluster, i: number, account: Account, address: string): Promise<LightMyRequestResponse>;
    /** The right secret from a new address, once locked: must be refused. */
    succeed(
      c: Cluster,
      i: number,
      account: Account,
      address: string,
    ): Promise<LightMyRequestResponse>;
    refused: { status: number; message: string; code: string };
  };
  /** Per address, across accounts: after `attempts` attempts on distinct CPFs the address is refused. */
  address?: {
    attempts: number;
    attempt(c: Cluster, i: number, cpf: string, address: string): Promise<LightMyRequestResponse>;
    refused: { status: number; message: string; code: string };
  };
}

const wrongLogin = (c: Cluster, i: number, cpf: string, address: string) =>
  send(c.at(i), endpoints.login, { username: cpf, password: 'errada' }, address);

/** Every call with a limit of its own (beyond the global per-address one). */
const LIMITED: Record<string, Limited> = {
  login: {
    account: {
      failures: POLICY.loginLockout.afterFailures,
      fail: (c, i, account, address) => wrongLogin(c, i, account.login, address),
      succeed: (c, i, account, address) =>
        send(
          c.at(i),
          endpoints.login,
          { username: account.login, password: account.password },
          address,
        ),
      refused: { status: 429, ...TOO_MANY },
    },
    address: {
      attempts: POLICY.loginLockout.accountsPerAddress,
      attempt: wrongLogin,
      refused: { status: 429, ...TOO_MANY },
    },
  },
  changePassword: {
    account: {
      failures: POLICY.loginLockout.afterFailures,
      fail: (c, i, account, address) =>
        send(
          c.at(i),
          endpoints.changePassword,
          { oldpass: 'errada', newpass: 'nova-senha-1' },
          address,
          account.tokens[i % c.instances.length],
        ),
      succeed: (c, i, account, address) =>
        send(
          c.at(i),
          endpoints.changePassword,
          { oldpass: account.password, newpass: 'nova-senha-1' },
          address,
          account.tokens[i % c.instances.length],
        ),
      refused: { status: 429, ...TOO_MANY },
    },
  },
  changePasswordAfterLogin: {
    account: {
      failures: POLICY.loginLockout.afterFailures,
      fail: (c, i, account, address) =>
        send(
          c.at(i),
          endpoints.changePasswordAfterLogin,
          { oldpass: 'errada', newpass: 'nova-senha-1', cpf: account.login },
          address,
          account.tokens[i % c.instances.length],
        ),
      succeed: (c, i, account, address) =>
        send(
          c.at(i),
          endpoints.changePasswordAfterLogin,
          { oldpass: account.password, newpass: 'nova-senha-1', cpf: account.login },
          address,
          account.tokens[i % c.instances.length],
        ),
      refused: { status: 429, ...TOO_MANY },
    },
  },
  requestPasswordChange: {
    // Codes per account and hour are counted in the database: they hold on any instance.
    account: {
      failures: RECOVERY_LIMITS.codesPerHour,
      fail: (c, _i, account, address) =>
        send(c.at(0), endpoints.requestPasswordChange, { cpf: account.login, tipo: 1 }, address),
      succeed: (c, _i, account, address) =>
        send(c.at(0), endpoints.requestPasswordChange, { cpf: account.login, tipo: 1 }, address),
      refused: { status: 429, message: RECOVERY_MESSAGES.tooManyCodes, code: 'TOO_MANY_REQUESTS' },
    },
    address: {
      attempts: RECOVERY_LIMITS.requestsPerAddressPerHour,
      attempt: (c, i, cpf, address) =>
        send(c.at(i), endpoints.requestPasswordChange, { cpf, tipo: 1 }, address),
      refused: {
        status: 429,
        message: RECOVERY_MESSAGES.tooManyRequests,
        code: 'TOO_MANY_REQUESTS',
      },
    },
  },
  checkPasswordCode: {
    // Tries per code are counted in the database, on the code.
    account: {
      failures: RECOVERY_LIMITS.triesPerCode,
      fail: async (c, i, account, address) => {
        const code = await codeFor(c, account);
        const wrong = String((Number(code) + 1 + i) % 10_000).padStart(4, '0');
        return send(
          c.at(0),
          endpoints.checkPasswordCode,
          { cpf: account.login, code: wrong, newPassword: 'nova-senha-1' },
          address,
        );
      },
      succeed: async (c, _i, account, address) =>
        send(
          c.at(0),
          endpoints.checkPasswordCode,
          { cpf: account.login, code: await codeFor(c, account), newPassword: 'nova-senha-1' },
          address,
        ),
      // The code's tries are used up: a new code is the way on.
      refused: { status: 406, message: RECOVERY_MESSAGES.expiredCode, code: 'EXPIRED' },
    },
    address: {
      attempts: RECOVERY_LIMITS.checksPerAddressPerHour,
      attempt: (c, i, cpf, address) =>
        send(
          c.at(i),
          endpoints.checkPasswordCode,
          { cpf, code: '0000', newPassword: 'nova-senha-1' },
          address,
        ),
      refused: {
        status: 429,
        message: RECOVERY_MESSAGES.tooManyRequests,
        code: 'TOO_MANY_REQUESTS',
      },
    },
  },
};

const clusterOf = (instances: TestApp[]): Cluster => ({
  instances,
  at: (i) => instances[i % instances.length]!,
});

/** One instance, counting in memory. */
const inMemory = apiTest({ config: POLICY })
  .extend('cluster', { scope: 'file' }, ({ app }) => clusterOf([app]))
  .extend('connected', { auto: true }, ({ cluster }) => redisConnected(cluster.instances));
/** Two instances (two databases holding the same members) counting in one Redis. */
const throughRedis = apiTest({ config: { ...POLICY, redisUrl: REDIS } })
  .extend('cluster', { scope: 'file' }, async ({ app }, { onCleanup }) => {
    const second = await createTestApp({ config: { ...POLICY, redisUrl: REDIS } });
    onCleanup(() => second.close());
    return clusterOf([app, second]);
  })
  .extend('connected', { auto: true }, ({ cluster }) => redisConnected(cluster.instances));

const STORES: { name: string; it: typeof inMemory }[] = [
  { name: 'in memory', it: inMemory },
  ...(REDIS ? [{ name: 'through Redis across two instances', it: throughRedis }] : []),
];

function expectRefused(
  response: LightMyRequestResponse,
  refused: { status: number; message: string; code: string },
) {
  expect(response.statusCode, response.body).toBe(refused.status);
  expect(response.json()).toEqual({ message: refused.message, code: refused.code });
  if (refused.status === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('the limited calls', () => {
  inMemory('are the ones the server limits', () => {
    expect(Object.keys(LIMITED).sort()).toEqual([
      'changePassword',
      'changePasswordAfterLogin',
      'checkPasswordCode',
      'login',
      'requestPasswordChange',
    ]);
  });
});

describe.each(STORES)('limits $name', ({ it }) => {
  const accountCases = Object.entries(LIMITED).flatMap(([name, l]) =>
    l.account ? [[name, l.account] as const] : [],
  );
  const addressCases = Object.entries(LIMITED).flatMap(([name, l]) =>
    l.address ? [[name, l.address] as const] : [],
  );

  it.for(accountCases)(
    '%s: an account is refused past its limit from any address, even with the right secret; another account is not',
    async ([, limit], { cluster: c }) => {
      const [account, bystander] = [await newAccount(c), await newAccount(c)];
      for (let i = 0; i < limit.failures; i++) {
        const response = await limit.fail(c, i, account, freshAddress());
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.statusCode, response.body).not.toBe(429);
      }
      for (let i = limit.failures; i < limit.failures + c.instances.length; i++) {
        expectRefused(await limit.succeed(c, i, account, freshAddress()), limit.refused);
      }
      // The lock is the account's: another member signing in from the same place is not held up.
      const other = await limit.succeed(c, 0, bystander, freshAddress());
      expect(other.statusCode, other.body).toBe(200);
    },
  );

  it.for(addressCases)(
    '%s: an address is refused past its limit across CPFs; another address is not',
    async ([, limit], { cluster: c }) => {
      const address = freshAddress();
      for (let i = 0; i < limit.attempts; i++) {
        const response = await limit.attempt(c, i, freshCpf(), address);
        expect(response.statusCode, response.body).not.toBe(429);
      }
      expectRefused(await limit.attempt(c, limit.attempts, freshCpf(), address), limit.refused);
      const elsewhere = await limit.attempt(c, limit.attempts + 1, freshCpf(), freshAddress());
      expect(elsewhere.statusCode, elsewhere.body).not.toBe(429);
    },
  );

  it('login: the account lock holds on the password changes, and theirs on sign-in', async ({
    cluster: c,
  }) => {
    const account = await newAccount(c);
    for (let i = 0; i < POLICY.loginLockout.afterFailures; i++) {
      expect((await LIMITED.login!.account!.fail(c, i, account, freshAddress())).statusCode).toBe(
        404,
      );
    }
    for (const name of ['changePassword', 'changePasswordAfterLogin'] as const) {
      expectRefused(await LIMITED[name]!.account!.succeed(c, 1, account, freshAddress()), {
        status: 429,
        ...TOO_MANY,
      });
    }
    const other = await newAccount(c);
    for (let i = 0; i < POLICY.loginLockout.afterFailures; i++) {
      expect(
        (await LIMITED.changePassword!.account!.fail(c, i, other, freshAddress())).statusCode,
      ).toBe(404);
    }
    expectRefused(await LIMITED.login!.account!.succeed(c, 1, other, freshAddress()), {
      status: 429,
      ...TOO_MANY,
    });
  });

  it('checkPasswordCode: a recovery lifts the sign-in lock on every instance', async ({
    cluster: c,
  }) => {
    const account = await newAccount(c);
    for (let i = 0; i < POLICY.loginLockout.afterFailures; i++) {
      await LIMITED.login!.account!.fail(c, i, account, freshAddress());
    }
    expectRefused(await LIMITED.login!.account!.succeed(c, 0, account, freshAddress()), {
      status: 429,
      ...TOO_MANY,
    });
    const sent = await send(
      c.at(0),
      endpoints.requestPasswordChange,
      { cpf: account.login, tipo: 1 },
      freshAddress(),
    );
    expect(sent.statusCode).toBe(200);
    const reset = await send(
      c.at(0),
      endpoints.checkPasswordCode,
      { cpf: account.login, code: await codeFor(c, account), newPassword: 'nova-senha-1' },
      freshAddress(),
    );
    expect(reset.statusCode, reset.body).toBe(200);
    for (const t of c.instances) {
      // The other instance's database still has the old password: the lock is what matters here.
      const password = t === c.at(0) ? 'nova-senha-1' : account.password;
      const signIn = await send(
        t,
        endpoints.login,
        { username: account.login, password },
        freshAddress(),
      );
      expect(signIn.statusCode, signIn.body).toBe(200);
    }
  });
});
