import { scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HASH_THREAD_IDLE_MS,
  HASH_THREAD_NICENESS,
  idleHashThreads,
  scryptOnThread,
} from '../../src/lib/hash-threads.js';
import { hashPassword, verifyPassword } from '../../src/lib/password.js';

/** The niceness of each thread of this process, by thread id (Linux: /proc/self/task). */
function threadNiceness(): Map<number, number> {
  const niceness = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    // Field 19 of stat (nice) is the 17th after the command's closing parenthesis.
    niceness.set(Number(tid), Number(fields?.[16]));
  }
  return niceness;
}

describe('password hashes on threads of their own', () => {
  it.runIf(process.platform === 'linux')(
    'hash at a lower priority than the event loop, which keeps its own',
    async () => {
      const before = threadNiceness();
      const hash = await hashPassword('demo1234', { cost: 2 ** 12 });
      expect(await verifyPassword('demo1234', hash)).toBe(true);

      const after = threadNiceness();
      expect(after.get(process.pid)).toBe(before.get(process.pid));
      expect([...after.values()]).toContain(HASH_THREAD_NICENESS);
      expect(HASH_THREAD_NICENESS).toBeGreaterThan(before.get(process.pid) ?? 0);
    },
  );

  it('gives the same key as scrypt on the event loop', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const options = { N: 2 ** 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    const key = await scryptOnThread('senha', salt, 64, options);
    expect(Buffer.isBuffer(key)).toBe(true);
    expect(key.equals(scryptSync('senha', salt, 64, options))).toBe(true);
  });

  it('refuses a hash it cannot make, and hashes the next one', async () => {
    const salt = Buffer.from('0123456789abcdef');
    // More memory than maxmem allows: scrypt refuses before it starts.
    await expect(
      scryptOnThread('senha', salt, 64, { N: 2 ** 14, r: 8, p: 1, maxmem: 1024 }),
    ).rejects.toThrow(/memory/i);
    const key = await scryptOnThread('senha', salt, 64, { N: 2 ** 10, r: 8, p: 1 });
    expect(key).toHaveLength(64);
  });
});

describe('idle hashing threads', () => {
  afterEach(() => vi.useRealTimers());

  it('end after HASH_THREAD_IDLE_MS without a hash, and the next hash starts a new one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const salt = Buffer.from('0123456789abcdef');
    const options = { N: 2 ** 10, r: 8, p: 1 };
    await Promise.all([
      scryptOnThread('a', salt, 64, options),
      scryptOnThread('b', salt, 64, options),
    ]);
    const waiting = idleHashThreads();
    expect(waiting).toBeGreaterThanOrEqual(2);

    vi.advanceTimersByTime(HASH_THREAD_IDLE_MS - 1);
    expect(idleHashThreads()).toBe(waiting);
    vi.advanceTimersByTime(1);
    expect(idleHashThreads()).toBe(0);

    expect(await scryptOnThread('c', salt, 64, options)).toHaveLength(64);
    expect(idleHashThreads()).toBe(1);
  });
});
