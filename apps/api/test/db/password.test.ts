import { describe, expect, it } from 'vitest';
import {
  dummyPasswordHash,
  hashPassword,
  PASSWORD_COST,
  passwordNeedsRehash,
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
    expect([name, n, r, p]).toEqual(['scrypt', '1024', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64);
  });

  it('uses the OWASP cost by default', async () => {
    const hash = await hashPassword('s3cret');
    expect(hash.startsWith(`scrypt$${PASSWORD_COST}$8$1$`)).toBe(true);
    expect(PASSWORD_COST).toBe(2 ** 17);
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
