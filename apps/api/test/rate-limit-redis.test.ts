import { randomInt } from 'node:crypto';
import { endpoints } from '@clube/contract';
import { describe, expect } from 'vitest';
import {
  call,
  createTestApp,
  redisConnected,
  type TestApp,
  type TestAppOptions,
} from './helpers/app.js';
import { apiTest } from './helpers/fixture.js';

/** A CPF no other run has used within the limit's minute (the counters live in a shared Redis). */
function freshCpf(): string {
  const digits = String(randomInt(100_000_000, 999_999_999)).split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((t, d, i) => t + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

/** Two wrong passwords a minute per address and CPF, and two writes a minute per member. */
const limited = (redisUrl: string | undefined): TestAppOptions => ({
  config: {
    redisUrl,
    rateLimit: { max: 10_000, loginMax: 2 },
    loginLockout: { afterFailures: 5, accountsPerAddress: 20 },
  },
  memberWritesPerMinute: 2,
});

/**
 * Instance A (the fixture's app) and B (its own database), sharing one Redis. Every test counts
 * under keys of its own (a fresh CPF, addresses, a member id), as it must on a Redis other runs
 * share too, and starts with both connected.
 */
const it = apiTest(limited(process.env.TEST_REDIS_URL))
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter.
  .extend('b', { scope: 'file' }, async ({}, { onCleanup }) => {
    const b = await createTestApp(limited(process.env.TEST_REDIS_URL));
    onCleanup(() => b.close());
    return b;
  })
  .extend('connected', { auto: true }, ({ app: a, b }) => redisConnected([a, b]));
/** An instance whose Redis is down (nothing listens on port 1). */
const downTest = apiTest(limited('redis://127.0.0.1:1'));

const wrongLogin = (t: TestApp, cpf: string) =>
  call(t.app, endpoints.login, { username: cpf, password: 'errada' });

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits with REDIS_URL', () => {
  it('counts wrong passwords across instances sharing one Redis', async ({ app: a, b }) => {
    const cpf = freshCpf();
    expect((await wrongLogin(a, cpf)).statusCode).toBe(404);
    expect((await wrongLogin(b, cpf)).statusCode).toBe(404);
    // The third wrong try, on either instance, is over the limit of 2 a minute.
    const third = await wrongLogin(a, cpf);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('locks an account across instances and addresses, and unlocks it everywhere', async ({
    app: a,
    b,
  }) => {
    const cpf = freshCpf();
    const attempt = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: endpoints.login.path,
        headers: { api_key: t.config.apiKeys[0]! },
        payload: { username: cpf, password: 'errada' },
        remoteAddress: `10.77.${i}.1`,
      });
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? a : b, i)).statusCode).toBe(404);
    // A sixth address, on either instance, finds the CPF locked for a minute.
    for (const t of [a, b]) {
      const locked = await attempt(t, 6);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(55);
    }
    await a.app.loginLimits.unlock(cpf);
    expect((await attempt(b, 7)).statusCode).toBe(404);
  });
});

/**
 * The same member in two instances' databases, under an id no other run has used within the
 * limit's minute (the member-write counter is keyed by user id in the shared Redis).
 */
async function sameMemberIn(instances: TestApp[]): Promise<string> {
  const id = randomInt(1_000_000, 2_000_000_000);
  for (const t of instances) {
    await t.database.db
      .insertInto('usuario')
      .values({
        id,
        login: freshCpf(),
        senha_hash: 'x',
        alterar_senha: 0,
        termo_pendente: 0,
        termo_aceito_em: null,
        token_version: 0,
        nome: 'Maria',
        nome_busca: 'maria',
        email: '',
        telefone: '',
        foto: '',
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
  }
  return (await instances[0]!.app.signToken({ id, token_version: 0 })).token;
}

describe.skipIf(!process.env.TEST_REDIS_URL)('member writes with REDIS_URL', () => {
  it("counts one member's writes across instances sharing one Redis", async ({ app: a, b }) => {
    const token = await sameMemberIn([a, b]);
    // Someone else's (here: no one's) dependent: refused with 403, and counted all the same.
    const write = (t: TestApp) =>
      call(t.app, endpoints.deleteDependente, { idDependente: 1 }, { token });
    expect((await write(a)).statusCode).toBe(403);
    expect((await write(b)).statusCode).toBe(403);
    const third = await write(a);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('rate limits when Redis is down', () => {
  downTest('still answers sign-in (the limiter lets requests through)', async ({ app: t }) => {
    const response = await wrongLogin(t, freshCpf());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Credenciais Inválidas!' });
  });
});
