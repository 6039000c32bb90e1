import { once } from 'node:events';
import { PassThrough, Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LogDestination } from '../../src/lib/log-destination.js';

/** A stdout that records each write it receives. */
function recordingOut() {
  const writes: string[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writes.push(chunk.toString());
      done();
    },
  });
  return { out, writes };
}

describe('the server log destination', () => {
  it('sends the lines of one turn in one write, in order', async () => {
    const { out, writes } = recordingOut();
    const log = new LogDestination(out);
    log.write('{"msg":"a"}\n');
    log.write('{"msg":"b"}\n');
    log.write('{"msg":"c"}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n{"msg":"c"}\n']);

    log.write('{"msg":"d"}\n');
    await nextTurn();
    expect(writes).toEqual(['{"msg":"a"}\n{"msg":"b"}\n{"msg":"c"}\n', '{"msg":"d"}\n']);
  });

  it('writes what waits at once when flushed (before the process exits)', () => {
    const { out, writes } = recordingOut();
    const log = new LogDestination(out);
    log.write('{"msg":"shutdown did not finish in time: exiting"}\n');
    log.flush();
    expect(writes).toEqual(['{"msg":"shutdown did not finish in time: exiting"}\n']);
  });

  it('drops lines while stdout is not read, counts them, and says so once it drains', async () => {
    // A stdout nobody reads: its buffer only grows.
    const out = new PassThrough({ highWaterMark: 16 });
    const log = new LogDestination(out, 64);
    const line = `${JSON.stringify({ msg: 'x'.repeat(40) })}\n`;
    expect(log.write(line)).toBe(true);
    await nextTurn();
    expect(log.write(line)).toBe(true); // 52 bytes waiting, under the 64 allowed
    expect(log.write(line)).toBe(false); // 52 + 52 waiting: dropped
    expect(log.write(line)).toBe(false);
    expect(log.dropped).toBe(2);

    let read = '';
    out.on('data', (chunk: Buffer) => (read += chunk.toString()));
    await once(out, 'drain');
    await nextTurn();
    const lines = read
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.filter((l) => l.msg === 'x'.repeat(40))).toHaveLength(2);
    expect(lines.at(-1)).toMatchObject({ droppedLogLines: 2 });
    expect(log.dropped).toBe(0);
  });
});
