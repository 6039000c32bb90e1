import { endpoints, PARTNER_PAGE_SIZE, type PartnerListItem } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call, tokenFor } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import {
  actingAs,
  insertCategoria,
  insertMenu,
  insertParceiro,
  type PartnerFixture,
  partnerTest,
} from './partner-world.js';

const it = partnerTest();

function list(
  w: PartnerFixture,
  body: Record<string, unknown>,
  query: Record<string, string> = {},
  auth: { token: string } = { token: w.token },
) {
  const qs = new URLSearchParams(query).toString();
  return call(
    w.app.app,
    {
      ...endpoints.getParceiroLista,
      path: `${endpoints.getParceiroLista.path}${qs ? `?${qs}` : ''}`,
    },
    body,
    auth,
  );
}

const local = (w: PartnerFixture) => ({ ...actingAs(w.me), idServicoParceiro: w.menus.local });

async function names(
  w: PartnerFixture,
  query: Record<string, string>,
  body: Record<string, unknown> = local(w),
) {
  const response = await list(w, body, query);
  expect(response.statusCode).toBe(200);
  return response.json<PartnerListItem[]>().map((p) => p.nomeParceiro);
}

describe('POST /api/clube/v1/get-parceiro-lista', () => {
  it("answers the menu's partners ordered by name, accents ignored, with every list field", async ({
    partners: w,
  }) => {
    const response = await list(w, local(w));
    expect(response.statusCode).toBe(200);
    const items = response.json<PartnerListItem[]>();
    expect(items.map((p) => p.nomeParceiro)).toEqual([
      'Café São João',
      'Cafeteria Central',
      'Cine Açaí & Cia',
      'Farmácia João Paulo',
      'Ótica Visão',
      'Padaria São Jorge',
    ]);
    expect(items[0]).toEqual({
      idParceiro: w.partners['Café São João'],
      nomeParceiro: 'Café São João',
      logo: '/media/logo',
      nomeCategoria: 'Alimentação',
      acesso: 7,
      desconto: '10% de desconto',
      texto: 'Texto curto.',
      texto_completo: 'Texto completo do benefício.',
      media: null,
      avaliacoes: 0,
      favorito: false,
      cidade: 'São Paulo',
    });
  });

  it("takes idCategoria '' or null as every category, and a category id as a filter", async ({
    partners: w,
  }) => {
    expect(await names(w, {}, { ...local(w), idCategoria: '' })).toHaveLength(6);
    expect(await names(w, {}, { ...local(w), idCategoria: null })).toHaveLength(6);
    expect(await names(w, {}, { ...local(w), idCategoria: w.categorias.health })).toEqual([
      'Farmácia João Paulo',
      'Ótica Visão',
    ]);
    // Ids may arrive as digit strings from browser storage.
    expect(await names(w, {}, { ...local(w), idCategoria: String(w.categorias.leisure) })).toEqual([
      'Cine Açaí & Cia',
    ]);
  });

  it('answers an empty list for a menu or category without partners', async ({
    db,
    partners: w,
  }) => {
    expect(await names(w, {}, { ...actingAs(w.me), idServicoParceiro: w.menus.national })).toEqual(
      [],
    );
    const empty = await insertCategoria(db, 'Vazia');
    expect(await names(w, {}, { ...local(w), idCategoria: empty })).toEqual([]);
  });

  describe('busca', () => {
    it.for<[string, string[]]>([
      ['cafe', ['Café São João', 'Cafeteria Central']],
      ['CAFÉ', ['Café São João', 'Cafeteria Central']],
      ['JOAO', ['Café São João', 'Farmácia João Paulo']],
      ['joão', ['Café São João', 'Farmácia João Paulo']],
      ['sao jo', ['Café São João', 'Padaria São Jorge']],
      ['São  João', ['Café São João']],
      ['visao otica', ['Ótica Visão']],
      ['açai', ['Cine Açaí & Cia']],
      ['  Ótica ', ['Ótica Visão']],
    ])(
      'finds %j by accent- and case-free word prefixes',
      async ([busca, expected], { partners: w }) => {
        expect(await names(w, { busca })).toEqual(expected);
      },
    );

    it('matches the start of words only, and every word must match', async ({ partners: w }) => {
      expect(await names(w, { busca: 'ao' })).toEqual([]);
      expect(await names(w, { busca: 'sao paulo' })).toEqual([]);
      expect(await names(w, { busca: 'xyz' })).toEqual([]);
    });

    it('takes % and _ as plain text, and a search without words as no search', async ({
      partners: w,
    }) => {
      expect(await names(w, { busca: '%' })).toHaveLength(6);
      expect(await names(w, { busca: 'c%f' })).toEqual([]);
      expect(await names(w, { busca: '' })).toHaveLength(6);
    });

    it('combines with the category', async ({ partners: w }) => {
      expect(
        await names(w, { busca: 'joao' }, { ...local(w), idCategoria: w.categorias.health }),
      ).toEqual(['Farmácia João Paulo']);
    });

    it("never finds another company's partners", async ({ partners: w }) => {
      expect(await names(w, { busca: 'empresa' })).toEqual([]);
    });
  });

  it("answers 404 for another company's menu and 403 for another member's card", async ({
    partners: w,
  }) => {
    const theirMenu = await list(w, { ...actingAs(w.me), idServicoParceiro: w.menus.localB });
    expect(theirMenu.statusCode).toBe(404);
    expect(theirMenu.json().message).toBe('Menu de parceiros não encontrado.');
    const theirCard = await list(w, { ...actingAs(w.other), idServicoParceiro: w.menus.local });
    expect(theirCard.statusCode).toBe(403);
  });

  it.for<[Record<string, unknown>, Record<string, string>]>([
    [{ idCategoria: 'abc' }, {}],
    [{ idServicoParceiro: 'x' }, {}],
    [{}, { busca: 'a'.repeat(101) }],
    [{}, { pagina: '0' }],
    [{}, { pagina: 'dois' }],
    [{}, { ordem: 'melhores' }],
  ])('answers 400 to a bad body %j or query %j', async ([body, query], { partners: w }) => {
    const response = await list(w, { ...local(w), ...body }, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
  });
});

describe('paging (pagina)', () => {
  let member: TestMember;
  let body: Record<string, unknown>;
  let auth: { token: string };

  it.beforeAll(async ({ app, db }) => {
    const empresa = await insertEmpresa(db);
    const menu = await insertMenu(db, empresa.id, 2);
    const categoria = await insertCategoria(db, 'Lojas');
    // 120 partners, five of them with one name: the id breaks the tie.
    for (let i = 0; i < 115; i++) {
      const nome = `Loja ${String(119 - i).padStart(3, '0')}`;
      await insertParceiro(db, { nome, categoria_id: categoria }, [menu]);
    }
    for (let i = 0; i < 5; i++) {
      await insertParceiro(db, { nome: 'Loja 050', categoria_id: categoria }, [menu]);
    }
    member = await createMember(db, { empresas: [empresa] });
    body = { ...actingAs(member), idServicoParceiro: menu };
    auth = { token: await tokenFor(app.app, member.usuario) };
  });

  const page = async (w: PartnerFixture, query: Record<string, string>) => {
    const response = await list(w, body, query, auth);
    expect(response.statusCode).toBe(200);
    return response.json<PartnerListItem[]>();
  };

  it('answers pages of 50, a partial last page, an empty page past the end', async ({
    partners: w,
  }) => {
    const whole = await page(w, {});
    expect(whole).toHaveLength(120);
    const pages = [await page(w, { pagina: '1' }), await page(w, { pagina: '2' })];
    const third = await page(w, { pagina: '3' });
    expect(pages.map((p) => p.length)).toEqual([PARTNER_PAGE_SIZE, PARTNER_PAGE_SIZE]);
    expect(third).toHaveLength(20);
    expect([...pages.flat(), ...third]).toEqual(whole);
    expect(await page(w, { pagina: '4' })).toEqual([]);
  });

  it("'ordem=recentes' lists the newest partners first, the same partners as by name", async ({
    partners: w,
  }) => {
    const newest = await page(w, { ordem: 'recentes', pagina: '1' });
    const ids = newest.map((p) => p.idParceiro);
    expect(ids).toHaveLength(PARTNER_PAGE_SIZE);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const whole = await page(w, {});
    expect(Math.max(...whole.map((p) => p.idParceiro))).toBe(ids[0]);
    expect((await page(w, { ordem: 'recentes' })).map((p) => p.idParceiro).sort()).toEqual(
      whole.map((p) => p.idParceiro).sort(),
    );
  });

  it('orders ties by id, the same on every call', async ({ partners: w }) => {
    const whole = await page(w, {});
    const ties = whole.filter((p) => p.nomeParceiro === 'Loja 050').map((p) => p.idParceiro);
    expect(ties).toHaveLength(6);
    expect(ties).toEqual([...ties].sort((a, b) => a - b));
    expect(await page(w, {})).toEqual(whole);
    const names = whole.map((p) => p.nomeParceiro);
    expect(names).toEqual([...names].sort());
  });

  it('pages a search too', async ({ partners: w }) => {
    expect(await page(w, { busca: 'loja', pagina: '3' })).toHaveLength(20);
    expect(await page(w, { busca: 'oja 05', pagina: '1' })).toHaveLength(0);
    expect((await page(w, { busca: 'loja 05', pagina: '1' })).length).toBe(15);
  });
});
