import { adminEndpoints, type AdminEndpoint } from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../src/db/schema.js';
import { describe, expect } from 'vitest';
import { changedFields, writeAudit } from '../../src/modules/admin/audit.js';
import { adminRoute } from '../../src/modules/admin/route.js';
import { apiTest } from '../helpers/fixture.js';
import { insertEmpresa } from '../helpers/factories.js';
import { consoleCall, createOperator, signIn, type TestOperator } from './helpers.js';

/** A test-only admin write: changes a company's name, audits it, then fails when asked to. */
const renameCompany = {
  method: 'POST',
  path: '/api/admin/v1/test-rename-company',
  auth: 'session',
  permission: { resource: 'companies', action: 'update' },
  body: z.object({ id: z.number(), name: z.string(), fail: z.boolean() }),
  response: z.object({ ok: z.boolean() }),
} as const satisfies AdminEndpoint;

const auditCount = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom('auditoria')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const it = apiTest({
  config: { admin: { twoFactor: 'optional', sessionIdle: 1800, sessionMax: 43200 } },
  extend: (app) =>
    adminRoute(app, renameCompany, async (request, { db: trx, audit, authorize }) => {
      const { id, name, fail } = request.body;
      authorize({ companyId: id });
      const before = await trx
        .selectFrom('empresa')
        .select('nome')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await trx.updateTable('empresa').set({ nome: name }).where('id', '=', id).execute();
      await audit({
        recordId: id,
        before: { name: before.nome },
        after: { name },
        companyId: id,
      });
      if (fail) throw new Error('the write fails after its audit row');
      return { ok: true };
    }),
}).extend('world', { scope: 'file' }, async ({ app, db }) => {
  const companyA = (await insertEmpresa(db, { nome: 'Alfa' })).id;
  const companyB = (await insertEmpresa(db, { nome: 'Beta' })).id;
  const admin = await createOperator(db, { role: 'admin' });
  const adminCookie = await signIn(app.app, admin);
  return { companyA, companyB, admin, adminCookie };
});

describe('audit rows', () => {
  it("are written in the write's transaction: a failing write leaves none, nor its change", async ({
    app,
    db,
    world: { companyA, admin, adminCookie },
  }) => {
    const before = await auditCount(db);
    const failed = await consoleCall(app.app, renameCompany, {
      cookie: adminCookie,
      body: { id: companyA, name: 'Alfa Nova', fail: true },
    });
    expect(failed.statusCode).toBe(500);
    expect(await auditCount(db)).toBe(before);
    const company = await db
      .selectFrom('empresa')
      .select('nome')
      .where('id', '=', companyA)
      .executeTakeFirstOrThrow();
    expect(company.nome).toBe('Alfa');

    const ok = await consoleCall(app.app, renameCompany, {
      cookie: adminCookie,
      body: { id: companyA, name: 'Alfa Nova', fail: false },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await auditCount(db)).toBe(before + 1);
    const row = await db
      .selectFrom('auditoria')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      operador_id: admin.row.id,
      recurso: 'companies',
      acao: 'update',
      registro_id: String(companyA),
      empresa_id: companyA,
    });
    expect(Date.parse(row.quando)).toBeGreaterThan(Date.now() - 60_000);
    expect(row.ip).toBeTruthy();
    expect(JSON.parse(row.campos)).toEqual({ name: { from: 'Alfa', to: 'Alfa Nova' } });
  });

  it('keep only changed fields, drop secrets and mask CPFs', () => {
    const changes = changedFields(
      { nome: 'Ana', cpf: '52998224725', senha: 'velha', totpSecret: 'A', email: 'a@x.com' },
      { nome: 'Ana Maria', cpf: '11144477735', senha: 'nova', totpSecret: 'B', email: 'a@x.com' },
    );
    expect(changes).toEqual({
      nome: { from: 'Ana', to: 'Ana Maria' },
      cpf: { from: '***.982.247-**', to: '***.444.777-**' },
    });
    expect(JSON.stringify(changes)).not.toMatch(/52998224725|velha|nova"/);
    expect(
      changedFields(null, { login: '52998224725', password: 'x', recoveryCodes: ['a'] }),
    ).toEqual({
      login: { to: '***.982.247-**' },
    });
    expect(changedFields({ dependente: { cpf: '52998224725' } }, null)).toEqual({
      dependente: { from: { cpf: '***.982.247-**' } },
    });
  });
});

describe('the audit log', () => {
  let operatorA: TestOperator;
  it.beforeAll(async ({ db, world: { companyA, companyB, admin } }) => {
    operatorA = await createOperator(db, { role: 'operator', companyIds: [companyA] });
    const actor = { operatorId: admin.row.id, ip: '198.51.100.1' };
    await writeAudit(
      db,
      actor,
      {
        resource: 'members',
        recordId: 501,
        action: 'update',
        companyId: companyA,
        before: { nome: 'X' },
        after: { nome: 'Y' },
      },
      new Date('2026-03-10T12:00:00Z'),
    );
    await writeAudit(
      db,
      actor,
      {
        resource: 'members',
        recordId: 502,
        action: 'update',
        companyId: companyB,
        before: { nome: 'X' },
        after: { nome: 'Z' },
      },
      new Date('2026-03-11T12:00:00Z'),
    );
    await writeAudit(
      db,
      actor,
      {
        resource: 'members',
        recordId: 503,
        action: 'create',
        companyId: companyA,
        after: { nome: 'W' },
      },
      new Date('2026-03-12T02:00:00Z'),
    );
  });

  it("filters by resource, record, operator and period (Brazil's dates)", async ({
    app,
    world: { adminCookie },
  }) => {
    const list = async (query: Record<string, string | number>) => {
      const response = await consoleCall(app.app, adminEndpoints.listAudit, {
        cookie: adminCookie,
        query,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { recordId: string }[]; total: number }>();
    };
    expect(
      (await list({ resource: 'members', recordId: '502' })).data.map((e) => e.recordId),
    ).toEqual(['502']);
    // 2026-03-12T02:00Z is still 11 March in Brazil.
    expect(
      (await list({ resource: 'members', from: '2026-03-11', to: '2026-03-11' })).data.map(
        (e) => e.recordId,
      ),
    ).toEqual(['503', '502']);
    expect((await list({ resource: 'members', order: 'asc' })).data.map((e) => e.recordId)).toEqual(
      ['501', '502', '503'],
    );
    expect((await list({ operatorId: operatorA.row.id })).total).toBe(0);
    const badDate = await consoleCall(app.app, adminEndpoints.listAudit, {
      cookie: adminCookie,
      query: { from: '2026-13-01' },
    });
    expect(badDate.statusCode).toBe(400);
  });

  it("shows an operator only their companies' entries; another company's is 403", async ({
    app,
    db,
    world: { adminCookie },
  }) => {
    const cookie = await signIn(app.app, operatorA);
    const response = await consoleCall(app.app, adminEndpoints.listAudit, {
      cookie,
      query: { resource: 'members' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json<{ data: { recordId: string; companyId: number }[] }>().data;
    expect(entries.map((e) => e.recordId).sort()).toEqual(['501', '503']);
    const other = await db
      .selectFrom('auditoria')
      .select('id')
      .where('registro_id', '=', '502')
      .executeTakeFirstOrThrow();
    const own = await db
      .selectFrom('auditoria')
      .select('id')
      .where('registro_id', '=', '501')
      .executeTakeFirstOrThrow();
    expect(
      (
        await consoleCall(app.app, adminEndpoints.getAuditEntry, {
          cookie,
          params: { id: other.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await consoleCall(app.app, adminEndpoints.getAuditEntry, { cookie, params: { id: own.id } }))
        .statusCode,
    ).toBe(200);
    const missing = await consoleCall(app.app, adminEndpoints.getAuditEntry, {
      cookie,
      params: { id: 999_999 },
    });
    expect(missing.statusCode).toBe(403);
    const missingForAdmin = await consoleCall(app.app, adminEndpoints.getAuditEntry, {
      cookie: adminCookie,
      params: { id: 999_999 },
    });
    expect(missingForAdmin.statusCode).toBe(404);
    // The operators' own entries (no company) stay an admin's.
    const operatorsLog = await consoleCall(app.app, adminEndpoints.listAudit, {
      cookie,
      query: { resource: 'operators' },
    });
    expect(operatorsLog.json().total).toBe(0);
  });

  it('has no call that changes or deletes it', () => {
    const onAudit = Object.values(adminEndpoints).filter(
      (e) => 'permission' in e && e.permission.resource === 'audit',
    );
    expect(onAudit.length).toBeGreaterThan(0);
    for (const e of onAudit) expect(e.method).toBe('GET');
  });
});
