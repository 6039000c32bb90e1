import { endpoints, PARTNER_PAGE_SIZE, type PartnerListItem } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import {
  actingAs,
  createPartnerWorld,
  insertCategoria,
  insertMenu,
  insertParceiro,
  type PartnerWorld,
} from './partner-world.js';

let t: TestApp;
let w: PartnerWorld;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPartnerWorld(t.database.db);
  token = await tokenFor(t.app, w.me.usuario);
});
afterAll(() => t.close());

function list(
  body: Record<string, unknown>,
  query: Record<string, string> = {},
  auth: { token: string } = { token },
) {
  const qs = new URLSearchParams(query).toString();
  return call(
    t.app,
    {
      ...endpoints.getParceiroLista,
      path: `${endpoints.getParceiroLista.path}${qs ? `?${qs}` : ''}`,
    },
    body,
    auth,
  );
}

const local = () => ({ ...actingAs(w.me), idServicoParceiro: w.menus.local });

async function names(query: Record<string, string>, body: Record<string, unknown> = local()) {
  const response = await list(body, query);
  expect(response.statusCode).toBe(200);
  return response.json<PartnerListItem[]>().map((p) => p.nomeParceiro);
}

describe('POST /api/clube/v1/get-parceiro-lista', () => {
  it("answers the menu's partners ordered by name, accents ignored, with every list field", async () => {
    const response = await list(local());
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

  it("takes idCategoria '' or null as every category, and a category id as a filter", async () => {
    expect(await names({}, { ...local(), idCategoria: '' })).toHaveLength(6);
    expect(await names({}, { ...local(), idCategoria: null })).toHaveLength(6);
    expect(await names({}, { ...local(), idCategoria: w.categorias.health })).toEqual([
      'Farmácia João Paulo',
      'Ótica Visão',
    ]);
    // Ids may arrive as digit strings from browser storage.
    expect(await names({}, { ...local(), idCategoria: String(w.categorias.leisure) })).toEqual([
      'Cine Açaí & Cia',
    ]);
  });

  it('answers an empty list for a menu or category without partners', async () => {
    expect(await names({}, { ...actingAs(w.me), idServicoParceiro: w.menus.national })).toEqual([]);
    const empty = await insertCategoria(t.database.db, 'Vazia');
    expect(await names({}, { ...local(), idCategoria: empty })).toEqual([]);
  });

  describe('busca', () => {
    it.each([
      ['cafe', ['Café São João', 'Cafeteria Central']],
      ['CAFÉ', ['Café São João', 'Cafeteria Central']],
      ['JOAO', ['Café São João', 'Farmácia João Paulo']],
      ['joão', ['Café São João', 'Farmácia João Paulo']],
      ['sao jo', ['Café São João', 'Padaria São Jorge']],
      ['São  João', ['Café São João']],
      ['visao otica', ['Ótica Visão']],
      ['açai', ['Cine Açaí & Cia']],
      ['  Ótica ', ['Ótica Visão']],
    ])('finds %j by accent- and case-free word prefixes', async (busca, expected) => {
      expect(await names({ busca })).toEqual(expected);
    });

    it('matches the start of words only, and every word must match', async () => {
      expect(await names({ busca: 'ao' })).toEqual([]);
      expect(await names({ busca: 'sao paulo' })).toEqual([]);
      expect(await names({ busca: 'xyz' })).toEqual([]);
    });

    it('takes % and _ as plain text, and a search without words as no search', async () => {
      expect(await names({ busca: '%' })).toHaveLength(6);
      expect(await names({ busca: 'c%f' })).toEqual([]);
      expect(await names({ busca: '' })).toHaveLength(6);
    });

    it('combines with the category', async () => {
      expect(
        await names({ busca: 'joao' }, { ...local(), idCategoria: w.categorias.health }),
      ).toEqual(['Farmácia João Paulo']);
    });

    it("never finds another company's partners", async () => {
      expect(await names({ busca: 'empresa' })).toEqual([]);
    });
  });

  it("answers 404 for another company's menu and 403 for another member's card", async () => {
    const theirMenu = await list({ ...actingAs(w.me), idServicoParceiro: w.menus.localB });
    expect(theirMenu.statusCode).toBe(404);
    expect(theirMenu.json().message).toBe('Menu de parceiros não encontrado.');
    const theirCard = await list({ ...actingAs(w.other), idServicoParceiro: w.menus.local });
    expect(theirCard.statusCode).toBe(403);
  });

  it.each([
    [{ idCategoria: 'abc' }, {}],
    [{ idServicoParceiro: 'x' }, {}],
    [{}, { busca: 'a'.repeat(101) }],
    [{}, { pagina: '0' }],
    [{}, { pagina: 'dois' }],
    [{}, { ordem: 'melhores' }],
  ])('answers 400 to a bad body %j or query %j', async (body, query) => {
    const response = await list({ ...local(), ...body }, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
  });
});

describe('paging (pagina)', () => {
  let member: TestMember;
  let body: Record<string, unknown>;
  let auth: { token: string };

  beforeAll(async () => {
    const db = t.database.db;
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
    auth = { token: await tokenFor(t.app, member.usuario) };
  });

  const page = async (query: Record<string, string>) => {
    const response = await list(body, query, auth);
    expect(response.statusCode).toBe(200);
    return response.json<PartnerListItem[]>();
  };

  it('answers pages of 50, a partial last page, an empty page past the end', async () => {
    const whole = await page({});
    expect(whole).toHaveLength(120);
    const pages = [await page({ pagina: '1' }), await page({ pagina: '2' })];
    const third = await page({ pagina: '3' });
    expect(pages.map((p) => p.length)).toEqual([PARTNER_PAGE_SIZE, PARTNER_PAGE_SIZE]);
    expect(third).toHaveLength(20);
    expect([...pages.flat(), ...third]).toEqual(whole);
    expect(await page({ pagina: '4' })).toEqual([]);
  });

  it("'ordem=recentes' lists the newest partners first, the same partners as by name", async () => {
    const newest = await page({ ordem: 'recentes', pagina: '1' });
    const ids = newest.map((p) => p.idParceiro);
    expect(ids).toHaveLength(PARTNER_PAGE_SIZE);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const whole = await page({});
    expect(Math.max(...whole.map((p) => p.idParceiro))).toBe(ids[0]);
    expect((await page({ ordem: 'recentes' })).map((p) => p.idParceiro).sort()).toEqual(
      whole.map((p) => p.idParceiro).sort(),
    );
  });

  it('orders ties by id, the same on every call', async () => {
    const whole = await page({});
    const ties = whole.filter((p) => p.nomeParceiro === 'Loja 050').map((p) => p.idParceiro);
    expect(ties).toHaveLength(6);
    expect(ties).toEqual([...ties].sort((a, b) => a - b));
    expect(await page({})).toEqual(whole);
    const names = whole.map((p) => p.nomeParceiro);
    expect(names).toEqual([...names].sort());
  });

  it('pages a search too', async () => {
    expect(await page({ busca: 'loja', pagina: '3' })).toHaveLength(20);
    expect(await page({ busca: 'oja 05', pagina: '1' })).toHaveLength(0);
    expect((await page({ busca: 'loja 05', pagina: '1' })).length).toBe(15);
  });
});
