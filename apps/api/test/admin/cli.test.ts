import { adminEndpoints } from '@clube/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli, type CliIo } from '../../src/cli/admin.js';
import { DEMO_OPERATORS } from '../../src/demo.js';
import { createTestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import {
  createTestDatabase,
  TEST_PASSWORD_COST,
  type TestDatabase,
} from '../helpers/test-database.js';
import { consoleCall, sessionCookie } from './helpers.js';

function io(database: { url: string }, stdin: string | null) {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIo = {
    env: { DATABASE_URL: database.url },
    readStdin: async () => stdin,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    passwordCost: TEST_PASSWORD_COST,
  };
  return { io: value, out, err };
}

describe('npm run admin -- create-admin', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    // Not migrated: the command migrates first.
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.close());

  it('creates the first admin with a generated password printed once, to be changed', async () => {
    const run = io(database, null);
    const code = await runAdminCli(
      ['create-admin', '--email', 'Ana@Clube.test', '--name', 'Ana Souza'],
      run.io,
    );
    expect(code, run.err.join('\n')).toBe(0);
    const printed = /: (\S{16})$/.exec(run.out.find((l) => l.startsWith('Senha inicial'))!)![1]!;
    const row = await database.db
      .selectFrom('operador')
      .selectAll()
      .where('email', '=', 'ana@clube.test')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ papel: 'admin', alterar_senha: 1, totp_ativo: 0, dispensa_2fa: 0 });
    expect(row.senha_hash).not.toContain(printed);

    const { verifyPassword } = await import('../../src/lib/password.js');
    expect(await verifyPassword(printed, row.senha_hash)).toBe(true);
  });

  it('reads the password from stdin, and refuses a short one or a taken e-mail', async () => {
    const piped = io(database, 'uma-senha-bem-longa\n');
    expect(
      await runAdminCli(
        ['create-admin', '--email', 'bia@clube.test', '--name', 'Bia Lima'],
        piped.io,
      ),
    ).toBe(0);
    expect(piped.out.join('\n')).not.toContain('uma-senha-bem-longa');
    const row = await database.db
      .selectFrom('operador')
      .selectAll()
      .where('email', '=', 'bia@clube.test')
      .executeTakeFirstOrThrow();
    expect(row.alterar_senha).toBe(0);

    const short = io(database, 'curta\n');
    expect(
      await runAdminCli(['create-admin', '--email', 'caio@clube.test', '--name', 'Caio'], short.io),
    ).toBe(1);
    expect(short.err.join()).toMatch(/pelo menos 10/);
    const taken = io(database, 'uma-senha-bem-longa\n');
    expect(
      await runAdminCli(['create-admin', '--email', 'bia@clube.test', '--name', 'Bia'], taken.io),
    ).toBe(1);
    const bad = io(database, null);
    expect(
      await runAdminCli(['create-admin', '--email', 'não-é-email', '--name', 'X'], bad.io),
    ).toBe(1);
    expect(await runAdminCli(['drop-everything'], io(database, null).io)).toBe(2);
  });

  it("resets an operator's 2FA", async () => {
    await database.db
      .updateTable('operador')
      .set({ totp_ativo: 1, totp_segredo: 'v1.x.y.z' })
      .where('email', '=', 'bia@clube.test')
      .execute();
    const run = io(database, null);
    expect(await runAdminCli(['reset-2fa', '--email', 'bia@clube.test'], run.io)).toBe(0);
    const row = await database.db
      .selectFrom('operador')
      .selectAll()
      .where('email', '=', 'bia@clube.test')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ totp_ativo: 0, totp_segredo: null });
  });
});

/** The app on the demo seed, in demo mode. */
const onDemo = apiTest({ database: { seed: true }, config: { demo: true } });

describe('the demo operators', () => {
  const it = onDemo;

  it('are seeded in demo mode and sign in without a second factor', async ({ app }) => {
    for (const demo of Object.values(DEMO_OPERATORS)) {
      const response = await consoleCall(app.app, adminEndpoints.signIn, {
        body: { email: demo.email, password: demo.password },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ step: 'done' });
    }
  });

  it('give the operator and support one company, the admin all', async ({ db }) => {
    const rows = await db
      .selectFrom('operador')
      .leftJoin('operador_empresa', 'operador_empresa.operador_id', 'operador.id')
      .select(['operador.papel', 'operador_empresa.empresa_id'])
      .execute();
    expect(rows.filter((r) => r.papel === 'operator')).toHaveLength(1);
    expect(rows.filter((r) => r.papel === 'support')).toHaveLength(1);
    expect(rows.find((r) => r.papel === 'admin')?.empresa_id).toBeNull();
  });

  it('see their scope and permissions in /me', async ({ app }) => {
    const me = async (demo: { email: string; password: string }) => {
      const signInResponse = await consoleCall(app.app, adminEndpoints.signIn, {
        body: { email: demo.email, password: demo.password },
      });
      const cookie = sessionCookie(signInResponse);
      const response = await consoleCall(app.app, adminEndpoints.me, { cookie });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const admin = await me(DEMO_OPERATORS.admin);
    const operator = await me(DEMO_OPERATORS.operator);
    const support = await me(DEMO_OPERATORS.support);
    expect(admin.companies.length).toBeGreaterThanOrEqual(3);
    expect(admin.permissions.operators).toContain('create');
    expect(operator.companies).toEqual([{ id: expect.any(Number), name: 'Viva Mais Benefícios' }]);
    expect(operator.permissions.operators).toEqual([]);
    expect(operator.permissions.members).toContain('update');
    expect(support.permissions.members).toEqual(['list', 'read', 'resetPassword']);
    expect(Date.parse(support.session.expiresAt)).toBeGreaterThan(
      Date.parse(support.session.idleExpiresAt),
    );
  });

  it('ask for a second factor once demo mode is off', async () => {
    const off = await createTestApp({ config: { demo: false } });
    try {
      const { seedOperators } = await import('../../src/db/seed/operators.js');
      await seedOperators(off.database.db, undefined, { passwordCost: TEST_PASSWORD_COST });
      const response = await consoleCall(off.app, adminEndpoints.signIn, {
        body: { email: DEMO_OPERATORS.admin.email, password: DEMO_OPERATORS.admin.password },
      });
      expect(response.json().step).toBe('enroll');
    } finally {
      await off.close();
    }
  });
});
