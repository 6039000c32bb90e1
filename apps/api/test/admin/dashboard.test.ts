import { todayInBrazil } from '@clube/contract';
import { adminEndpoints, dashboard, type Dashboard } from '@clube/contract/admin';
import { describe, expect } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';
import { adminCall, signedInOperator, type SignedInOperator } from './members-world.js';

const day = (offset: number) =>
  new Date(Date.parse(`${todayInBrazil()}T00:00:00Z`) + offset * 86_400_000)
    .toISOString()
    .slice(0, 10);

const it = apiTest().extend('world', { scope: 'file' }, async ({ app, db }) => {
  const empresaA = await insertEmpresa(db, { nome: 'Alfa' });
  const empresaB = await insertEmpresa(db, { nome: 'Beta' });
  const admin = await signedInOperator(app.app, db, 'admin');
  const operatorA = await signedInOperator(app.app, db, 'operator', [empresaA.id]);
  const supportB = await signedInOperator(app.app, db, 'support', [empresaB.id]);

  // A: two people, one of them with a card in B too; one more card in A ended.
  await createMember(db, { empresas: [empresaA, empresaB] });
  await createMember(db, { empresas: [empresaA] });
  const ended = await createMember(db, { empresas: [empresaA] });
  await db
    .updateTable('cliente')
    .set({ encerrado_em: day(-3) })
    .where('id', '=', ended.cards[0]!.id)
    .execute();

  await db
    .insertInto('login_dia')
    .values([
      { empresa_id: empresaA.id, dia: day(0), total: 5 },
      { empresa_id: empresaA.id, dia: day(-29), total: 2 },
      // 30 days back is out of the last 30 days.
      { empresa_id: empresaA.id, dia: day(-30), total: 100 },
      { empresa_id: empresaB.id, dia: day(-1), total: 7 },
    ])
    .execute();

  const now = new Date().toISOString();
  const job = (empresaId: number, status: 'dry_run' | 'done') => ({
    empresa_id: empresaId,
    operador_id: admin.id,
    nome_arquivo: 'membros.csv',
    status,
    senha_inicial: 'nascimento' as const,
    codificacao: 'utf-8',
    separador: ';',
    cabecalho: '[]',
    colunas_ignoradas: '[]',
    total: 1,
    criar: 1,
    atualizar: 0,
    inalterado: 0,
    erro: 0,
    ausentes: 0,
    created_at: now,
    updated_at: now,
    concluido_em: null,
  });
  await db
    .insertInto('importacao')
    .values([job(empresaA.id, 'dry_run'), job(empresaA.id, 'done'), job(empresaB.id, 'dry_run')])
    .execute();

  const entry = (empresaId: number, registro: string, quando: string) => ({
    operador_id: admin.id,
    quando,
    ip: '127.0.0.1',
    recurso: 'members',
    registro_id: registro,
    acao: 'update',
    campos: '{}',
    empresa_id: empresaId,
  });
  await db
    .insertInto('auditoria')
    .values([
      entry(empresaA.id, 'a-old', '2026-01-01T12:00:00.000Z'),
      entry(empresaB.id, 'b-new', '2026-01-03T12:00:00.000Z'),
      entry(empresaA.id, 'a-new', '2026-01-02T12:00:00.000Z'),
    ])
    .execute();
  return { empresaA, empresaB, admin, operatorA, supportB };
});

async function dashboardOf(
  t: TestApp,
  who: SignedInOperator,
  query: Record<string, number> = {},
): Promise<Dashboard> {
  const response = await adminCall(t.app, who, adminEndpoints.getDashboard, { query });
  expect(response.statusCode, response.body).toBe(200);
  return dashboard.parse(response.json());
}

describe('GET /api/admin/v1/dashboard', () => {
  it("counts an operator's companies only: active members and cards, sign-ins of 30 days, waiting imports", async ({
    app: t,
    world: { operatorA },
  }) => {
    const mine = await dashboardOf(t, operatorA);
    expect(mine).toMatchObject({
      membrosAtivos: 2,
      cartoesAtivos: 2,
      acessos30Dias: 7,
      importacoesPendentes: 1,
    });
    expect(mine.ultimasAuditorias.map((e) => e.recordId)).toEqual(['a-new', 'a-old']);
  });

  it('sums every company for an admin, and one when asked', async ({
    app: t,
    world: { empresaB, admin },
  }) => {
    const all = await dashboardOf(t, admin);
    expect(all).toMatchObject({
      membrosAtivos: 2,
      cartoesAtivos: 3,
      acessos30Dias: 14,
      importacoesPendentes: 2,
    });
    expect(all.ultimasAuditorias.map((e) => e.recordId).slice(0, 3)).toEqual([
      'b-new',
      'a-new',
      'a-old',
    ]);
    const onlyB = await dashboardOf(t, admin, { empresaId: empresaB.id });
    expect(onlyB).toMatchObject({
      membrosAtivos: 1,
      cartoesAtivos: 1,
      acessos30Dias: 7,
      importacoesPendentes: 1,
    });
    expect(onlyB.ultimasAuditorias.map((e) => e.recordId)).toEqual(['b-new']);
  });

  it("refuses a company outside the caller's (403) and a malformed one (400)", async ({
    app: t,
    world: { empresaB, operatorA },
  }) => {
    const other = await adminCall(t.app, operatorA, adminEndpoints.getDashboard, {
      query: { empresaId: empresaB.id },
    });
    expect(other.statusCode).toBe(403);
    const bad = await adminCall(t.app, operatorA, adminEndpoints.getDashboard, {
      query: { empresaId: 'abc' as unknown as number },
    });
    expect(bad.statusCode).toBe(400);
    const signedOut = await adminCall(t.app, null, adminEndpoints.getDashboard);
    expect(signedOut.statusCode).toBe(401);
  });

  it('shows a support person their company', async ({ app: t, world: { supportB } }) => {
    expect(await dashboardOf(t, supportB)).toMatchObject({
      membrosAtivos: 1,
      cartoesAtivos: 1,
      acessos30Dias: 7,
      importacoesPendentes: 1,
    });
  });
});
