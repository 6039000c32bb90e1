import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_API_KEY, TEST_JWT_SECRET } from '../helpers/app.js';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real server (src/server.ts through tsx) as a child process on a free port of 127.0.0.1, on
 * the given database, without demo data, behind a trusted proxy so each simulated phone can bring
 * its own address (X-Forwarded-For) to the per-address rate limit.
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO: 'false',
      API_KEYS: TEST_API_KEY,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RETENTION_INTERVAL: 'off',
      WEB_DIST: join(tmpdir(), 'clube-test-no-web-dist'),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = /Clube em http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    void exited.then(({ code }) =>
      reject(new Error(`the server exited (${code}) before listening:\n${output}`)),
    );
  });
  return { child, port, output: () => output, exited };
}

export interface Client {
  port: number;
  /** The simulated phone's address (X-Forwarded-For). */
  address: string;
  token?: string;
}

/** POSTs (or GETs) a contract path as the web app does; answers status and parsed body. */
export async function request(
  client: Client,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    api_key: TEST_API_KEY,
    'x-forwarded-for': client.address,
  };
  if (client.token) headers.authorization = `bearer ${client.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${client.port}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed };
}
