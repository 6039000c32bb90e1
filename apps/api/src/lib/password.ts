import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { scryptOnThread } from './hash-threads.js';

/**
 * scrypt at OWASP's parameters (docs/decisions/003-password-hashing.md), stored as
 * `scrypt$N$r$p$salt$hash` (base64url) so the cost can be raised later without breaking old hashes.
 * N = 2^15, r = 8, p = 3 is one of OWASP's equivalent settings: a quarter of the memory of
 * N = 2^17, p = 1 (32 MiB a hash instead of 128 MiB) for about the same work
 * (docs/decisions/056-password-hashes-bounded.md). Hashes made with other parameters still verify
 * and are remade at the member's next sign-in.
 */
export const PASSWORD_COST = 2 ** 15;
const BLOCK_SIZE = 8;
export const PASSWORD_PARALLELISM = 3;
const PARALLELISM = PASSWORD_PARALLELISM;
/**
 * Hashes computed at once by this process; more wait their turn, first come first served. Each
 * holds 128·N·r bytes while it runs, and one keeps a core busy: two bound the memory (64 MiB) and
 * leave a core for the other requests on a small server (decision 056, bench/README.md). Each
 * runs on a thread of its own at a lower priority than the event loop (decision 061).
 */
export const DEFAULT_HASHES_AT_ONCE = 2;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuse absurd parameters from a corrupt stored hash instead of burning CPU and memory on them. */
const MAX_COST = 2 ** 20;

export interface PasswordOptions {
  /** scrypt N, a power of two. Default PASSWORD_COST; tests pass a small one (e.g. 2 ** 10). */
  cost?: number;
}

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

let hashesAtOnce = DEFAULT_HASHES_AT_ONCE;
let running = 0;
const waiting: (() => void)[] = [];

/** How many hashes may run at once from now on (config `PASSWORD_HASHES_AT_ONCE`). */
export function setHashesAtOnce(count: number): void {
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`hashes at once must be a positive integer, got ${count}`);
  hashesAtOnce = count;
  while (running < hashesAtOnce && waiting.length > 0) {
    running++;
    waiting.shift()!();
  }
}

/** Hashes running right now (for tests and diagnostics). */
export const hashesRunning = (): number => running;

const begun = new Map<number, number>();
/** Hashes begun since start, at the given cost (N) or at any (for tests and diagnostics). */
export const hashesBegun = (cost?: number): number =>
  cost === undefined ? [...begun.values()].reduce((a, b) => a + b, 0) : (begun.get(cost) ?? 0);

/** Runs `work` once fewer than `hashesAtOnce` hashes are running; the slot passes to the next in line. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < hashesAtOnce) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(
  plain: string,
  salt: Buffer,
  params: ScryptParams,
  length: number,
): Promise<Buffer> {
  const options: ScryptOptions = {
    ...params,
    // scrypt needs about 128·N·r bytes; Node's default ceiling (32 MiB) is below N = 2^17.
    maxmem: 256 * params.N * params.r * params.p,
  };
  begun.set(params.N, (begun.get(params.N) ?? 0) + 1);
  return inTurn(() => scryptOnThread(plain.normalize('NFC'), salt, length, options));
}

function isPowerOfTwo(n: number): boolean {
  return Number.isSafeInteger(n) && n > 1 && (n & (n - 1)) === 0;
}

export async function hashPassword(plain: string, options: PasswordOptions = {}): Promise<string> {
  const N = options.cost ?? PASSWORD_COST;
  if (!isPowerOfTwo(N) || N > MAX_COST)
    throw new RangeError(`scrypt cost must be a power of two ≤ 2^20, got ${N}`);
  const params = { N, r: BLOCK_SIZE, p: PARALLELISM };
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, params, KEY_BYTES);
  return [
    'scrypt',
    N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (!isPowerOfTwo(N) || N > MAX_COST) return null;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16)
    return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 8 || key.length < 16) return null;
  return { params: { N, r, p }, salt, key };
}

/** Constant-time check of a password against a stored hash; a malformed hash answers false. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === null) return false;
  const key = await derive(plain, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than `options` ask for (rehash on login). */
export function passwordNeedsRehash(stored: string, options: PasswordOptions = {}): boolean {
  const parsed = parseHash(stored);
  if (parsed === null) return true;
  const { N, r, p } = parsed.params;
  return N !== (options.cost ?? PASSWORD_COST) || r !== BLOCK_SIZE || p !== PARALLELISM;
}

/**
 * A new hash of `plain` when `stored` (which it just matched) was made with other parameters than
 * `options` ask for, else null: sign-ins store it, so old hashes move to today's parameters.
 */
export async function upgradedHash(
  plain: string,
  stored: string,
  options: PasswordOptions = {},
): Promise<string | null> {
  return passwordNeedsRehash(stored, options) ? hashPassword(plain, options) : null;
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * A hash of a random secret at the given cost, made once per process. Login verifies against it
 * when the CPF is unknown, so that answer takes as long as a wrong password:
 * `await verifyPassword(password, user?.senha_hash ?? (await dummyPasswordHash()))`.
 */
export function dummyPasswordHash(options: PasswordOptions = {}): Promise<string> {
  const cost = options.cost ?? PASSWORD_COST;
  let hash = dummyHashes.get(cost);
  if (hash === undefined) {
    hash = hashPassword(randomBytes(32).toString('base64url'), { cost });
    dummyHashes.set(cost, hash);
  }
  return hash;
}
