import { scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_HASHES_AT_ONCE,
  dummyPasswordHash,
  hashesRunning,
  hashPassword,
  PASSWORD_COST,
  passwordNeedsRehash,
  setHashesAtOnce,
  upgradedHash,
  verifyPassword,
} from '../../src/lib/password.js';
import { DEMO_ACCOUNTS } from '../../src/db/seed/index.js';

const cost = 2 ** 10;

describe('password hashing', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const hash = await hashPassword('demo1234', { cost });
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('stores scrypt$N$r$p$salt$hash with a fresh 16-byte salt and a 64-byte key', async () => {
    const [a, b] = await Promise.all([hashPassword('x', { cost }), hashPassword('x', { cost })]);
    expect(a).not.toBe(b);
    const [name, n, r, p, salt, key] = a.split('$');
    expect([name, n, r, p]).toEqual(['scrypt', '1024', '8', '3']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64);
  });

  it("uses OWASP's N = 2^15, r = 8, p = 3 by default (decision 056)", async () => {
    const hash = await hashPassword('s3cret');
    expect(hash.startsWith(`scrypt$${PASSWORD_COST}$8$3$`)).toBe(true);
    expect(PASSWORD_COST).toBe(2 ** 15);
    expect(await verifyPassword('s3cret', hash)).toBe(true);
  });

  it('treats accents the same whether typed precomposed or decomposed', async () => {
    const hash = await hashPassword('senhaé', { cost });
    expect(await verifyPassword('senhae\u0301', hash)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'scrypt$1024$8$1$abc',
    'bcrypt$1024$8$1$c2FsdHNhbHRzYWx0$a2V5',
    'scrypt$1000$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5',
  ])('answers false for the malformed hash %j', async (stored) => {
    expect(await verifyPassword('x', stored)).toBe(false);
  });

  it('refuses absurd costs', async () => {
    await expect(hashPassword('x', { cost: 1000 })).rejects.toThrow(RangeError);
    await expect(hashPassword('x', { cost: 2 ** 21 })).rejects.toThrow(RangeError);
  });

  it('says when a hash was made with other parameters', async () => {
    const hash = await hashPassword('x', { cost });
    expect(passwordNeedsRehash(hash, { cost })).toBe(false);
    expect(passwordNeedsRehash(hash)).toBe(true);
    expect(passwordNeedsRehash('garbage')).toBe(true);
  });

  it('gives one dummy hash per cost, which matches no password', async () => {
    const dummy = await dummyPasswordHash({ cost });
    expect(await dummyPasswordHash({ cost })).toBe(dummy);
    expect(dummy.startsWith('scrypt$1024$')).toBe(true);
    expect(await verifyPassword('', dummy)).toBe(false);
  });

  it('ships precomputed demo hashes that match the published passwords', async () => {
    const accounts = Object.values(DEMO_ACCOUNTS);
    const results = await Promise.all(accounts.map((a) => verifyPassword(a.password, a.hash)));
    expect(results).toEqual(accounts.map(() => true));
    expect(accounts.every((a) => !passwordNeedsRehash(a.hash))).toBe(true);
  });
});

/** A hash made with other parameters, as stored before decision 056 (N = 2^17, p = 1 then). */
function oldHash(plain: string, N: number, p: number): string {
  const salt = Buffer.from('sixteen-byte-slt');
  const key = scryptSync(plain, salt, 64, { N, r: 8, p, maxmem: 256 * N * 8 * p });
  return ['scrypt', N, 8, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('hashes made with older parameters', () => {
  it("still verify, and are remade at today's parameters once the password matched", async () => {
    const stored = oldHash('demo1234', 2 ** 11, 1);
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
    const upgraded = await upgradedHash('demo1234', stored, { cost });
    expect(upgraded).toMatch(/^scrypt\$1024\$8\$3\$/);
    expect(await verifyPassword('demo1234', upgraded!)).toBe(true);
    // Already at today's parameters: nothing to redo.
    expect(await upgradedHash('demo1234', upgraded!, { cost })).toBeNull();
  });
});

describe('hashes at once', () => {
  afterEach(() => setHashesAtOnce(DEFAULT_HASHES_AT_ONCE));

  /** The most hashes running at the same moment while `work` runs (sampled at every turn). */
  async function peakDuring(work: Promise<unknown>): Promise<number> {
    let peak = 0;
    let done = false;
    void work.finally(() => (done = true));
    while (!done) {
      peak = Math.max(peak, hashesRunning());
      await new Promise((resolve) => setImmediate(resolve));
    }
    await work;
    return peak;
  }

  it.each([1, 2])('runs at most %i, the others wait their turn and all finish', async (limit) => {
    setHashesAtOnce(limit);
    const hashes = Promise.all(
      Array.from({ length: 6 }, (_, i) => hashPassword(`senha-${i}`, { cost: 2 ** 12 })),
    );
    expect(await peakDuring(hashes)).toBe(limit);
    const all = await hashes;
    expect(await Promise.all(all.map((h, i) => verifyPassword(`senha-${i}`, h)))).toEqual(
      all.map(() => true),
    );
    expect(hashesRunning()).toBe(0);
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => setHashesAtOnce(0)).toThrow(RangeError);
    expect(() => setHashesAtOnce(1.5)).toThrow(RangeError);
  });
});
