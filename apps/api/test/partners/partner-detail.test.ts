import { endpoints, todayInBrazil, type PartnerDetail } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPartnerDetail } from '../../src/modules/partners/service.js';
import { call, createTestApp, tokenFor, type TestApp } from '../helpers/app.js';
import { actingAs, createPartnerWorld, partnerId, type PartnerWorld } from './partner-world.js';

let t: TestApp;
let w: PartnerWorld;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPartnerWorld(t.database.db);
  token = await tokenFor(t.app, w.me.usuario);
});
afterAll(() => t.close());

const detailBody = (nome: string, menu = w.menus.local) => ({
  ...actingAs(w.me),
  idServicoParceiro: menu,
  idParceiro: partnerId(w, nome),
});

const accesses = (parceiroId: number) =>
  t.database.db
    .selectFrom('parceiro_acesso')
    .select(['cliente_id', 'dia'])
    .where('parceiro_id', '=', parceiroId)
    .orderBy('dia')
    .execute();

const counter = async (parceiroId: number) =>
  (
    await t.database.db
      .selectFrom('parceiro')
      .select('acessos')
      .where('id', '=', parceiroId)
      .executeTakeFirstOrThrow()
  ).acessos;

describe('POST /api/clube/v1/get-parceiro-detalhe', () => {
  it('answers every field of the partner, and that the member may still rate it', async () => {
    const response = await call(t.app, endpoints.getParceiroDetalhe, detailBody('Ótica Visão'), {
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PartnerDetail>()).toEqual({
      idParceiro: partnerId(w, 'Ótica Visão'),
      logo: '/media/logo',
      banner: '/media/banner',
      nomeParceiro: 'Ótica Visão',
      nomeCategoria: 'Saúde',
      acesso: 8,
      desconto: '10% de desconto',
      validade: '2099-12-31',
      link: 'https://parceiro.example/beneficio',
      beneficio: 'Desconto no balcão',
      resgate: 'Mostre a carteirinha',
      voucher: 'CLUBE10',
      resumo: 'Resumo',
      descricao: 'Descrição',
      parceriaOnline: false,
      parceriaFisica: true,
      redeSocial: '@parceiro',
      carteirinha: true,
      logradouro: 'Rua Augusta',
      numero: '100',
      bairro: 'Consolação',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '01305000',
      whatsapp: '11987654321',
      inserirAvaliacao: true,
      media: null,
      avaliacoes: 0,
      favorito: false,
      latitude: null,
      longitude: null,
      comentarios: [],
    });
  });

  it('counts an access once per card, partner and Brazilian day', async () => {
    const id = partnerId(w, 'Café São João');
    const open = () =>
      call(t.app, endpoints.getParceiroDetalhe, detailBody('Café São João'), { token });
    expect((await open()).json().acesso).toBe(8);
    expect((await open()).json().acesso).toBe(8);
    await Promise.all([open(), open(), open()]);
    expect(await counter(id)).toBe(8);
    expect(await accesses(id)).toEqual([{ cliente_id: w.me.cards[0]?.id, dia: todayInBrazil() }]);

    // Another member's visit counts too.
    const theirs = await call(
      t.app,
      endpoints.getParceiroDetalhe,
      { ...detailBody('Café São João'), ...actingAs(w.other) },
      { token: await tokenFor(t.app, w.other.usuario) },
    );
    expect(theirs.json().acesso).toBe(9);

    expect(await accesses(id)).toHaveLength(2);
  });

  it('starts a new count at midnight in Brazil, not at midnight UTC', async () => {
    const id = partnerId(w, 'Farmácia João Paulo');
    const card = w.me.cards[0];
    if (!card) throw new Error('no card');
    const at = (iso: string) =>
      openPartnerDetail(t.database.db, card, w.menus.local, id, new Date(iso));
    expect((await at('2026-03-10T01:00:00.000Z')).acesso).toBe(8); // 22:00 on the 9th in Brazil
    expect((await at('2026-03-10T02:59:00.000Z')).acesso).toBe(8); // 23:59, same day
    expect((await at('2026-03-10T03:01:00.000Z')).acesso).toBe(9); // 00:01 on the 10th
    expect((await accesses(id)).map((a) => a.dia)).toEqual(['2026-03-09', '2026-03-10']);
  });

  it('answers an empty validade when the partner has none', async () => {
    await t.database.db
      .updateTable('parceiro')
      .set({ validade: null })
      .where('id', '=', partnerId(w, 'Cafeteria Central'))
      .execute();
    const response = await call(
      t.app,
      endpoints.getParceiroDetalhe,
      detailBody('Cafeteria Central'),
      { token },
    );
    expect(response.json().validade).toBe('');
  });

  it("answers 404 for another company's partner, a partner of another menu and an unknown one, counting nothing", async () => {
    const cases = [
      detailBody('Café da Empresa B'),
      { ...detailBody('Café da Empresa B'), idServicoParceiro: w.menus.localB },
      detailBody('Livraria Página Nova'),
      { ...detailBody('Ótica Visão'), idParceiro: 999_999 },
    ];
    for (const body of cases) {
      const response = await call(t.app, endpoints.getParceiroDetalhe, body, { token });
      expect(response.statusCode).toBe(404);
    }
    expect(await accesses(partnerId(w, 'Café da Empresa B'))).toEqual([]);
    expect(await accesses(partnerId(w, 'Livraria Página Nova'))).toEqual([]);
  });

  it("refuses another member's idCliente with 403, counting nothing", async () => {
    const id = partnerId(w, 'Padaria São Jorge');
    const response = await call(
      t.app,
      endpoints.getParceiroDetalhe,
      { ...detailBody('Padaria São Jorge'), ...actingAs(w.other) },
      { token },
    );
    expect(response.statusCode).toBe(403);
    expect(await accesses(id)).toEqual([]);
    expect(await counter(id)).toBe(7);
  });

  it('answers 400 without idParceiro', async () => {
    const { idParceiro: _, ...body } = detailBody('Ótica Visão');
    const response = await call(t.app, endpoints.getParceiroDetalhe, body, { token });
    expect(response.statusCode).toBe(400);
  });
});
