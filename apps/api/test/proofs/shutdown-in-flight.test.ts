import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '@clube/contract';
import { DEMO_API_KEY } from '../../src/config.js';
import { DEMO_ACCOUNTS } from '../../src/db/seed/index.js';
import { uniqueCpf } from '../helpers/factories.js';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Resolves with the first stdout line that matches, or rejects when the process ends first. */
function waitForLine(child: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      const hit = lines.find((line) => pattern.test(line));
      if (hit !== undefined) {
        child.stdout.off('data', onData);
        child.off('exit', onExit);
        resolve(hit);
      }
    };
    const onExit = (code: number | null) =>
      reject(new Error(`the server exited (${code}) before printing ${pattern}`));
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

function exitCode(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

// One real process on the embedded database; the PostgreSQL run has nothing to add here.
describe.skipIf(process.env.TEST_DATABASE_URL)('the server process on SIGTERM', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clube-shutdown-'));
  const database = join(dir, 'clube.db');
  let child: ChildProcessWithoutNullStreams | undefined;
  let stdout = '';

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets the request in flight finish, then exits 0 with the database closed', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${database}`,
        DEMO: 'true',
        // 'incoming request' (the sign that a request arrived) is logged at debug.
        LOG_LEVEL: 'debug',
        WEB_DIST: join(dir, 'no-web'),
      },
    });
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const running = child;

    const ready = await waitForLine(running, /^Clube em http:\/\/localhost:\d+/);
    const port = /:(\d+)/.exec(ready)![1];

    // A wrong password costs a full scrypt hash, so the request is still being answered when the
    // signal arrives once the server has logged it.
    const received = waitForLine(
      running,
      /^(?=.*"msg":"incoming request")(?=.*"url":"\/api\/user\/v1\/Login")/,
    );
    const answer = fetch(`http://127.0.0.1:${port}${routes.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', api_key: DEMO_API_KEY },
      body: JSON.stringify({ username: DEMO_ACCOUNTS.demo.login, password: 'senha-errada' }),
    });
    await received;
    running.kill('SIGTERM');

    const response = await answer;
    expect(response.status).toBe(404);
    // The phone's keep-alive connection must not hold the shutdown open until the grace runs out.
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ message: expect.any(String) });

    expect(await exitCode(running)).toBe(0);
    expect(stdout).toContain('"msg":"shutting down"');
    // SQLite folds and removes its write-ahead log only when the last connection closes cleanly.
    expect(statSync(database).size).toBeGreaterThan(0);
    expect(existsSync(`${database}-wal`)).toBe(false);

    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 120_000);
});

describe.skipIf(process.env.TEST_DATABASE_URL)(
  'SIGTERM with a sign-in and a write in flight',
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'clube-shutdown-2xx-'));
    const database = join(dir, 'clube.db');
    let child: ChildProcessWithoutNullStreams | undefined;

    afterAll(() => {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    });

    it('answers both 200, exits 0, and the saved dependent is there afterwards', async () => {
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_DIR,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: `file:${database}`,
          DEMO: 'true',
          // 'incoming request' (the sign that a request arrived) is logged at debug.
          LOG_LEVEL: 'debug',
          RETENTION_INTERVAL: 'off',
          WEB_DIST: join(dir, 'no-web'),
        },
      });
      const running = child;
      const ready = await waitForLine(running, /^Clube em http:\/\/localhost:\d+/);
      const base = `http://127.0.0.1:${/:(\d+)/.exec(ready)![1]}`;
      const post = (path: string, body: unknown, token?: string) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            api_key: DEMO_API_KEY,
            ...(token ? { authorization: `bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      const credentials = {
        username: DEMO_ACCOUNTS.demo.login,
        password: DEMO_ACCOUNTS.demo.password,
      };
      const session = (await (await post(routes.login.path, credentials)).json()) as {
        token: { token: string };
        empresas: { idCliente: number; idPerfil: number; createDependents: boolean }[];
      };
      const card = session.empresas.find((e) => e.createDependents && e.idPerfil === 5)!;
      const cpf = uniqueCpf();

      // A correct password costs a full scrypt hash: the sign-in is still running at the signal.
      // Both requests must have reached the server first: one arriving after it began closing is
      // refused with 503, as it should be.
      const received = Promise.all([
        waitForLine(running, /^(?=.*"msg":"incoming request")(?=.*"url":"\/api\/user\/v1\/Login")/),
        waitForLine(
          running,
          new RegExp(
            `^(?=.*"msg":"incoming request")(?=.*"url":"${routes.insertDependente.path}")`,
          ),
        ),
      ]);
      const signIn = post(routes.login.path, credentials);
      const write = post(
        routes.insertDependente.path,
        {
          idCliente: card.idCliente,
          idPerfil: card.idPerfil,
          nome: 'Dependente do Desligamento',
          cpf,
          email: '',
          telefone1: '',
          telefone2: '',
          nascimento: '2016-02-03',
          dataAdmissao: '2023-10-07',
          idSexo: 1,
          idGrauParentesco: 1,
          foto: '',
        },
        session.token.token,
      );
      await received;
      running.kill('SIGTERM');

      const [signedIn, saved] = await Promise.all([signIn, write]);
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toMatchObject({ token: { token: expect.any(String) } });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const dependent = (await saved.json()) as { idDependente: number };
      expect(await exitCode(running)).toBe(0);

      const { createDatabase } = await import('../../src/db/database.js');
      const reopened = createDatabase(`file:${database}`);
      try {
        const row = await reopened.db
          .selectFrom('cliente')
          .select(['nome', 'cpf'])
          .where('id', '=', dependent.idDependente)
          .executeTakeFirst();
        expect(row).toEqual({ nome: 'Dependente do Desligamento', cpf });
      } finally {
        await reopened.close();
      }
    }, 120_000);
  },
);
