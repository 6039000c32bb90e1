import {
  endpoints,
  NOTICE_KINDS,
  PARTNER_TYPES,
  PROFILES,
  type NoticesResponse,
} from '@clube/contract';
import {
  ADMIN_CAMPAIGN_MESSAGES,
  adminEndpoints,
  type AdminCampaign,
  type CampaignBody,
} from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Cliente, Database, Empresa } from '../../src/db/schema.js';
import {
  CAMPAIGN_SEND,
  onCampaignDue,
  sendCampaign,
  sendDueCampaigns,
} from '../../src/modules/campaigns/send.js';
import { writeScheduledNotices } from '../../src/jobs/scheduled-notices.js';
import { accountNotices, writeAccountNotice } from '../../src/modules/notices/write.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { adminCall, signedInOperator, type SignedInOperator } from '../admin/members-world.js';
import { insertCategoria, insertMenu, insertParceiro } from '../partners/partner-world.js';
import { insertUse } from '../helpers/security-world.js';

/*
 * Campaigns from the console to the members' 'Avisos': who gets them (companies in the caller's
 * scope, profile, city, with/without a use of a partner), that support cannot write them, that a
 * send is written once however often it runs, cancelling before the send, the test send to the
 * operator's own test member, and the per-company switches of the automatic notices.
 */

const it = apiTest();

const identityOf = (card: Cliente) => ({ idCliente: card.id, idPerfil: card.perfil_id });

async function inbox(app: TestApp, m: TestMember, card: Cliente): Promise<NoticesResponse> {
  const token = await tokenFor(app.app, m.usuario);
  const response = await call(app.app, endpoints.getAvisos, identityOf(card), { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NoticesResponse>();
}
const titles = async (app: TestApp, m: TestMember, card: Cliente) =>
  (await inbox(app, m, card)).avisos.map((a) => a.titulo);

const body = (companyIds: number[], extra: Partial<CampaignBody> = {}): CampaignBody => ({
  companyIds,
  titulo: 'Semana da saúde',
  texto: 'Consultas com desconto até sexta.',
  canais: [],
  enviarEm: '2099-01-01T10:00:00-03:00',
  ...extra,
});

async function create(app: TestApp, op: SignedInOperator, b: CampaignBody) {
  return adminCall(app.app, op, adminEndpoints.createCampaign, { body: b });
}
async function created(
  app: TestApp,
  op: SignedInOperator,
  b: CampaignBody,
): Promise<AdminCampaign> {
  const response = await create(app, op, b);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminCampaign>();
}
const list = async (app: TestApp, op: SignedInOperator) => {
  const response = await adminCall(app.app, op, adminEndpoints.listCampaigns);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AdminCampaign[] }>().data;
};
const auditRows = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('auditoria')
    .selectAll()
    .where('recurso', '=', 'campaigns')
    .where('registro_id', '=', String(id))
    .execute();

interface World {
  a: Empresa;
  b: Empresa;
  /** Cards in A and in B. */
  both: TestMember;
  onlyA: TestMember;
  onlyB: TestMember;
  operatorA: SignedInOperator;
  support: SignedInOperator;
  admin: SignedInOperator;
}
async function world(app: TestApp): Promise<World> {
  const a = await insertEmpresa(app.database.db);
  const b = await insertEmpresa(app.database.db);
  return {
    a,
    b,
    both: await createMember(app.database.db, { empresas: [a, b] }),
    onlyA: await createMember(app.database.db, { empresas: [a] }),
    onlyB: await createMember(app.database.db, { empresas: [b] }),
    operatorA: await signedInOperator(app.app, app.database.db, 'operator', [a.id]),
    support: await signedInOperator(app.app, app.database.db, 'support', [a.id]),
    admin: await signedInOperator(app.app, app.database.db, 'admin'),
  };
}

describe('a campaign to a company', () => {
  it('reaches the live holder cards of that company only, once, and counts delivered and opened', async ({
    app,
    db,
  }) => {
    const w = await world(app);
    const ended = await createMember(db, { empresas: [w.a] });
    await db
      .updateTable('cliente')
      .set({ encerrado_em: '2026-01-01' })
      .where('id', '=', ended.cards[0]!.id)
      .execute();
    const c = await created(app, w.operatorA, body([w.a.id], { canais: ['push'] }));
    expect(c).toMatchObject({
      status: 'agendada',
      recipients: null,
      delivered: 0,
      canais: ['push'],
    });
    // Not due yet: the job writes nothing.
    await sendDueCampaigns(db, new Date('2098-12-31T00:00:00Z'));
    expect(await titles(app, w.onlyA, w.onlyA.cards[0]!)).toEqual([]);

    const at = new Date('2099-01-01T13:00:00Z');
    // Twice, and a third time from another instance's view: one notice per card.
    await Promise.all([sendDueCampaigns(db, at), sendDueCampaigns(db, at)]);
    await sendCampaign(db, c.id, at);

    expect(await titles(app, w.onlyA, w.onlyA.cards[0]!)).toEqual(['Semana da saúde']);
    expect(await titles(app, w.both, w.both.cards[0]!)).toEqual(['Semana da saúde']);
    // The same person's card in B, and members of B only, hear nothing of A's campaign.
    expect(await titles(app, w.both, w.both.cards[1]!)).toEqual([]);
    expect(await titles(app, w.onlyB, w.onlyB.cards[0]!)).toEqual([]);
    const endedRows = await db
      .selectFrom('aviso')
      .select('id')
      .where('cliente_id', '=', ended.cards[0]!.id)
      .execute();
    expect(endedRows).toEqual([]);
    const row = await db
      .selectFrom('aviso')
      .select(['tipo', 'canais', 'chave'])
      .where('cliente_id', '=', w.onlyA.cards[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ tipo: NOTICE_KINDS.campaign, canais: 'push', chave: `campanha:${c.id}` });

    const notice = (await inbox(app, w.onlyA, w.onlyA.cards[0]!)).avisos[0]!;
    const token = await tokenFor(app.app, w.onlyA.usuario);
    await call(
      app.app,
      endpoints.marcarAvisoLido,
      { ...identityOf(w.onlyA.cards[0]!), idAviso: notice.id },
      { token },
    );
    const [shown] = (await list(app, w.operatorA)).filter((x) => x.id === c.id);
    expect(shown).toMatchObject({ status: 'enviada', recipients: 2, delivered: 2, opened: 1 });
    expect(await auditRows(db, c.id)).toHaveLength(1);
  });

  it('sent now is due at once and wakes the campaigns job', async ({ app, db }) => {
    const w = await world(app);
    let woken = 0;
    const stop = onCampaignDue(() => (woken += 1));
    const c = await created(app, w.operatorA, body([w.a.id], { enviarEm: null, titulo: 'Agora' }));
    stop();
    expect(woken).toBe(1);
    await sendDueCampaigns(db, new Date(Date.parse(c.enviarEm) + 1));
    expect(await titles(app, w.onlyA, w.onlyA.cards[0]!)).toEqual(['Agora']);
    expect((await list(app, w.operatorA)).find((x) => x.id === c.id)?.status).toBe('enviada');
  });

  it('in batches: a company larger than one batch gets every card told once', async ({
    app,
    db,
  }) => {
    const w = await world(app);
    const extra = CAMPAIGN_SEND.batch + 3;
    const usuario = w.onlyA.usuario.id;
    // Cards of one login in bulk (the audience is per card): more than one batch.
    const rows = Array.from({ length: extra }, () => ({ ...w.onlyA.cards[0]! }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('cliente')
        .values(
          rows.slice(i, i + 500).map(({ id: _id, ...r }, j) => ({
            ...r,
            usuario_id: usuario,
            numero_carteirinha: `9${i + j}`,
          })),
        )
        .execute();
    const c = await created(app, w.operatorA, body([w.a.id]));
    await sendDueCampaigns(db, new Date('2099-01-02T00:00:00Z'));
    const count = await db
      .selectFrom('aviso')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('chave', '=', `campanha:${c.id}`)
      .executeTakeFirstOrThrow();
    // The world's two cards in A, and the extra ones.
    expect(Number(count.n)).toBe(extra + 2);
    const [shown] = (await list(app, w.operatorA)).filter((x) => x.id === c.id);
    expect(shown).toMatchObject({ recipients: extra + 2, delivered: extra + 2, opened: 0 });
  });
});

describe('who a campaign reaches', () => {
  it('narrows by profile, city, and with or without a use of a partner', async ({ app, db }) => {
    const w = await world(app);
    await db
      .updateTable('cliente')
      .set({ cidade: 'Campinas' })
      .where('id', '=', w.onlyA.cards[0]!.id)
      .execute();
    const agregado = await createMember(db, { empresas: [w.a], perfis: [PROFILES.agregado] });
    const menu = await insertMenu(db, w.a.id, PARTNER_TYPES.exclusive);
    const categoria = await insertCategoria(db, 'Farmácia');
    const parceiro = await insertParceiro(db, { nome: 'Drogaria Boa', categoria_id: categoria }, [
      menu,
    ]);
    // The use of `both` is by their dependent: it counts for the holder's card.
    await insertUse(db, parceiro, w.both.dependent, `dep-${w.both.dependent.id}`);

    const byCity = await created(
      app,
      w.operatorA,
      body([w.a.id], { titulo: 'Cidade', cidade: 'campinas' }),
    );
    const byProfile = await created(
      app,
      w.operatorA,
      body([w.a.id], { titulo: 'Perfil', perfilId: PROFILES.agregado }),
    );
    const withUse = await created(
      app,
      w.operatorA,
      body([w.a.id], { titulo: 'Com uso', usoParceiroId: parceiro, usoModo: 'com' }),
    );
    const withoutUse = await created(
      app,
      w.operatorA,
      body([w.a.id], {
        titulo: 'Sem uso',
        usoParceiroId: parceiro,
        usoModo: 'sem',
        tela: 'parceiro',
        parceiroId: parceiro,
      }),
    );
    await sendDueCampaigns(db, new Date('2099-01-02T00:00:00Z'));
    expect(await titles(app, w.onlyA, w.onlyA.cards[0]!)).toEqual(['Sem uso', 'Cidade']);
    expect(await titles(app, agregado, agregado.cards[0]!)).toEqual(['Sem uso', 'Perfil']);
    expect(await titles(app, w.both, w.both.cards[0]!)).toEqual(['Com uso']);
    const opens = (await inbox(app, w.onlyA, w.onlyA.cards[0]!)).avisos[0]!.destino;
    expect(opens).toEqual({ tela: 'parceiro', id: parceiro, menu });
    expect([byCity, byProfile, withUse, withoutUse].every((c) => c.id > 0)).toBe(true);
  });
});

describe('who may write campaigns', () => {
  it('support reads but cannot create, test or cancel; an operator only within their companies', async ({
    app,
    db,
  }) => {
    const w = await world(app);
    const before = await db.selectFrom('campanha').select('id').orderBy('id').execute();
    const refused = await create(app, w.support, body([w.a.id]));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/não/i);
    expect(
      (
        await adminCall(app.app, w.support, adminEndpoints.sendTestCampaign, {
          body: body([w.a.id]),
        })
      ).statusCode,
    ).toBe(403);
    // Another company's id, alone or beside the operator's own.
    expect((await create(app, w.operatorA, body([w.b.id]))).statusCode).toBe(403);
    expect((await create(app, w.operatorA, body([w.a.id, w.b.id]))).statusCode).toBe(403);
    expect(await db.selectFrom('campanha').select('id').orderBy('id').execute()).toEqual(before);

    const ofB = await created(app, w.admin, body([w.b.id], { titulo: 'Só de B' }));
    expect((await list(app, w.operatorA)).map((c) => c.id)).not.toContain(ofB.id);
    expect((await list(app, w.support)).map((c) => c.id)).not.toContain(ofB.id);
    const cancel = await adminCall(app.app, w.operatorA, adminEndpoints.cancelCampaign, {
      params: { id: ofB.id },
    });
    expect(cancel.statusCode).toBe(403);
    const mine = await created(app, w.operatorA, body([w.a.id]));
    expect(
      (
        await adminCall(app.app, w.support, adminEndpoints.cancelCampaign, {
          params: { id: mine.id },
        })
      ).statusCode,
    ).toBe(403);
    expect((await list(app, w.support)).map((c) => c.id)).toContain(mine.id);
    const otherList = await adminCall(app.app, w.operatorA, adminEndpoints.listCampaigns, {
      query: { companyId: w.b.id },
    });
    expect(otherList.statusCode).toBe(403);
    const otherSwitches = await adminCall(app.app, w.operatorA, adminEndpoints.getNoticeSwitches, {
      params: { id: w.b.id },
    });
    expect(otherSwitches.statusCode).toBe(403);
  });

  it('refuses a partner no company of the campaign lists, writing nothing', async ({ app, db }) => {
    const w = await world(app);
    const menuB = await insertMenu(db, w.b.id, PARTNER_TYPES.local);
    const categoria = await insertCategoria(db, 'Ótica');
    const ofB = await insertParceiro(db, { nome: 'Ótica de B', categoria_id: categoria }, [menuB]);
    const before = await db.selectFrom('campanha').select('id').orderBy('id').execute();
    const response = await create(
      app,
      w.operatorA,
      body([w.a.id], { tela: 'parceiro', parceiroId: ofB }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(
      ADMIN_CAMPAIGN_MESSAGES.partnerNotFound,
    );
    const missing = await create(app, w.operatorA, body([w.a.id], { tela: 'parceiro' }));
    expect(missing.statusCode).toBe(400);
    expect(await db.selectFrom('campanha').select('id').orderBy('id').execute()).toEqual(before);
  });
});

describe('cancelling', () => {
  it('stops a scheduled campaign before it is sent; a sent one cannot be cancelled', async ({
    app,
    db,
  }) => {
    const w = await world(app);
    const c = await created(app, w.operatorA, body([w.a.id]));
    const cancel = () =>
      adminCall(app.app, w.operatorA, adminEndpoints.cancelCampaign, { params: { id: c.id } });
    const first = await cancel();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<AdminCampaign>().status).toBe('cancelada');
    await sendDueCampaigns(db, new Date('2099-01-02T00:00:00Z'));
    expect(await titles(app, w.onlyA, w.onlyA.cards[0]!)).toEqual([]);
    expect((await cancel()).statusCode).toBe(409);
    expect(await auditRows(db, c.id)).toHaveLength(2);

    const sent = await created(app, w.operatorA, body([w.a.id]));
    await sendDueCampaigns(db, new Date('2099-01-02T00:00:00Z'));
    const late = await adminCall(app.app, w.operatorA, adminEndpoints.cancelCampaign, {
      params: { id: sent.id },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(ADMIN_CAMPAIGN_MESSAGES.notCancellable);
  });
});

describe('Enviar teste para mim', () => {
  it('sends only to the operator’s own test member, in the campaign’s companies', async ({
    app,
    db,
  }) => {
    const w = await world(app);
    const test = () =>
      adminCall(app.app, w.operatorA, adminEndpoints.sendTestCampaign, {
        body: body([w.a.id], { titulo: 'Teste' }),
      });
    const none = await test();
    expect(none.statusCode).toBe(409);
    expect(none.json<{ message: string }>().message).toBe(ADMIN_CAMPAIGN_MESSAGES.noTester);
    const setTester = (cpf: string | null) =>
      adminCall(app.app, w.operatorA, adminEndpoints.setCampaignTester, { body: { cpf } });
    // A CPF with no card in the operator's companies is refused.
    expect((await setTester(w.onlyB.usuario.login)).statusCode).toBe(409);
    const set = await setTester(w.both.usuario.login);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<{ cpf: string }>().cpf).not.toContain(w.both.usuario.login);

    const sent = await test();
    expect(sent.statusCode, sent.body).toBe(200);
    await test();
    expect(await titles(app, w.both, w.both.cards[0]!)).toEqual(['Teste', 'Teste']);
    expect(await titles(app, w.both, w.both.cards[1]!)).toEqual([]);
    expect(await titles(app, w.onlyA, w.onlyA.cards[0]!)).toEqual([]);
    expect(
      await db.selectFrom('campanha').select('id').where('titulo', '=', 'Teste').execute(),
    ).toEqual([]);
  });
});

describe('switches of the automatic notices', () => {
  it('a company that switched a kind off gets none of it; others still do; security notices stay', async ({
    app,
    db,
  }) => {
    const off = await insertEmpresa(db);
    const on = await insertEmpresa(db);
    const operator = await signedInOperator(app.app, db, 'operator', [off.id]);
    const support = await signedInOperator(app.app, db, 'support', [off.id]);
    const switches = {
      appointments: true,
      invoiceDue: false,
      invoiceOverdue: true,
      exclusivePartner: false,
    };
    expect(
      (
        await adminCall(app.app, support, adminEndpoints.updateNoticeSwitches, {
          params: { id: off.id },
          body: switches,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await adminCall(app.app, operator, adminEndpoints.updateNoticeSwitches, {
          params: { id: on.id },
          body: switches,
        })
      ).statusCode,
    ).toBe(403);
    const saved = await adminCall(app.app, operator, adminEndpoints.updateNoticeSwitches, {
      params: { id: off.id },
      body: switches,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await adminCall(app.app, support, adminEndpoints.getNoticeSwitches, {
      params: { id: off.id },
    });
    expect(read.json()).toEqual(switches);

    // An invoice due tomorrow for a member of each company.
    const mOff = await createMember(db, { empresas: [off] });
    const mOn = await createMember(db, { empresas: [on] });
    const now = new Date('2026-12-10T12:00:00Z');
    for (const m of [mOff, mOn]) {
      const { id: contrato } = await db
        .insertInto('contrato')
        .values(await contractValues(m.cards[0]!))
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('fatura').values(invoiceValues(contrato, '2026-12-11')).execute();
    }
    await writeScheduledNotices(db, now);
    const kinds = async (m: TestMember) =>
      (
        await db
          .selectFrom('aviso')
          .select('tipo')
          .where('cliente_id', '=', m.cards[0]!.id)
          .execute()
      ).map((r) => r.tipo);
    expect(await kinds(mOff)).toEqual([]);
    expect(await kinds(mOn)).toEqual([NOTICE_KINDS.invoiceDue]);

    // The exclusive-partner notice too.
    const menu = await insertMenu(db, off.id, PARTNER_TYPES.exclusive);
    const categoria = await insertCategoria(db, 'Academia');
    const parceiro = await insertParceiro(
      db,
      { nome: 'Academia Forte', categoria_id: categoria },
      [],
    );
    const listed = await adminCall(app.app, operator, adminEndpoints.setPartnerVisibility, {
      params: { id: parceiro },
      body: { empresaId: off.id, menus: { nacional: false, exclusivo: true, local: false } },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(menu).toBeGreaterThan(0);
    expect(await kinds(mOff)).toEqual([]);

    // Security notices have no switch: they still reach the company's members.
    await writeAccountNotice(db, mOff.usuario.id, accountNotices.passwordChanged(), now);
    expect(await kinds(mOff)).toEqual([NOTICE_KINDS.passwordChanged]);
    const auditedSwitch = await db
      .selectFrom('auditoria')
      .select('id')
      .where('recurso', '=', 'companies')
      .where('registro_id', '=', String(off.id))
      .execute();
    expect(auditedSwitch).toHaveLength(1);
  });
});

async function contractValues(card: Cliente) {
  return {
    cliente_id: card.id,
    status: 'Ativo',
    forma_pagamento: 'Boleto',
    valor_mensal_centavos: 9990,
    inicio: '2026-01-01',
    fim: null,
    plano: 'Plano Ouro',
  };
}
function invoiceValues(contrato: number, vencimento: string) {
  return {
    contrato_id: contrato,
    vencimento,
    pago_em: null,
    forma_pagamento: 'Boleto',
    boleto: '',
    status: 'Em aberto',
    valor_centavos: 9990,
  };
}
