import { createServer, type Socket } from 'node:net';
import { endpoints } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';

/** A "Redis" that accepts connections and never answers (a frozen server); closes with `close`. */
async function frozenRedis(): Promise<{ port: number; close(): void }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** The app pointed at the frozen Redis, started before it and closed after it. */
const it = apiTest(async (onCleanup) => {
  const frozen = await frozenRedis();
  onCleanup(() => frozen.close());
  return { config: { redisUrl: `redis://127.0.0.1:${frozen.port}` } };
});

describe('Redis frozen or down', () => {
  it('lets requests through without each waiting for Redis', async ({ app: t }) => {
    const started = performance.now();
    for (let i = 0; i < 10; i++) {
      const response = await call(t.app, endpoints.login, {
        username: '00000000191',
        password: 'x',
      });
      expect(response.statusCode).toBe(404);
    }
    // Before: every request waited for the 1 s command timeout, 10 s for these ten.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
