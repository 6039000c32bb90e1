import { endpoints, todayInBrazil, type PartnerDetail } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { describe, expect } from 'vitest';
import { openPartnerDetail } from '../../src/modules/partners/service.js';
import { call, tokenFor } from '../helpers/app.js';
import { actingAs, partnerId, type PartnerWorld, partnerTest } from './partner-world.js';

const it = partnerTest();

const detailBody = (w: PartnerWorld, nome: string, menu = w.menus.local) => ({
  ...actingAs(w.me),
  idServicoParceiro: menu,
  idParceiro: partnerId(w, nome),
});

const accesses = (db: Kysely<Database>, parceiroId: number) =>
  db
    .selectFrom('parceiro_acesso')
    .select(['cliente_id', 'dia'])
    .where('parceiro_id', '=', parceiroId)
    .orderBy('dia')
    .execute();

const counter = async (db: Kysely<Database>, parceiroId: number) =>
  (
    await db
      .selectFrom('parceiro')
      .select('acessos')
      .where('id', '=', parceiroId)
      .executeTakeFirstOrThrow()
  ).acessos;

describe('POST /api/clube/v1/get-parceiro-detalhe', () => {
  it('answers every field of the partner, and that the member may still rate it', async ({
    app,
    partners: w,
    token,
  }) => {
    const response = await call(
      app.app,
      endpoints.getParceiroDetalhe,
      detailBody(w, 'Ótica Visão'),
      {
        token,
      },
    );
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

  it('counts an access once per card, partner and Brazilian day', async ({
    app,
    db,
    partners: w,
    token,
  }) => {
    const id = partnerId(w, 'Café São João');
    const open = () =>
      call(app.app, endpoints.getParceiroDetalhe, detailBody(w, 'Café São João'), { token });
    expect((await open()).json().acesso).toBe(8);
    expect((await open()).json().acesso).toBe(8);
    await Promise.all([open(), open(), open()]);
    expect(await counter(db, id)).toBe(8);
    expect(await accesses(db, id)).toEqual([
      { cliente_id: w.me.cards[0]?.id, dia: todayInBrazil() },
    ]);

    // Another member's visit counts too.
    const theirs = await call(
      app.app,
      endpoints.getParceiroDetalhe,
      { ...detailBody(w, 'Café São João'), ...actingAs(w.other) },
      { token: await tokenFor(app.app, w.other.usuario) },
    );
    expect(theirs.json().acesso).toBe(9);

    expect(await accesses(db, id)).toHaveLength(2);
  });

  it('starts a new count at midnight in Brazil, not at midnight UTC', async ({
    db,
    partners: w,
  }) => {
    const id = partnerId(w, 'Farmácia João Paulo');
    const card = w.me.cards[0];
    if (!card) throw new Error('no card');
    const at = (iso: string) => openPartnerDetail(db, card, w.menus.local, id, new Date(iso));
    expect((await at('2026-03-10T01:00:00.000Z')).acesso).toBe(8); // 22:00 on the 9th in Brazil
    expect((await at('2026-03-10T02:59:00.000Z')).acesso).toBe(8); // 23:59, same day
    expect((await at('2026-03-10T03:01:00.000Z')).acesso).toBe(9); // 00:01 on the 10th
    expect((await accesses(db, id)).map((a) => a.dia)).toEqual(['2026-03-09', '2026-03-10']);
  });

  it('answers an empty validade when the partner has none', async ({
    app,
    db,
    partners: w,
    token,
  }) => {
    await db
      .updateTable('parceiro')
      .set({ validade: null })
      .where('id', '=', partnerId(w, 'Cafeteria Central'))
      .execute();
    const response = await call(
      app.app,
      endpoints.getParceiroDetalhe,
      detailBody(w, 'Cafeteria Central'),
      { token },
    );
    expect(response.json().validade).toBe('');
  });

  it("answers 404 for another company's partner, a partner of another menu and an unknown one, counting nothing", async ({
    app,
    db,
    partners: w,
    token,
  }) => {
    const cases = [
      detailBody(w, 'Café da Empresa B'),
      { ...detailBody(w, 'Café da Empresa B'), idServicoParceiro: w.menus.localB },
      detailBody(w, 'Livraria Página Nova'),
      { ...detailBody(w, 'Ótica Visão'), idParceiro: 999_999 },
    ];
    for (const body of cases) {
      const response = await call(app.app, endpoints.getParceiroDetalhe, body, { token });
      expect(response.statusCode).toBe(404);
    }
    expect(await accesses(db, partnerId(w, 'Café da Empresa B'))).toEqual([]);
    expect(await accesses(db, partnerId(w, 'Livraria Página Nova'))).toEqual([]);
  });

  it("refuses another member's idCliente with 403, counting nothing", async ({
    app,
    db,
    partners: w,
    token,
  }) => {
    const id = partnerId(w, 'Padaria São Jorge');
    const response = await call(
      app.app,
      endpoints.getParceiroDetalhe,
      { ...detailBody(w, 'Padaria São Jorge'), ...actingAs(w.other) },
      { token },
    );
    expect(response.statusCode).toBe(403);
    expect(await accesses(db, id)).toEqual([]);
    expect(await counter(db, id)).toBe(7);
  });

  it('answers 400 without idParceiro', async ({ app, partners: w, token }) => {
    const { idParceiro: _, ...body } = detailBody(w, 'Ótica Visão');
    const response = await call(app.app, endpoints.getParceiroDetalhe, body, { token });
    expect(response.statusCode).toBe(400);
  });
});
