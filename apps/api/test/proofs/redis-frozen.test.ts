import { createServer, type Server, type Socket } from 'node:net';
import { endpoints } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/app.js';

/** A "Redis" that accepts connections and never answers (a frozen server). */
function frozenRedis(): Promise<{ server: Server; port: number; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, sockets });
    }),
  );
}

describe('Redis frozen or down', () => {
  let t: TestApp;
  let frozen: Awaited<ReturnType<typeof frozenRedis>>;
  beforeAll(async () => {
    frozen = await frozenRedis();
    t = await createTestApp({ config: { redisUrl: `redis://127.0.0.1:${frozen.port}` } });
  });
  afterAll(async () => {
    await t.close();
    for (const socket of frozen.sockets) socket.destroy();
    frozen.server.close();
  });

  it('lets requests through without each waiting for Redis', async () => {
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
