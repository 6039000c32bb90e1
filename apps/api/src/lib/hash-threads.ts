import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/**
 * Niceness of the threads that hash passwords (Linux; 0 is the event loop's), the lowest there is:
 * a hash gets almost none of a core the event loop wants, and all the CPU it leaves: sign-ins wait for the
 * reads instead of the reads for the sign-ins (docs/decisions/061-hashes-at-low-priority.md).
 */
export const HASH_THREAD_NICENESS = 19;

/**
 * The thread's code: plain CommonJS evaluated by `new Worker(…, { eval: true })`, so the server
 * stays one bundled file. Linux keeps a niceness per thread: `setPriority` without a pid lowers
 * this thread alone. Elsewhere it would lower the whole process, so it is left alone there.
 */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { setPriority } = require('node:os');
if (process.platform === 'linux') {
  try { setPriority(${HASH_THREAD_NICENESS}); } catch {}
}
parentPort.on('message', ({ password, salt, length, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, length, options) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Answer {
  key?: Uint8Array;
  error?: string;
}

/**
 * A thread with no hash to make ends after this long: each holds ~9 MB (a V8 isolate), which a
 * server between sign-in rushes gives back.
 */
export const HASH_THREAD_IDLE_MS = 30_000;

/** Threads waiting for their next hash, with the timer that ends each; password.ts bounds how many hash at once. */
const idle = new Map<Worker, NodeJS.Timeout>();

/** Idle hashing threads right now (tests, diagnostics). */
export const idleHashThreads = (): number => idle.size;

function takeThread(): Worker {
  const next = idle.entries().next();
  if (next.done) return new Worker(SOURCE, { eval: true, name: 'password-hash' });
  const [worker, timer] = next.value;
  clearTimeout(timer);
  idle.delete(worker);
  return worker;
}

function putBack(worker: Worker): void {
  const timer = setTimeout(() => {
    idle.delete(worker);
    void worker.terminate();
  }, HASH_THREAD_IDLE_MS);
  timer.unref();
  idle.set(worker, timer);
}

/**
 * scrypt on a thread of its own at HASH_THREAD_NICENESS (decision 061): the event loop, which
 * answers every other member, keeps its priority while sign-ins hash. One hash per thread at a
 * time; a thread that fails is dropped and the next hash starts a new one.
 */
export function scryptOnThread(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  const worker = takeThread();
  // Hashing keeps the process alive (a CLI awaiting a hash); an idle thread does not.
  worker.ref();
  return new Promise<Buffer>((resolve, reject) => {
    const settle = () => {
      worker.off('message', onAnswer);
      worker.off('error', onFailure);
      worker.off('exit', onExit);
    };
    const onAnswer = ({ key, error }: Answer) => {
      settle();
      worker.unref();
      putBack(worker);
      if (key) resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength));
      else reject(new Error(error ?? 'password hash failed'));
    };
    const onFailure = (error: Error) => {
      settle();
      void worker.terminate();
      reject(error);
    };
    const onExit = (code: number) => {
      settle();
      reject(new Error(`password hash thread exited (${code})`));
    };
    worker.on('message', onAnswer);
    worker.on('error', onFailure);
    worker.on('exit', onExit);
    worker.postMessage({ password, salt, length, options });
  });
}
