import { endpoints, todayInBrazil } from '@clube/contract';
import { adminEndpoints, report, type Report } from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { insertSignInEvent } from '../../src/modules/user/queries.js';
import { call, login, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertCliente, PERFIL, type TestMember } from '../helpers/factories.js';
import { insertEmpresa } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';
import { insertCategoria, insertMenu, insertParceiro } from '../partners/partner-world.js';
import { adminCall, auditRows, signedInOperator, type SignedInOperator } from './members-world.js';

const today = todayInBrazil();
/** The Brazilian day `n` days from today. */
const day = (n: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** Noon in Brazil of the day `n` days from today, as stored (UTC ISO). */
const at = (n: number) => `${day(n)}T15:00:00.000Z`;
const period = { from: day(-30), to: today };

/**
 * Companies A and B, their staff, members Ana and Bia (A) and Beto (B), partners, their visits and
 * ratings, appointments and sign-ins, all in the last 30 days but for the few marked outside.
 */
const it = apiTest().extend('world', { scope: 'file' }, async ({ app, db }) => {
  const partner = { cafe: 0, padaria: 0, otica: 0 };
  const rating = { anaCafe: 0, biaCafe: 0, anaOtica: 0, anaPadaria: 0, betoOtica: 0 };
  const empresaA = await insertEmpresa(db, { nome: 'Alfa Benefícios' });
  const empresaB = await insertEmpresa(db, { nome: 'Beta Saúde' });
  const admin = await signedInOperator(app.app, db, 'admin');
  const operatorA = await signedInOperator(app.app, db, 'operator', [empresaA.id]);
  const operatorB = await signedInOperator(app.app, db, 'operator', [empresaB.id]);
  const supportA = await signedInOperator(app.app, db, 'support', [empresaA.id]);

  const ana = await createMember(db, { empresas: [empresaA] });
  const bia = await createMember(db, { empresas: [empresaA] });
  const beto = await createMember(db, { empresas: [empresaB] });
  // createMember's dependents were added before the period; one more for Bia inside it, and one
  // in company B (not counted).
  for (const [titular, empresa] of [
    [bia.cards[0]!, empresaA],
    [beto.cards[0]!, empresaB],
  ] as const) {
    await insertCliente(db, {
      titular_id: titular.id,
      empresa_id: empresa.id,
      perfil_id: PERFIL.dependente,
      grau_parentesco_id: 1,
      created_at: at(-4),
    });
  }

  const food = await insertCategoria(db, 'Alimentação');
  const health = await insertCategoria(db, 'Saúde');
  const menuA = await insertMenu(db, empresaA.id, 2);
  const menuB = await insertMenu(db, empresaB.id, 2);
  partner.cafe = await insertParceiro(db, { nome: 'Café São João', categoria_id: food }, [menuA]);
  partner.padaria = await insertParceiro(db, { nome: 'Padaria Sol', categoria_id: food }, [menuA]);
  partner.otica = await insertParceiro(db, { nome: 'Ótica Visão', categoria_id: health }, [
    menuA,
    menuB,
  ]);

  const [a, b, c] = [ana.cards[0]!.id, bia.cards[0]!.id, beto.cards[0]!.id];
  const companyOf = (cliente: number) => (cliente === c ? empresaB.id : empresaA.id);
  const visits = [
    { parceiro_id: partner.cafe, cliente_id: a, dia: day(-1) },
    { parceiro_id: partner.cafe, cliente_id: b, dia: day(-1) },
    { parceiro_id: partner.cafe, cliente_id: a, dia: day(-2) },
    { parceiro_id: partner.otica, cliente_id: a, dia: day(-2) },
    { parceiro_id: partner.padaria, cliente_id: b, dia: day(-3) },
    // Outside the period, and another company's card: neither counts.
    { parceiro_id: partner.padaria, cliente_id: a, dia: day(-60) },
    { parceiro_id: partner.otica, cliente_id: c, dia: day(-1) },
  ];
  await db
    .insertInto('parceiro_acesso')
    .values(visits.map((v) => ({ ...v, empresa_id: companyOf(v.cliente_id) })))
    .execute();

  const rate = async (
    key: keyof typeof rating,
    cliente: number,
    parceiro: number,
    nota: number,
    comentario: string,
    createdAt: string,
  ) => {
    const row = await db
      .insertInto('avaliacao')
      .values({
        parceiro_id: parceiro,
        cliente_id: cliente,
        titular_id: cliente,
        nota,
        comentario,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rating[key] = row.id;
  };
  await rate('anaCafe', a, partner.cafe, 5, 'Ótimo café.', at(-2));
  await rate('biaCafe', b, partner.cafe, 2, '=HYPERLINK("http://x") lixo de lugar', at(-1));
  await rate('anaOtica', a, partner.otica, 4, '', at(-3));
  await rate('anaPadaria', a, partner.padaria, 1, 'Antiga', at(-60));
  await rate('betoOtica', c, partner.otica, 3, 'Empresa B', at(-1));

  await db
    .insertInto('agendamento')
    .values(
      [
        { cliente_id: a, data_consulta: day(-5), status: 'agendado' as const },
        { cliente_id: b, data_consulta: day(-4), status: 'cancelado' as const },
        { cliente_id: c, data_consulta: day(-4), status: 'agendado' as const },
      ].map((g, i) => ({
        ...g,
        codigo: `AG-${i}`,
        hora_inicio: '10:00',
        hora_fim: '10:30',
        medico: 'Dra. Helena',
        especialidade: 'Clínica geral',
        url_video: 'https://video.example/sala',
        cancelavel: 1 as const,
        cancelado_em: null,
      })),
    )
    .execute();

  // Sign-ins through the member app's Login: Ana twice, Beto (company B) once.
  await login(app.app, ana.usuario.login, ana.usuario.password);
  await login(app.app, ana.usuario.login, ana.usuario.password);
  await login(app.app, beto.usuario.login, beto.usuario.password);
  // Bia two days ago, recorded as the Login does.
  await insertSignInEvent(db, bia.usuario.id, new Date(at(-2)));
  return {
    empresaA,
    empresaB,
    admin,
    operatorA,
    operatorB,
    supportA,
    ana,
    bia,
    beto,
    menuA,
    partner,
    rating,
  };
});

const getReport = (t: TestApp, who: SignedInOperator, query: Record<string, string | number>) =>
  adminCall(t.app, who, adminEndpoints.getReport, { query });

describe('GET /api/admin/v1/reports', () => {
  it("gives a company's dashboard over the period, counting only its cards", async ({
    app: t,
    world: { empresaA, admin, partner, rating },
  }) => {
    const res = await getReport(t, admin, { empresaId: empresaA.id, ...period });
    expect(res.statusCode).toBe(200);
    const r: Report = report.parse(res.json());
    expect(r.members).toEqual({ titulares: 2, dependentes: 3, cartoes: 5 });
    expect(r.signIns).toEqual({
      total: 3,
      membros: 2,
      porDia: [
        { dia: day(-2), total: 1 },
        { dia: today, total: 2 },
      ],
    });
    expect(r.accesses.total).toBe(5);
    expect(r.accesses.porDia).toEqual([
      { dia: day(-3), total: 1 },
      { dia: day(-2), total: 2 },
      { dia: day(-1), total: 2 },
    ]);
    expect(r.accesses.topParceiros).toEqual([
      { id: partner.cafe, nome: 'Café São João', total: 3 },
      { id: partner.otica, nome: 'Ótica Visão', total: 1 },
      { id: partner.padaria, nome: 'Padaria Sol', total: 1 },
    ]);
    expect(r.accesses.porCategoria.map((c) => [c.nome, c.total])).toEqual([
      ['Alimentação', 4],
      ['Saúde', 1],
    ]);
    expect(r.ratings.total).toBe(3);
    expect(r.ratings.media).toBe(3.7);
    expect(r.ratings.porParceiro).toEqual([
      { id: partner.cafe, nome: 'Café São João', media: 3.5, total: 2 },
      { id: partner.otica, nome: 'Ótica Visão', media: 4, total: 1 },
    ]);
    // Newest first, comments only (a grade without text is not a comment).
    expect(r.ratings.ultimosComentarios.map((c) => [c.id, c.oculto])).toEqual([
      [rating.biaCafe, false],
      [rating.anaCafe, false],
    ]);
    expect(r.dependentsAdded).toBe(1);
    expect(r.appointments).toEqual({ total: 2, cancelados: 1 });
  });

  it('answers the operator of the company and support read-only, never another company', async ({
    app: t,
    world: { empresaA, admin, operatorA, operatorB, supportA },
  }) => {
    const query = { empresaId: empresaA.id, ...period };
    const asAdmin = (await getReport(t, admin, query)).json();
    expect((await getReport(t, operatorA, query)).json()).toEqual(asAdmin);
    expect((await getReport(t, supportA, query)).json()).toEqual(asAdmin);
    const cross = await getReport(t, operatorB, query);
    expect(cross.statusCode).toBe(403);
    expect(cross.json().code).toBe('FORBIDDEN');
  });

  it('refuses a bad period in Portuguese and a company that does not exist', async ({
    app: t,
    world: { empresaA, admin },
  }) => {
    const backwards = await getReport(t, admin, {
      empresaId: empresaA.id,
      from: today,
      to: day(-1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('período inválido');
    const long = await getReport(t, admin, { empresaId: empresaA.id, from: day(-400), to: today });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('período longo demais');
    const date = await getReport(t, admin, {
      empresaId: empresaA.id,
      from: '2026-02-30',
      to: today,
    });
    expect(date.statusCode).toBe(400);
    expect(date.json().message).toContain('data inválida');
    const missing = await getReport(t, admin, { empresaId: 999999, ...period });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Empresa não encontrada.');
  });

  it('is empty, not an error, for a period with nothing in it', async ({
    app: t,
    world: { empresaA, operatorA },
  }) => {
    const res = await getReport(t, operatorA, {
      empresaId: empresaA.id,
      from: day(-300),
      to: day(-200),
    });
    expect(res.statusCode).toBe(200);
    const r = report.parse(res.json());
    expect(r.signIns).toEqual({ total: 0, membros: 0, porDia: [] });
    expect(r.accesses.topParceiros).toEqual([]);
    expect(r.ratings).toEqual({ total: 0, media: null, porParceiro: [], ultimosComentarios: [] });
  });
});

describe('GET /api/admin/v1/reports without a company', () => {
  const parsed = async (
    t: TestApp,
    who: SignedInOperator,
    query: Record<string, string | number>,
  ) => {
    const res = await getReport(t, who, query);
    expect(res.statusCode, res.body).toBe(200);
    return report.parse(res.json());
  };

  it('sums every company for an admin, day by day', async ({
    app: t,
    world: { empresaA, empresaB, admin, partner, rating },
  }) => {
    const [all, a, b] = [
      await parsed(t, admin, period),
      await parsed(t, admin, { empresaId: empresaA.id, ...period }),
      await parsed(t, admin, { empresaId: empresaB.id, ...period }),
    ];
    expect(all.empresaId).toBeNull();
    expect(all.members).toEqual({
      titulares: a.members.titulares + b.members.titulares,
      dependentes: a.members.dependentes + b.members.dependentes,
      cartoes: a.members.cartoes + b.members.cartoes,
    });
    expect(all.signIns.total).toBe(a.signIns.total + b.signIns.total);
    expect(all.signIns.membros).toBe(a.signIns.membros + b.signIns.membros);
    // Today: Ana twice in A, Beto once in B, on one row of the day.
    expect(all.signIns.porDia.at(-1)).toEqual({
      dia: today,
      total: a.signIns.porDia.at(-1)!.total + b.signIns.porDia.at(-1)!.total,
    });
    expect(all.accesses.total).toBe(a.accesses.total + b.accesses.total);
    expect(all.accesses.topParceiros.find((p) => p.id === partner.otica)?.total).toBe(2);
    expect(all.ratings.total).toBe(a.ratings.total + b.ratings.total);
    expect(all.ratings.ultimosComentarios.map((c) => c.id)).toContain(rating.betoOtica);
    expect(all.appointments).toEqual({ total: 3, cancelados: 1 });
    expect(all.dependentsAdded).toBe(a.dependentsAdded + b.dependentsAdded);
  });

  it("gives an operator and support only their companies' sum, never another company's", async ({
    app: t,
    world: { empresaA, empresaB, admin, operatorA, supportA, rating },
  }) => {
    const own = await parsed(t, admin, { empresaId: empresaA.id, ...period });
    for (const who of [operatorA, supportA]) {
      const mine = await parsed(t, who, period);
      expect(mine).toEqual({ ...own, empresaId: null });
      expect(mine.ratings.ultimosComentarios.map((c) => c.id)).not.toContain(rating.betoOtica);
    }
    const cross = await getReport(t, operatorA, { empresaId: empresaB.id, ...period });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().code).toBe('FORBIDDEN');
  });

  it('downloads the sum as CSV, named for every company', async ({
    app: t,
    world: { admin, operatorB },
  }) => {
    const res = await adminCall(t.app, admin, adminEndpoints.reportCsv, {
      query: { ...period, table: 'topPartners' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('relatorio-topPartners-todas-');
    expect(res.body.replace('\uFEFF', '').trim().split('\r\n')).toContain('Ótica Visão;2');
    const mine = await adminCall(t.app, operatorB, adminEndpoints.reportCsv, {
      query: { ...period, table: 'topPartners' },
    });
    expect(mine.body.replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      'parceiro;acessos',
      'Ótica Visão;1',
    ]);
  });
});

describe('GET /api/admin/v1/reports/csv', () => {
  it('downloads a table as CSV with formula prefixes neutralised', async ({
    app: t,
    world: { empresaA, operatorA, supportA },
  }) => {
    const res = await adminCall(t.app, supportA, adminEndpoints.reportCsv, {
      query: { empresaId: empresaA.id, ...period, table: 'comments' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('data;parceiro;nota;comentário;oculto');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"") lixo de lugar"`);
    expect(lines).toHaveLength(3);

    const top = await adminCall(t.app, operatorA, adminEndpoints.reportCsv, {
      query: { empresaId: empresaA.id, ...period, table: 'topPartners' },
    });
    expect(top.body.replace('\uFEFF', '').trim().split('\r\n')).toEqual([
      'parceiro;acessos',
      'Café São João;3',
      'Ótica Visão;1',
      'Padaria Sol;1',
    ]);
  });

  it("refuses another company's table and an unknown table", async ({
    app: t,
    world: { empresaA, admin, operatorB },
  }) => {
    const cross = await adminCall(t.app, operatorB, adminEndpoints.reportCsv, {
      query: { empresaId: empresaA.id, ...period, table: 'ratings' },
    });
    expect(cross.statusCode).toBe(403);
    const unknown = await adminCall(t.app, admin, adminEndpoints.reportCsv, {
      query: { empresaId: empresaA.id, ...period, table: 'senhas' },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/v1/reports/ratings/:id', () => {
  const hide = (t: TestApp, who: SignedInOperator, id: number, oculto: boolean) =>
    adminCall(t.app, who, adminEndpoints.hideRatingComment, { params: { id }, body: { oculto } });
  const memberRating = async (t: TestApp, menuA: number, member: TestMember, parceiro: number) => {
    const token = await tokenFor(t.app, member.usuario);
    const card = member.cards[0]!;
    return call(
      t.app,
      endpoints.getAvaliacao,
      {
        idCliente: card.id,
        idPerfil: card.perfil_id,
        idServicoParceiro: menuA,
        idParceiro: parceiro,
      },
      { token },
    );
  };
  const stored = (db: Kysely<Database>, id: number) =>
    db.selectFrom('avaliacao').select('oculto').where('id', '=', id).executeTakeFirstOrThrow();

  it('hides an abusive comment, audited: the member app no longer shows it; showing it again works', async ({
    app: t,
    db,
    world: { empresaA, admin, operatorA, bia, menuA, partner, rating },
  }) => {
    expect((await memberRating(t, menuA, bia, partner.cafe)).json()).toEqual({
      nota: 2,
      comentario: '=HYPERLINK("http://x") lixo de lugar',
    });

    const res = await hide(t, operatorA, rating.biaCafe, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: rating.biaCafe, oculto: true });
    expect(await stored(db, rating.biaCafe)).toEqual({ oculto: 1 });
    const member = await memberRating(t, menuA, bia, partner.cafe);
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual({ nota: 2, comentario: '' });

    const audit = await auditRows(db, 'reports', rating.biaCafe);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operador_id: operatorA.id,
      acao: 'hideComment',
      empresa_id: empresaA.id,
    });

    const r = report.parse(
      (await getReport(t, operatorA, { empresaId: empresaA.id, ...period })).json(),
    );
    expect(r.ratings.ultimosComentarios.find((c) => c.id === rating.biaCafe)?.oculto).toBe(true);

    expect((await hide(t, admin, rating.biaCafe, false)).statusCode).toBe(200);
    expect((await memberRating(t, menuA, bia, partner.cafe)).json().comentario).toContain(
      'lixo de lugar',
    );
    expect(await auditRows(db, 'reports', rating.biaCafe)).toHaveLength(2);
  });

  it('refuses support and an operator of another company: nothing written, nothing audited', async ({
    app: t,
    db,
    world: { operatorB, supportA, rating },
  }) => {
    for (const who of [supportA, operatorB]) {
      const res = await hide(t, who, rating.anaCafe, true);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await stored(db, rating.anaCafe)).toEqual({ oculto: 0 });
    expect(await auditRows(db, 'reports', rating.anaCafe)).toEqual([]);
  });

  it('answers 404 for a rating that does not exist and 400 for a bad body', async ({
    app: t,
    db,
    world: { admin, rating },
  }) => {
    const missing = await hide(t, admin, 999999, true);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Avaliação não encontrada.');
    const bad = await adminCall(t.app, admin, adminEndpoints.hideRatingComment, {
      params: { id: rating.anaCafe },
      body: { oculto: 'sim' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await stored(db, rating.anaCafe)).toEqual({ oculto: 0 });
  });
});

describe('member Login', () => {
  it('writes one sign-in event per successful sign-in, none for a wrong password', async ({
    app: t,
    db,
    world: { empresaA, empresaB, admin, ana },
  }) => {
    const count = async () =>
      (
        await db
          .selectFrom('login_evento')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('usuario_id', '=', ana.usuario.id)
          .executeTakeFirstOrThrow()
      ).n;
    const counter = async (empresaId: number) =>
      (
        await db
          .selectFrom('login_dia')
          .select('total')
          .where('empresa_id', '=', empresaId)
          .where('dia', '=', today)
          .executeTakeFirst()
      )?.total ?? 0;
    const before = Number(await count());
    const [dayA, dayB] = [await counter(empresaA.id), await counter(empresaB.id)];
    await login(t.app, ana.usuario.login, ana.usuario.password);
    const wrong = await call(t.app, endpoints.login, {
      username: ana.usuario.login,
      password: 'senha-errada',
    });
    expect(wrong.statusCode).not.toBe(200);
    expect(Number(await count())).toBe(before + 1);
    // One more on the day's counter of Ana's company, none on another company's.
    expect(await counter(empresaA.id)).toBe(dayA + 1);
    expect(await counter(empresaB.id)).toBe(dayB);
    const r = report.parse(
      (await getReport(t, admin, { empresaId: empresaA.id, ...period })).json(),
    );
    expect(r.signIns.porDia.at(-1)).toEqual({ dia: today, total: dayA + 1 });
  });

  it('counts a member with cards in two companies in both, once per sign-in', async ({
    app: t,
    db,
    world: { empresaA, empresaB, admin },
  }) => {
    const both = await createMember(db, { empresas: [empresaA, empresaB] });
    const query = (empresaId: number) => ({ empresaId, ...period });
    const before = await Promise.all(
      [empresaA, empresaB].map(async (e) =>
        report.parse((await getReport(t, admin, query(e.id))).json()),
      ),
    );
    await login(t.app, both.usuario.login, both.usuario.password);
    for (const [i, e] of [empresaA, empresaB].entries()) {
      const r = report.parse((await getReport(t, admin, query(e.id))).json());
      expect(r.signIns.total).toBe(before[i]!.signIns.total + 1);
      expect(r.signIns.membros).toBe(before[i]!.signIns.membros + 1);
    }
  });
});

describe("a member's partner visit", () => {
  it("is recorded with the card's company, so the company's report counts it", async ({
    app: t,
    db,
    world: { empresaA, admin, bia, menuA, partner },
  }) => {
    const query = { empresaId: empresaA.id, ...period };
    const before = report.parse((await getReport(t, admin, query)).json()).accesses.total;
    const token = await tokenFor(t.app, bia.usuario);
    const card = bia.cards[0]!;
    const opened = await call(
      t.app,
      endpoints.getParceiroDetalhe,
      {
        idCliente: card.id,
        idPerfil: card.perfil_id,
        idServicoParceiro: menuA,
        idParceiro: partner.otica,
      },
      { token },
    );
    expect(opened.statusCode).toBe(200);
    const row = await db
      .selectFrom('parceiro_acesso')
      .select(['empresa_id', 'dia'])
      .where('cliente_id', '=', card.id)
      .where('parceiro_id', '=', partner.otica)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ empresa_id: empresaA.id, dia: today });
    const after = report.parse((await getReport(t, admin, query)).json()).accesses.total;
    expect(after).toBe(before + 1);
  });
});
