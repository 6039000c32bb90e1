import { endpoints, MEMBER_USE_MESSAGES } from '@clube/contract';
import { adminEndpoints } from '@clube/contract/admin';
import {
  cardCode,
  cardQrPayload,
  CHECK_REASON_MESSAGES,
  COUNTER_LIMITS,
  partnerEndpoints,
  type CheckResponse,
  type CounterUse,
} from '@clube/contract/partner';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Cliente, Database, Empresa } from '../../src/db/schema.js';
import { purgeUsedCodes } from '../../src/modules/counter/uses.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { insertCategoria, insertMenu, insertParceiro } from '../partners/partner-world.js';
import { adminCall, signedInOperator, type SignedInOperator } from '../admin/members-world.js';
import {
  cardSecret,
  insertStaff,
  partnerCall,
  signInStaff,
  STAFF_PASSWORD,
  type Counter,
} from './counter-world.js';

/*
 * The partner counter end to end through the API, on a controlled clock (only Date is faked):
 * the card's rotating code, checks and what they reveal, one registration per code, the undo
 * window, the limits, the member's uses and savings, and the operators' scoped use log.
 */

let empresaA: Empresa;
let empresaB: Empresa;
let cafe: number;
let otica: number;
let ana: TestMember;
let beto: TestMember;
let anaCardA: Cliente;
let anaToken: string;
let betoToken: string;
let secret: string;
let cafeCounter: Counter;
let oticaCounter: Counter;
let operatorA: SignedInOperator;
let operatorB: SignedInOperator;

/** 5 seconds into a code step, near the real time (tokens stay valid). */
const T0 = Math.floor(Date.now() / 30_000) * 30_000 + 5_000;
const at = (ms: number) => vi.setSystemTime(new Date(T0 + ms));
const codeAt = (ms: number, s = secret) => cardCode(s, Math.floor((T0 + ms) / 1000));

const check = (app: TestApp, counter: Counter, body: unknown) =>
  partnerCall(app.app, counter, partnerEndpoints.check, { body });
const checkAna = async (app: TestApp, counter: Counter, codigo: string) =>
  (
    await check(app, counter, { cartao: anaCardA.numero_carteirinha, codigo })
  ).json<CheckResponse>();
const register = (app: TestApp, counter: Counter, body: unknown, key = randomUUID()) =>
  partnerCall(app.app, counter, partnerEndpoints.registerUse, {
    body,
    headers: { 'idempotency-key': key },
  });

const it = apiTest();
it.beforeAll(async ({ app, db }) => {
  empresaA = await insertEmpresa(db, { nome: 'Alfa Benefícios' });
  empresaB = await insertEmpresa(db, { nome: 'Beta Saúde' });
  const categoria = await insertCategoria(db, 'Comida');
  const menuA = await insertMenu(db, empresaA.id, 2);
  const menuB = await insertMenu(db, empresaB.id, 2);
  cafe = await insertParceiro(
    db,
    { nome: 'Café Central', categoria_id: categoria, desconto: '10% de desconto' },
    [menuA],
  );
  await db
    .updateTable('parceiro')
    .set({ desconto_tipo: 'percentual', desconto_valor: 10 })
    .where('id', '=', cafe)
    .execute();
  otica = await insertParceiro(
    db,
    { nome: 'Ótica Visão', categoria_id: categoria, desconto: 'Consulte' },
    [menuB],
  );
  await insertStaff(db, cafe, 'balcao@cafe.test');
  await insertStaff(db, otica, 'balcao@otica.test');
  // Ana holds a card in each company; Beto one in A's.
  ana = await createMember(db, { empresas: [empresaA, empresaB] });
  beto = await createMember(db, { empresas: [empresaA] });
  anaCardA = ana.cards[0]!;
  anaToken = await tokenFor(app.app, ana.usuario);
  betoToken = await tokenFor(app.app, beto.usuario);
  operatorA = await signedInOperator(app.app, db, 'operator', [empresaA.id]);
  operatorB = await signedInOperator(app.app, db, 'operator', [empresaB.id]);
  vi.useFakeTimers({ toFake: ['Date'] });
  at(0);
  secret = await cardSecret(app.app, anaToken, anaCardA);
  cafeCounter = await signInStaff(app.app, 'balcao@cafe.test');
  oticaCounter = await signInStaff(app.app, 'balcao@otica.test');
});

afterEach(() => at(0));
afterAll(() => vi.useRealTimers());

describe('checking a card at the counter', () => {
  it('accepts the code the member’s device derives offline, and reveals only what the counter needs', async ({
    app,
  }) => {
    const response = await check(app, cafeCounter, {
      qr: cardQrPayload(anaCardA.numero_carteirinha, codeAt(0)),
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<CheckResponse>();
    if (!answer.valido) throw new Error(response.body);
    expect(Object.keys(answer.membro).sort()).toEqual([
      'empresa',
      'foto',
      'primeiroNome',
      'validade',
    ]);
    expect(answer.membro.primeiroNome).toBe(anaCardA.nome.split(' ')[0]);
    expect(answer.membro.empresa.nome).toBe('Alfa Benefícios');
    expect(answer.ofertas).toEqual([
      {
        id: cafe,
        titulo: '10% de desconto',
        descricao: expect.any(String),
        desconto: { tipo: 'percentual', percentual: 10 },
      },
    ]);
    expect(response.body).not.toContain(anaCardA.cpf);
    expect(response.body).not.toContain(anaCardA.logradouro || 'no-address');
  });

  it('accepts the previous and the next 30 seconds’ codes, refuses older ones as expired', async ({
    app,
  }) => {
    at(0);
    expect((await checkAna(app, cafeCounter, codeAt(-30_000))).valido).toBe(true);
    expect((await checkAna(app, cafeCounter, codeAt(30_000))).valido).toBe(true);
    const old = await checkAna(app, cafeCounter, codeAt(-60_000));
    expect(old).toEqual({
      valido: false,
      motivo: 'CODIGO_EXPIRADO',
      mensagem: 'Código expirado, peça para atualizar a tela',
    });
    at(90_000);
    expect((await checkAna(app, cafeCounter, codeAt(0))).valido).toBe(false);
  });

  it('finds the card by CPF with the code, and refuses a wrong code or an unknown card', async ({
    app,
  }) => {
    const byCpf = await check(app, cafeCounter, { cpf: anaCardA.cpf, codigo: codeAt(0) });
    expect(byCpf.json<CheckResponse>().valido).toBe(true);
    const wrong = (Number(codeAt(0)) + 1) % 1_000_000;
    const bad = await checkAna(app, cafeCounter, String(wrong).padStart(6, '0'));
    expect(bad).toMatchObject({ valido: false, motivo: 'CODIGO_INVALIDO' });
    const unknown = await check(app, cafeCounter, { cartao: '999999999', codigo: codeAt(0) });
    expect(unknown.json()).toMatchObject({ valido: false, motivo: 'CARTAO_NAO_ENCONTRADO' });
  });

  it('tells a partner that the member’s company does not list it', async ({ app }) => {
    const answer = await checkAna(app, oticaCounter, codeAt(0));
    expect(answer).toEqual({
      valido: false,
      motivo: 'SEM_BENEFICIO',
      mensagem: 'Cartão de outra empresa sem este benefício',
    });
  });

  it('logs every check, valid or not, with who checked which card', async ({ app, db }) => {
    const before = await db.selectFrom('parceiro_verificacao').selectAll().execute();
    await checkAna(app, cafeCounter, codeAt(0));
    await checkAna(app, cafeCounter, '000000');
    const rows = await db.selectFrom('parceiro_verificacao').selectAll().execute();
    const added = rows.slice(before.length);
    expect(added.map((r) => [r.atendente_id, r.parceiro_id, r.cliente_id])).toEqual([
      [cafeCounter.id, cafe, anaCardA.id],
      [cafeCounter.id, cafe, expect.anything()],
    ]);
    expect(added[0]!.resultado).toBe('VALIDO');
    expect(added[1]!.resultado).not.toBe('VALIDO');
  });

  it('refuses without a session, and a write without the counter header', async ({ app }) => {
    const signedOut = await partnerCall(app.app, null, partnerEndpoints.check, {
      body: { cartao: '1', codigo: '123456' },
    });
    expect(signedOut.statusCode).toBe(401);
    const noHeader = await partnerCall(app.app, cafeCounter, partnerEndpoints.check, {
      body: { cartao: '1', codigo: '123456' },
      noCounterHeader: true,
    });
    expect(noHeader.statusCode).toBe(403);
  });
});

describe('registering a use', () => {
  it('registers once per code, idempotently, with the saving from the structured discount', async ({
    app,
    db,
  }) => {
    at(60_000);
    const checked = await checkAna(app, cafeCounter, codeAt(60_000));
    if (!checked.valido) throw new Error('check failed');
    const key = randomUUID();
    const body = {
      verificacao: checked.verificacao,
      idOferta: cafe,
      valorCompra: 5000,
      economia: null,
    };
    const first = await register(app, cafeCounter, body, key);
    expect(first.statusCode).toBe(201);
    const use = first.json<CounterUse>();
    expect(use).toMatchObject({ valorCompra: 5000, economia: 500, podeDesfazer: true });
    // A double tap with the same key answers the same use; without it the check is spent.
    const again = await register(app, cafeCounter, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json<CounterUse>().id).toBe(use.id);
    expect((await register(app, cafeCounter, body)).statusCode).toBe(409);
    // The same code checked again is known as used.
    expect(await checkAna(app, cafeCounter, codeAt(60_000))).toEqual({
      valido: false,
      motivo: 'CODIGO_USADO',
      mensagem: CHECK_REASON_MESSAGES.CODIGO_USADO,
    });
    const today = await partnerCall(app.app, cafeCounter, partnerEndpoints.usesToday);
    expect(today.json<{ usos: CounterUse[] }>().usos.map((u) => u.id)).toContain(use.id);
    const rows = await db.selectFrom('uso').select('id').where('id', '=', use.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps a partner’s staff away from another partner’s checks and uses', async ({ app }) => {
    at(120_000);
    const checked = await checkAna(app, cafeCounter, codeAt(120_000));
    if (!checked.valido) throw new Error('check failed');
    const foreign = await register(app, oticaCounter, {
      verificacao: checked.verificacao,
      idOferta: cafe,
    });
    expect(foreign.statusCode).toBe(409);
    const own = await register(app, cafeCounter, {
      verificacao: checked.verificacao,
      idOferta: cafe,
      economia: 300,
    });
    const use = own.json<CounterUse>();
    const undo = await partnerCall(app.app, oticaCounter, partnerEndpoints.undoUse, {
      params: { id: use.id },
    });
    expect(undo.statusCode).toBe(404);
    const theirs = await partnerCall(app.app, oticaCounter, partnerEndpoints.usesToday);
    expect(theirs.json<{ usos: CounterUse[] }>().usos).toEqual([]);
  });

  it('undoes a use within 10 minutes, recorded, and refuses later', async ({ app, db }) => {
    at(150_000);
    const checked = await checkAna(app, cafeCounter, codeAt(150_000));
    if (!checked.valido) throw new Error('check failed');
    const a = (
      await register(app, cafeCounter, {
        verificacao: checked.verificacao,
        idOferta: cafe,
        valorCompra: 1000,
      })
    ).json<CounterUse>();
    at(150_000 + 9 * 60_000);
    const undone = await partnerCall(app.app, cafeCounter, partnerEndpoints.undoUse, {
      params: { id: a.id },
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<CounterUse>()).toMatchObject({
      podeDesfazer: false,
      desfeitoEm: expect.any(String),
    });
    const row = await db
      .selectFrom('uso')
      .selectAll()
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.desfeito_por_atendente_id).toBe(cafeCounter.id);
    expect(
      (await partnerCall(app.app, cafeCounter, partnerEndpoints.undoUse, { params: { id: a.id } }))
        .statusCode,
    ).toBe(409);

    at(180_000);
    const second = await checkAna(app, cafeCounter, codeAt(180_000));
    if (!second.valido) throw new Error('check failed');
    const b = (
      await register(app, cafeCounter, {
        verificacao: second.verificacao,
        idOferta: cafe,
        valorCompra: 1000,
      })
    ).json<CounterUse>();
    at(180_000 + COUNTER_LIMITS.undoMinutes * 60_000);
    const late = await partnerCall(app.app, cafeCounter, partnerEndpoints.undoUse, {
      params: { id: b.id },
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('the member', () => {
  it('sees their own uses and savings, never another’s, and can report one', async ({ app }) => {
    const mine = await call(
      app.app,
      endpoints.getMeusUsos,
      { idCliente: anaCardA.id, idPerfil: anaCardA.perfil_id },
      { token: anaToken },
    );
    const usos = mine.json<{
      usos: { id: number; parceiro: { nome: string }; desfeito: boolean }[];
    }>().usos;
    expect(usos.length).toBeGreaterThanOrEqual(3);
    expect(usos[0]!.parceiro.nome).toBe('Café Central');
    const savings = await call(
      app.app,
      endpoints.getEconomia,
      { idCliente: anaCardA.id, idPerfil: anaCardA.perfil_id },
      { token: anaToken },
    );
    expect(savings.json()).toMatchObject({ economia: 500 + 300 + 100 });

    const betoCard = beto.cards[0]!;
    const his = await call(
      app.app,
      endpoints.getMeusUsos,
      { idCliente: betoCard.id, idPerfil: betoCard.perfil_id },
      { token: betoToken },
    );
    expect(his.json()).toEqual({ usos: [] });
    const peek = await call(
      app.app,
      endpoints.getMeusUsos,
      { idCliente: anaCardA.id, idPerfil: anaCardA.perfil_id },
      { token: betoToken },
    );
    expect(peek.statusCode).toBe(403);
    const foreignReport = await call(
      app.app,
      endpoints.reportarUso,
      { idCliente: betoCard.id, idPerfil: betoCard.perfil_id, idUso: usos[0]!.id },
      { token: betoToken },
    );
    expect(foreignReport.statusCode).toBe(404);

    const report = await call(
      app.app,
      endpoints.reportarUso,
      {
        idCliente: anaCardA.id,
        idPerfil: anaCardA.perfil_id,
        idUso: usos[0]!.id,
        comentario: 'Não estive lá',
      },
      { token: anaToken },
    );
    expect(report.json()).toEqual({ message: MEMBER_USE_MESSAGES.reported });
    const twice = await call(
      app.app,
      endpoints.reportarUso,
      { idCliente: anaCardA.id, idPerfil: anaCardA.perfil_id, idUso: usos[0]!.id },
      { token: anaToken },
    );
    expect(twice.statusCode).toBe(409);
  });
});

describe('the operators', () => {
  it('see only their companies’ uses, even of a person with a card in their company', async ({
    app,
  }) => {
    const a = await adminCall(app.app, operatorA, adminEndpoints.listUses);
    expect(a.statusCode).toBe(200);
    expect(a.json<{ total: number }>().total).toBeGreaterThanOrEqual(3);
    // Ana holds a card in B's company too, but her uses were with her card of A's.
    const b = await adminCall(app.app, operatorB, adminEndpoints.listUses);
    expect(b.json()).toEqual({ data: [], total: 0 });
    const csvB = await adminCall(app.app, operatorB, adminEndpoints.usesCsv);
    expect(csvB.body).not.toContain('Café Central');
    const filtered = await adminCall(app.app, operatorB, adminEndpoints.listUses, {
      query: { empresaId: empresaA.id },
    });
    expect(filtered.statusCode).toBe(403);
    const csvA = await adminCall(app.app, operatorA, adminEndpoints.usesCsv);
    expect(csvA.headers['content-type']).toContain('text/csv');
    expect(csvA.body).toContain('Café Central');
    expect(csvA.body).toContain('5,00');
  });

  it('review a reported use and undo it; the report figures leave it out', async ({ app }) => {
    const reports = await adminCall(app.app, operatorA, adminEndpoints.listUseReports, {
      query: { status: 'pendente' },
    });
    const [pending] = reports.json<{ data: { id: number; uso: { id: number } }[] }>().data;
    expect(pending).toBeDefined();
    const foreign = await adminCall(app.app, operatorB, adminEndpoints.reviewUseReport, {
      params: { id: pending!.id },
      body: {},
    });
    expect(foreign.statusCode, foreign.body).toBe(404);
    const reviewed = await adminCall(app.app, operatorA, adminEndpoints.reviewUseReport, {
      params: { id: pending!.id },
      body: { desfazerUso: true, nota: 'Confirmado com o parceiro' },
    });
    expect(reviewed.json()).toMatchObject({
      status: 'revisado',
      uso: { desfeitoPor: expect.stringContaining('Operador') },
    });
    const today = new Date(T0).toISOString().slice(0, 10);
    const from = new Date(T0 - 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(T0 + 2 * 86_400_000).toISOString().slice(0, 10);
    const figures = await adminCall(app.app, operatorA, adminEndpoints.usesReport, {
      query: { from, to, empresaId: empresaA.id },
    });
    expect(figures.statusCode).toBe(200);
    expect(figures.json<{ total: { usos: number } }>().total.usos).toBeGreaterThanOrEqual(1);
    expect(today).toMatch(/^\d{4}/);
  });

  it('create a staff account with a temporary password shown once, then disable it', async ({
    app,
  }) => {
    const created = await adminCall(app.app, operatorA, adminEndpoints.createPartnerStaff, {
      params: { id: cafe },
      body: { nome: 'Joana', email: 'Joana@Cafe.test' },
    });
    expect(created.statusCode).toBe(200);
    const { atendente, senhaTemporaria } = created.json<{
      atendente: { id: number; email: string };
      senhaTemporaria: string;
    }>();
    expect(atendente.email).toBe('joana@cafe.test');
    const list = await adminCall(app.app, operatorA, adminEndpoints.listPartnerStaff, {
      params: { id: cafe },
    });
    expect(list.body).not.toContain(senhaTemporaria);
    expect(
      (
        await adminCall(app.app, operatorB, adminEndpoints.listPartnerStaff, {
          params: { id: cafe },
        })
      ).statusCode,
    ).toBe(404);

    const joana = await signInStaff(app.app, 'joana@cafe.test', senhaTemporaria);
    const blocked = await check(app, joana, { cartao: '1', codigo: '123456' });
    expect(blocked.statusCode).toBe(403);
    const changed = await partnerCall(app.app, joana, partnerEndpoints.changePassword, {
      body: { senhaAtual: senhaTemporaria, novaSenha: 'joana-nova-senha' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await check(app, joana, { cartao: '1', codigo: '123456' })).statusCode).toBe(200);

    await adminCall(app.app, operatorA, adminEndpoints.updatePartnerStaff, {
      params: { id: atendente.id },
      body: { ativo: false },
    });
    expect((await partnerCall(app.app, joana, partnerEndpoints.me)).statusCode).toBe(401);
  });
});

describe('the structured discount and the used codes', () => {
  it('takes the discount an operator sets in the partner form, and saves a fixed amount', async ({
    app,
  }) => {
    const set = await adminCall(app.app, operatorA, adminEndpoints.updatePartner, {
      params: { id: cafe },
      body: { descontoEstruturado: { tipo: 'valor', centavos: 700 } },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ descontoEstruturado: { tipo: 'valor', centavos: 700 } });
    at(240_000);
    const checked = await checkAna(app, cafeCounter, codeAt(240_000));
    if (!checked.valido) throw new Error('check failed');
    expect(checked.ofertas[0]!.desconto).toEqual({ tipo: 'valor', centavos: 700 });
    const use = await register(app, cafeCounter, {
      verificacao: checked.verificacao,
      idOferta: cafe,
      valorCompra: 500,
    });
    // A fixed amount never saves more than the purchase.
    expect(use.json<CounterUse>().economia).toBe(500);
    await adminCall(app.app, operatorA, adminEndpoints.updatePartner, {
      params: { id: cafe },
      body: { descontoEstruturado: { tipo: 'percentual', percentual: 10 } },
    });
  });

  it('forgets used codes once they can no longer be accepted', async ({ db }) => {
    const count = async (db: Kysely<Database>) =>
      (await db.selectFrom('uso_codigo').selectAll().execute()).length;
    expect(await count(db)).toBeGreaterThan(0);
    expect(await purgeUsedCodes(db, new Date(T0 + 5 * 60_000))).toBe(0);
    await purgeUsedCodes(db, new Date(T0 + 60 * 60_000));
    expect(await count(db)).toBe(0);
  });
});

describe('limits and revocation', () => {
  it('holds a staff account after repeated invalid codes', async ({ app, db }) => {
    const id = await insertStaff(db, cafe, 'limite@cafe.test');
    const counter = await signInStaff(app.app, 'limite@cafe.test');
    expect(counter.id).toBe(id);
    for (let i = 0; i < COUNTER_LIMITS.invalidCodesBeforeLockout; i++)
      expect(
        (await check(app, counter, { cartao: '999999999', codigo: '000000' })).statusCode,
      ).toBe(200);
    const held = await check(app, counter, {
      cartao: anaCardA.numero_carteirinha,
      codigo: codeAt(0),
    });
    expect(held.statusCode).toBe(429);
  });

  it('refuses an ended card at once, and a logout everywhere rotates the secret', async ({
    app,
    db,
  }) => {
    at(210_000);
    const code = codeAt(210_000);
    const anaCardB = ana.cards[1]!;
    const secretB = await cardSecret(app.app, anaToken, anaCardB);
    await call(app.app, endpoints.logout, undefined, { token: anaToken });
    const token = await tokenFor(app.app, ana.usuario);
    const rotated = await cardSecret(app.app, token, anaCardB);
    expect(rotated).not.toBe(secretB);
    const renewed = await cardSecret(app.app, token, anaCardA);
    expect(renewed).not.toBe(secret);
    expect((await checkAna(app, cafeCounter, code)).valido).toBe(false);
    expect((await checkAna(app, cafeCounter, codeAt(210_000, renewed))).valido).toBe(true);

    await db
      .updateTable('cliente')
      .set({ encerrado_em: new Date(T0).toISOString().slice(0, 10) })
      .where('id', '=', anaCardA.id)
      .execute();
    expect(await checkAna(app, cafeCounter, codeAt(210_000, renewed))).toMatchObject({
      valido: false,
      motivo: 'CARTAO_VENCIDO',
    });
    expect(STAFF_PASSWORD).toBeTruthy();
  });
});
