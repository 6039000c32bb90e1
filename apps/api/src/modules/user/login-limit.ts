import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests, unauthenticated } from '../../lib/http-error.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.js';

/**
 * Sign-in limits (docs/architecture.md "Security", docs/decisions/008-login-lockout.md), on top of the global
 * per-address limit. Every count lives in the rate limiter's store: with REDIS_URL all instances
 * share it.
 *
 * - Per address and CPF: at most `loginMax` wrong passwords a minute, and three times as many
 *   attempts of any outcome (parallel guesses cannot all pass before the first one is counted).
 * - Per CPF from any address (the account lockout): the `afterFailures`-th wrong password locks
 *   the CPF for a minute, each further one doubles the lock up to 15 minutes. Failures count for
 *   a day; a successful sign-in, password change or recovery forgets them (`unlock`). Attempts of
 *   any outcome are capped at three times `afterFailures` a minute, for the same reason as above.
 * - Per address across CPFs: failures for `accountsPerAddress` different CPFs within ten minutes
 *   close sign-in from that address for the rest of those ten minutes.
 *
 * A locked CPF gets the same 429 whether it exists or not, after the same hash work as a wrong
 * password; its password is not checked.
 */
export const LOCKOUT = {
  firstLockMs: 60_000,
  maxLockMs: 15 * 60_000,
  /** Failures of an account count for this long from the first one (a fixed window). */
  memoryMs: 24 * 3600_000,
  /** Window of the distinct CPFs an address failed on. */
  accountsWindowMs: 10 * 60_000,
} as const;

export interface LoginLimitOptions {
  /** Wrong passwords a minute per address and CPF. */
  loginMax: number;
  lockout: { afterFailures: number; accountsPerAddress: number };
  /** scrypt cost of the dummy hash a locked account still costs. */
  passwordCost: number;
  /**
   * Keeps these counts apart from the member sign-in's (the operator console's sign-in and TOTP
   * limits reuse this lockout with their own prefix). Default: none, the member sign-in.
   */
  prefix?: string;
}

export interface LoginLimits {
  /**
   * Before a password of this CPF (digits) is checked, at sign-in and in both password changes: a
   * 429 when any limit is reached.
   */
  check(request: FastifyRequest, reply: FastifyReply, login: string): Promise<void>;
  /** Counts a wrong password or an unknown CPF. */
  recordFailure(request: FastifyRequest, login: string): Promise<void>;
  /** Lifts the CPF's lock and forgets its failures: after a sign-in, password change or recovery. */
  unlock(login: string): Promise<void>;
  /** Whether the CPF's account is locked right now (the operator console shows it); counts nothing. */
  isLocked(login: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginLimits: LoginLimits;
  }
}

/** How long the account stays locked after its n-th failure (n ≥ afterFailures). */
function lockMs(failures: number, afterFailures: number): number {
  const doublings = Math.min(Math.max(failures - afterFailures, 0), 20);
  return Math.min(LOCKOUT.firstLockMs * 2 ** doublings, LOCKOUT.maxLockMs);
}

/** Far above any count we read: these counters never refuse by themselves. */
const COUNT_ONLY = 1_000_000_000;
/** Entries per counter without Redis: an address spraying CPFs must not evict a lock. */
const LOCAL_ENTRIES = 100_000;

/** What the limiter reads from the request it is given: the key (ours) and the route's groupId. */
interface CounterRequest {
  counterKey: string;
  routeOptions: { config: Record<string, never> };
}

interface Count {
  count: number;
  retryAfterSeconds: number;
}

/**
 * A count by key in the rate limiter's store, in a fixed window from its first count. The window
 * may depend on the key. While the store is unreachable it reads 0: sign-in goes on.
 */
export function createStoreCounter(
  app: FastifyInstance,
  name: string,
  windowMs: number | ((key: string) => number),
) {
  const options: CreateRateLimitOptions & { cache: number } = {
    max: COUNT_ONLY,
    timeWindow:
      typeof windowMs === 'number' ? windowMs : (_request: unknown, key: string) => windowMs(key),
    keyGenerator: (request) => (request as unknown as CounterRequest).counterKey,
    allowList: [],
    cache: LOCAL_ENTRIES,
  };
  const limiter = app.createRateLimit(options);
  const run = async (key: string, increment: boolean): Promise<Count> => {
    const request: CounterRequest = { counterKey: `${name}|${key}`, routeOptions: { config: {} } };
    const result = await limiter(request as unknown as FastifyRequest, { increment });
    if (result.isAllowed) return { count: 0, retryAfterSeconds: 0 };
    return { count: result.max - result.remaining, retryAfterSeconds: result.ttlInSeconds };
  };
  return { read: (key: string) => run(key, false), add: (key: string) => run(key, true) };
}

export function createLoginLimits(
  app: FastifyInstance,
  { loginMax, lockout, passwordCost, prefix }: LoginLimitOptions,
): LoginLimits {
  const { afterFailures, accountsPerAddress } = lockout;
  const area = prefix ?? 'member';
  const storeCounter = (name: string, windowMs: number | ((key: string) => number)) =>
    createStoreCounter(app, prefix ? `${prefix}-${name}` : name, windowMs);
  const minute = 60_000;
  // Distinct names: with REDIS_URL every counter shares one key space.
  const addressFailures = storeCounter('login-failures', minute);
  const addressAttempts = storeCounter('login-attempts', minute);
  const accountAttempts = storeCounter('login-account-attempts', minute);
  const unlocks = storeCounter('login-account-unlocks', 2 * LOCKOUT.memoryMs);
  const accountFailures = storeCounter('login-account-failures', LOCKOUT.memoryMs);
  // The key ends in the failure count that set the lock, which sets its length.
  const accountLocks = storeCounter('login-account-lock', (key) =>
    lockMs(Number(key.slice(key.lastIndexOf('|') + 1)), afterFailures),
  );
  const failedAccounts = storeCounter('login-address-cpf', LOCKOUT.accountsWindowMs);
  const addressAccounts = storeCounter('login-address-cpfs', LOCKOUT.accountsWindowMs);

  const accountKey = (generation: Count, login: string) => `${generation.count}|${login}`;

  const refuse = (reply: FastifyReply, retryAfterSeconds: number) => {
    reply.header('Retry-After', Math.max(1, retryAfterSeconds));
    return tooManyRequests();
  };
  /** A locked account answers after as much hash work as a wrong password, existing CPF or not. */
  const refuseAccount = async (reply: FastifyReply, retryAfterSeconds: number) => {
    await verifyPassword('', await dummyPasswordHash({ cost: passwordCost }));
    return refuse(reply, retryAfterSeconds);
  };

  // The independent counts go in parallel: while Redis is down each call waits for its timeout.
  return {
    async check(request, reply, login) {
      const here = `${request.ip}|${login}`;
      const [accounts, attempts, failures, tries, generation] = await Promise.all([
        addressAccounts.read(request.ip),
        addressAttempts.add(here),
        addressFailures.read(here),
        accountAttempts.add(login),
        // An unlock starts a new generation of the account's keys: the store cannot delete.
        unlocks.read(login),
      ]);
      // A count just added reads 0 only when the store is unreachable: then sign-in goes on.
      if (attempts.count === 0) return;
      if (accounts.count >= accountsPerAddress) throw refuse(reply, accounts.retryAfterSeconds);
      if (attempts.count > loginMax * 3) throw refuse(reply, attempts.retryAfterSeconds);
      if (failures.count >= loginMax) throw refuse(reply, failures.retryAfterSeconds);
      if (tries.count > afterFailures * 3)
        throw await refuseAccount(reply, tries.retryAfterSeconds);

      const key = accountKey(generation, login);
      const accountFailed = await accountFailures.read(key);
      if (accountFailed.count < afterFailures) return;
      const lock = await accountLocks.read(`${key}|${accountFailed.count}`);
      if (lock.count > 0) throw await refuseAccount(reply, lock.retryAfterSeconds);
    },

    async recordFailure(request, login) {
      app.metrics.signInFailure(area);
      const here = `${request.ip}|${login}`;
      const [, seenHere, generation] = await Promise.all([
        addressFailures.add(here),
        failedAccounts.add(here),
        unlocks.read(login),
      ]);
      if (seenHere.count === 0) return;
      const key = accountKey(generation, login);
      const [failures] = await Promise.all([
        accountFailures.add(key),
        seenHere.count === 1 ? addressAccounts.add(request.ip) : null,
      ]);
      if (failures.count < afterFailures) return;
      app.metrics.lockout(area);
      await accountLocks.add(`${key}|${failures.count}`);
    },

    async unlock(login) {
      await unlocks.add(login);
    },

    async isLocked(login) {
      const key = accountKey(await unlocks.read(login), login);
      const accountFailed = await accountFailures.read(key);
      if (accountFailed.count < afterFailures) return false;
      return (await accountLocks.read(`${key}|${accountFailed.count}`)).count > 0;
    },
  };
}

/**
 * A preHandler for a signed-in password change: the account's lock applies there too (a stolen
 * token must not guess the current password past it).
 */
export function checkSignedIn(limits: LoginLimits) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) throw unauthenticated();
    await limits.check(request, reply, request.user.login);
  };
}

/** Decorates the app with its one set of sign-in limits (their counts are per limiter). */
export const loginLimitsPlugin = fp<LoginLimitOptions>(
  async function loginLimits(app, options) {
    app.decorate('loginLimits', createLoginLimits(app, options));
  },
  { name: 'login-limits', dependencies: ['security'] },
);
