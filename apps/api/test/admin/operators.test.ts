import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { adminEndpoints } from '@clube/contract/admin';
import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { insertEmpresa } from '../helpers/factories.js';
import { consoleCall, createOperator, signIn, type TestOperator } from './helpers.js';

const count = async (
  db: Kysely<Database>,
  table: 'operador' | 'auditoria' | 'operador_empresa' | 'operador_sessao',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditRows = (db: Kysely<Database>) =>
  db.selectFrom('auditoria').selectAll().orderBy('id').execute();

const it = apiTest({
  config: { admin: { twoFactor: 'optional', sessionIdle: 1800, sessionMax: 43200 } },
}).extend('world', { scope: 'file' }, async ({ app, db }) => {
  const companyA = (await insertEmpresa(db, { nome: 'Alfa' })).id;
  const companyB = (await insertEmpresa(db, { nome: 'Beta' })).id;
  const admin = await createOperator(db, { role: 'admin' });
  const adminCookie = await signIn(app.app, admin);
  return { companyA, companyB, admin, adminCookie };
});

/** Operators in tests skip the second factor by ADMIN_2FA=optional unless enrolled. */
async function cookieOf(app: TestApp, operator: TestOperator) {
  return signIn(app.app, operator);
}

describe('operators (admin)', () => {
  it('invites an operator with a generated password shown once, audited without it', async ({
    app,
    db,
    world: { companyA, admin, adminCookie },
  }) => {
    const before = await auditRows(db);
    const response = await consoleCall(app.app, adminEndpoints.createOperator, {
      cookie: adminCookie,
      body: {
        email: 'Nova@Clube.test',
        name: 'Nova Operadora',
        role: 'operator',
        companyIds: [companyA],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { operator, initialPassword } = response.json();
    expect(operator).toMatchObject({
      email: 'nova@clube.test',
      role: 'operator',
      companies: [{ id: companyA, name: 'Alfa' }],
      mustChangePassword: true,
      totpEnabled: false,
    });
    expect(initialPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    const rows = await auditRows(db);
    expect(rows).toHaveLength(before.length + 1);
    const entry = rows.at(-1)!;
    expect(entry).toMatchObject({
      operador_id: admin.row.id,
      recurso: 'operators',
      acao: 'create',
      registro_id: String(operator.id),
    });
    expect(entry.campos).not.toContain(initialPassword);
    expect(JSON.parse(entry.campos)).toMatchObject({ email: { to: 'nova@clube.test' } });

    // The new operator must change the password before anything else.
    const cookie = await cookieOf(app, {
      row: operator,
      email: operator.email,
      password: initialPassword,
    });
    const list = await consoleCall(app.app, adminEndpoints.listAudit, { cookie });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    const me = await consoleCall(app.app, adminEndpoints.me, { cookie });
    expect(me.json()).toMatchObject({ operator: { mustChangePassword: true } });
  });

  it('refuses a second operator with the same e-mail (409, nothing written)', async ({
    app,
    db,
    world: { admin, adminCookie },
  }) => {
    const before = await count(db, 'operador');
    const response = await consoleCall(app.app, adminEndpoints.createOperator, {
      cookie: adminCookie,
      body: { email: admin.email, name: 'Outro', role: 'admin' },
    });
    expect(response.statusCode).toBe(409);
    expect(await count(db, 'operador')).toBe(before);
  });

  it('asks a company for operators and support', async ({ app, world: { adminCookie } }) => {
    const response = await consoleCall(app.app, adminEndpoints.createOperator, {
      cookie: adminCookie,
      body: { email: 'semempresa@clube.test', name: 'Sem Empresa', role: 'support' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/empresa/);
  });

  it('lists with filter, sort and page', async ({ app, db, world: { companyB, adminCookie } }) => {
    await createOperator(db, { role: 'support', companyIds: [companyB] });
    const response = await consoleCall(app.app, adminEndpoints.listOperators, {
      cookie: adminCookie,
      query: { role: 'support', sort: 'email', order: 'desc', page: 1, perPage: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0].role).toBe('support');
    expect(body.total).toBeGreaterThanOrEqual(1);
    const tooMany = await consoleCall(app.app, adminEndpoints.listOperators, {
      cookie: adminCookie,
      query: { perPage: 101 },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('changes role and scope, audited field by field', async ({
    app,
    db,
    world: { companyA, companyB, adminCookie },
  }) => {
    const target = await createOperator(db, { role: 'support', companyIds: [companyA] });
    const response = await consoleCall(app.app, adminEndpoints.updateOperator, {
      cookie: adminCookie,
      params: { id: target.row.id },
      body: { role: 'operator', companyIds: [companyA, companyB] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ role: 'operator' });
    const entry = (await auditRows(db)).at(-1)!;
    expect(JSON.parse(entry.campos)).toEqual({
      role: { from: 'support', to: 'operator' },
      companyIds: { from: [companyA], to: [companyA, companyB] },
    });
  });

  it("disabling ends the operator's sessions and sign-in", async ({
    app,
    db,
    world: { companyA, adminCookie },
  }) => {
    const target = await createOperator(db, { role: 'operator', companyIds: [companyA] });
    const cookie = await cookieOf(app, target);
    expect((await consoleCall(app.app, adminEndpoints.me, { cookie })).statusCode).toBe(200);
    const response = await consoleCall(app.app, adminEndpoints.updateOperator, {
      cookie: adminCookie,
      params: { id: target.row.id },
      body: { active: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().disabledAt).not.toBeNull();
    expect((await consoleCall(app.app, adminEndpoints.me, { cookie })).statusCode).toBe(401);
    const again = await consoleCall(app.app, adminEndpoints.signIn, {
      body: { email: target.email, password: target.password },
    });
    expect(again.statusCode).toBe(401);
  });

  it("ends another operator's sessions", async ({ app, db, world: { companyA, adminCookie } }) => {
    const target = await createOperator(db, { role: 'support', companyIds: [companyA] });
    const cookie = await cookieOf(app, target);
    const response = await consoleCall(app.app, adminEndpoints.endOperatorSessions, {
      cookie: adminCookie,
      params: { id: target.row.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await consoleCall(app.app, adminEndpoints.me, { cookie })).statusCode).toBe(401);
  });

  it('does not let an admin disable or demote themselves', async ({
    app,
    world: { companyA, admin, adminCookie },
  }) => {
    for (const body of [{ active: false }, { role: 'support', companyIds: [companyA] }]) {
      const response = await consoleCall(app.app, adminEndpoints.updateOperator, {
        cookie: adminCookie,
        params: { id: admin.row.id },
        body,
      });
      expect(response.statusCode).toBe(409);
    }
  });

  it('answers 404 for an operator that does not exist', async ({ app, world: { adminCookie } }) => {
    const response = await consoleCall(app.app, adminEndpoints.getOperator, {
      cookie: adminCookie,
      params: { id: 999_999 },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe.each(['operator', 'support'] as const)('operators as %s', (role) => {
  it('refuses every operators call with 403 and writes nothing', async ({
    app,
    db,
    world: { companyA },
  }) => {
    const me = await createOperator(db, { role, companyIds: [companyA] });
    const other = await createOperator(db, { role: 'operator', companyIds: [companyA] });
    const cookie = await cookieOf(app, me);
    const before = {
      operador: await count(db, 'operador'),
      auditoria: await count(db, 'auditoria'),
      operador_empresa: await count(db, 'operador_empresa'),
    };
    const calls = [
      consoleCall(app.app, adminEndpoints.listOperators, { cookie }),
      consoleCall(app.app, adminEndpoints.getOperator, { cookie, params: { id: other.row.id } }),
      consoleCall(app.app, adminEndpoints.createOperator, {
        cookie,
        body: { email: `x-${role}@clube.test`, name: 'Invasor', role: 'admin' },
      }),
      consoleCall(app.app, adminEndpoints.updateOperator, {
        cookie,
        params: { id: me.row.id },
        body: { role: 'admin' },
      }),
      consoleCall(app.app, adminEndpoints.endOperatorSessions, {
        cookie,
        params: { id: other.row.id },
      }),
      consoleCall(app.app, adminEndpoints.resetOperatorTotp, {
        cookie,
        params: { id: other.row.id },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect({
      operador: await count(db, 'operador'),
      auditoria: await count(db, 'auditoria'),
      operador_empresa: await count(db, 'operador_empresa'),
    }).toEqual(before);
  });
});
