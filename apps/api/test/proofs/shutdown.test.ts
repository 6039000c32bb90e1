import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_API_KEY } from '../helpers/app.js';
import { startServer, type ServerProcess } from './server-process.js';

// Real processes, signals and sockets on the embedded database; PostgreSQL has nothing to add.
const sqliteOnly = describe.skipIf(process.env.TEST_DATABASE_URL);

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

const dirs: string[] = [];
const servers: { kill(signal?: NodeJS.Signals): unknown; exitCode: number | null }[] = [];
afterAll(() => {
  for (const child of servers) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freshDatabase(): string {
  const dir = mkdtempSync(join(tmpdir(), 'clube-proof-shutdown-'));
  dirs.push(dir);
  return join(dir, 'clube.db');
}

async function start(database: string, env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(`file:${database}`, { LOG_LEVEL: 'info', ...env });
  servers.push(server.child);
  return server;
}

/** A socket that sent the start of a request and nothing more (a slowloris, a phone gone quiet). */
function halfSentRequest(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /api/user/v1/Login HTTP/1.1\r\nHost: clube\r\nContent-Type: applic');
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    socket.on('close', () => resolve());
  });

sqliteOnly('shutdown', () => {
  it('exits 0 with the database closed though a half-sent request is still open', async () => {
    const database = freshDatabase();
    const server = await start(database, {
      SHUTDOWN_DRAIN_MS: '0',
      SHUTDOWN_GRACE_MS: '1500',
      HTTP_HEADERS_TIMEOUT_MS: '60000',
      HTTP_REQUEST_TIMEOUT_MS: '60000',
    });
    const socket = await halfSentRequest(server.port);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await closed(socket);
    expect(existsSync(`${database}-wal`)).toBe(false);
    expect(existsSync(`${database}-shm`)).toBe(false);
  }, 60_000);

  it('cuts off a client that never finishes its headers', async () => {
    const server = await start(freshDatabase(), { HTTP_HEADERS_TIMEOUT_MS: '500' });
    const socket = await halfSentRequest(server.port);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await closed(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 60_000);

  it('on SIGTERM reports not ready and answers with Connection: close while it drains', async () => {
    const server = await start(freshDatabase(), { SHUTDOWN_DRAIN_MS: '3000' });
    const base = `http://127.0.0.1:${server.port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    // The signal is handled once the log says so.
    while (!server.output().includes('"msg":"shutting down"'))
      await new Promise((resolve) => setTimeout(resolve, 20));

    const ready = await fetch(`${base}/api/health`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    const live = await fetch(`${base}/api/health/live`);
    expect(live.status).toBe(200);
    // A member's request on the way in is still answered.
    const login = await fetch(`${base}/api/user/v1/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', api_key: TEST_API_KEY },
      body: JSON.stringify({ username: '00000000191', password: 'x' }),
    });
    expect(login.status).toBe(404);
    expect(login.headers.get('connection')).toBe('close');
    expect((await server.exited).code).toBe(0);
  }, 60_000);
});

sqliteOnly('a log reader that stops reading', () => {
  it('drops what it cannot write, says so once the reader is back, and never stops SIGTERM', async () => {
    const server = await start(freshDatabase(), { LOG_LEVEL: 'debug', SHUTDOWN_DRAIN_MS: '0' });
    const base = `http://127.0.0.1:${server.port}`;
    const requests = async (count: number) => {
      for (let i = 0; i < count; i++) await (await fetch(`${base}/api/health/live`)).text();
    };

    // The reader stops: the pipe fills, then the log's buffer, then lines are dropped.
    server.child.stdout.pause();
    await requests(3000);
    server.child.stdout.resume();
    while (!/log lines were dropped/.test(server.output()))
      await new Promise((resolve) => setTimeout(resolve, 20));
    const dropped = /"droppedLogLines":(\d+)/.exec(server.output());
    expect(Number(dropped?.[1])).toBeGreaterThan(0);

    // Stopped again, and SIGTERM while nobody reads.
    server.child.stdout.pause();
    await requests(3000);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});

sqliteOnly('npm start under a supervisor', () => {
  it('stops the server when npm gets SIGTERM', async () => {
    const database = freshDatabase();
    const child = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${database}`,
        DEMO: 'false',
        API_KEYS: TEST_API_KEY,
        JWT_SECRET: 'proof-jwt-secret-that-is-long-enough-0123456789',
        RETENTION_INTERVAL: 'off',
        SHUTDOWN_DRAIN_MS: '0',
      },
    });
    servers.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    while (!/Clube em http:\/\/localhost:(\d+)/.test(output)) {
      if (child.exitCode !== null) throw new Error(output);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const port = /Clube em http:\/\/localhost:(\d+)/.exec(output)![1];
    expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The server itself is gone: nothing listens on its port, and its database is closed.
    await expect(fetch(`http://127.0.0.1:${port}/api/health/live`)).rejects.toThrow();
    expect(existsSync(`${database}-wal`)).toBe(false);
  }, 600_000);
});
