import { endpoints, todayInBrazil, type PartnerListItem } from '@clube/contract';
import {
  adminEndpoints,
  adminPartner,
  categoryStrip,
  listPartnersResponse,
  type CreatePartnerBody,
} from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import {
  actingAs,
  createPartnerWorld,
  insertParceiro,
  partnerId,
  type PartnerWorld,
} from '../partners/partner-world.js';
import {
  adminCall,
  auditRows,
  pngDataUrl,
  signedInOperator,
  type SignedInOperator,
} from './members-world.js';

let w: PartnerWorld;
let admin: SignedInOperator;
let operatorA: SignedInOperator;
let operatorB: SignedInOperator;
let supportA: SignedInOperator;
let tokenA: string;
let tokenB: string;

/** The tables a partner write may touch, to prove a refused one wrote nothing. */
const TABLES = [
  'parceiro',
  'parceiro_menu',
  'parceiro_palavra',
  'menu_parceiro',
  'menu_categoria',
  'categoria',
  'midia',
  'auditoria',
] as const;
async function dump(db: Kysely<Database>): Promise<string> {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    out[table] = rows
      .map((r) =>
        JSON.stringify(r, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('base64') : v)),
      )
      .sort();
  }
  return JSON.stringify(out);
}

const NONE = { nacional: false, exclusivo: false, local: false };
const EXCLUSIVE = { nacional: false, exclusivo: true, local: false };

function newPartner(overrides: Partial<CreatePartnerBody> = {}): CreatePartnerBody {
  return {
    nome: 'Sorveteria Pinguim',
    categoriaId: w.categorias.food,
    logo: '',
    banner: '',
    desconto: '15% de desconto',
    texto: 'Em todos os sabores.',
    textoCompleto: 'Válido de segunda a sexta, exceto feriados.',
    validade: '',
    link: 'https://pinguim.example/clube',
    beneficio: 'Um desconto por visita.',
    resgate: 'Mostre a carteirinha no caixa.',
    voucher: 'PINGUIM15',
    resumo: 'Sorvetes artesanais.',
    descricao: 'Desde 1990.',
    parceriaOnline: false,
    parceriaFisica: true,
    redeSocial: '@pinguim',
    carteirinha: true,
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'sp',
    whatsapp: '(11) 98765-4321',
    visibilidade: [{ empresaId: w.empresaA.id, menus: EXCLUSIVE }],
    ...overrides,
  };
}

/** The member app's list of a menu (optionally a search), as the member of `token` sees it. */
async function memberList(app: TestApp, token: string, menuId: number, busca = '', who = w.me) {
  const response = await call(
    app.app,
    {
      method: endpoints.getParceiroLista.method,
      path: `${endpoints.getParceiroLista.path}${busca ? `?busca=${encodeURIComponent(busca)}` : ''}`,
    },
    { ...actingAs(who), idServicoParceiro: menuId },
    { token },
  );
  expect(response.statusCode).toBe(200);
  return response.json<PartnerListItem[]>().map((p) => p.nomeParceiro);
}

const it = apiTest();
it.beforeAll(async ({ app, db }) => {
  w = await createPartnerWorld(db);
  admin = await signedInOperator(app.app, db, 'admin');
  operatorA = await signedInOperator(app.app, db, 'operator', [w.empresaA.id]);
  operatorB = await signedInOperator(app.app, db, 'operator', [w.empresaB.id]);
  supportA = await signedInOperator(app.app, db, 'support', [w.empresaA.id]);
  tokenA = await tokenFor(app.app, w.me.usuario);
  tokenB = await tokenFor(app.app, w.memberB.usuario);
});

describe('creating a partner', () => {
  it("lets an operator add a partner with a logo to their company's exclusive menu: members of that company see it at once", async ({
    app,
    db,
  }) => {
    const response = await adminCall(app.app, operatorA, adminEndpoints.createPartner, {
      body: newPartner({ logo: await pngDataUrl(300, 200) }),
    });
    expect(response.statusCode).toBe(200);
    const partner = adminPartner.parse(response.json());
    expect(partner).toMatchObject({
      nome: 'Sorveteria Pinguim',
      categoria: 'Alimentação',
      cep: '01310100',
      uf: 'SP',
      whatsapp: '11987654321',
      ativo: true,
      editavel: true,
      visibilidade: [{ empresaId: w.empresaA.id, menus: EXCLUSIVE }],
    });
    expect(partner.logo).toMatch(/^\/media\/parceiro-logo-/);
    const logo = await app.app.inject({ method: 'GET', url: partner.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');

    expect(await memberList(app, tokenA, w.menus.exclusive)).toContain('Sorveteria Pinguim');
    const detail = await call(
      app.app,
      endpoints.getParceiroDetalhe,
      { ...actingAs(w.me), idServicoParceiro: w.menus.exclusive, idParceiro: partner.id },
      { token: tokenA },
    );
    expect(detail.json()).toMatchObject({
      nomeParceiro: 'Sorveteria Pinguim',
      voucher: 'PINGUIM15',
      logo: partner.logo,
      carteirinha: true,
    });
    // Found by a word of its name, without accents or case.
    expect(await memberList(app, tokenA, w.menus.exclusive, 'PINGUÍM')).toEqual([
      'Sorveteria Pinguim',
    ]);

    const [row] = await auditRows(db, 'partners', partner.id);
    expect(row).toMatchObject({ acao: 'create', empresa_id: w.empresaA.id });
    expect(JSON.parse(row!.campos).nome).toEqual({ to: 'Sorveteria Pinguim' });
  });

  it("refuses an operator's partner for another company's menu, or for none, writing nothing", async ({
    app,
    db,
  }) => {
    const before = await dump(db);
    const other = await adminCall(app.app, operatorA, adminEndpoints.createPartner, {
      body: newPartner({
        nome: 'Outra',
        visibilidade: [{ empresaId: w.empresaB.id, menus: EXCLUSIVE }],
      }),
    });
    expect(other.statusCode).toBe(403);
    const none = await adminCall(app.app, operatorA, adminEndpoints.createPartner, {
      body: newPartner({ nome: 'Nenhuma', visibilidade: [] }),
    });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toMatch(/empresa sua/);
    const support = await adminCall(app.app, supportA, adminEndpoints.createPartner, {
      body: newPartner({ nome: 'Suporte' }),
    });
    expect(support.statusCode).toBe(403);
    expect(await dump(db)).toBe(before);
  });

  it('refuses bad input in Portuguese and writes nothing: a javascript: link, an image that is not one, a wrong date', async ({
    app,
    db,
  }) => {
    const before = await dump(db);
    const link = await adminCall(app.app, admin, adminEndpoints.createPartner, {
      body: newPartner({ link: 'javascript:alert(1)' }),
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().message).toMatch(/http/);
    const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    const image = await adminCall(app.app, admin, adminEndpoints.createPartner, {
      body: newPartner({ banner: fake }),
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().message).toMatch(/banner/);
    const date = await adminCall(app.app, admin, adminEndpoints.createPartner, {
      body: newPartner({ validade: '2026-02-30' }),
    });
    expect(date.statusCode).toBe(400);
    const category = await adminCall(app.app, admin, adminEndpoints.createPartner, {
      body: newPartner({ categoriaId: 999_999 }),
    });
    expect(category.statusCode).toBe(404);
    expect(await dump(db)).toBe(before);
  });
});

describe('editing a partner', () => {
  it('keeps the search right: a new name is found by its new word, accent-insensitively, and not by the old one', async ({
    app,
    db,
  }) => {
    const id = partnerId(w, 'Livraria Página Nova');
    const response = await adminCall(app.app, admin, adminEndpoints.updatePartner, {
      params: { id },
      body: { nome: 'Livraria Conceição' },
    });
    expect(response.statusCode).toBe(200);
    expect(await memberList(app, tokenA, w.menus.exclusive, 'conceicao')).toEqual([
      'Livraria Conceição',
    ]);
    expect(await memberList(app, tokenA, w.menus.exclusive, 'página')).toEqual([]);
    const [row] = await auditRows(db, 'partners', id);
    expect(JSON.parse(row!.campos).nome).toEqual({
      from: 'Livraria Página Nova',
      to: 'Livraria Conceição',
    });
  });

  it("lets an operator change a partner only their companies list; another company's is refused, nothing written", async ({
    app,
    db,
  }) => {
    const shared = await insertParceiro(
      db,
      { nome: 'Rede Compartilhada', categoria_id: w.categorias.food },
      [w.menus.local, w.menus.localB],
    );
    const before = await dump(db);
    const refused = await adminCall(app.app, operatorA, adminEndpoints.updatePartner, {
      params: { id: shared },
      body: { desconto: '99%' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/administrador/);
    const deactivate = await adminCall(app.app, operatorA, adminEndpoints.deactivatePartner, {
      params: { id: shared },
    });
    expect(deactivate.statusCode).toBe(403);
    // B's operator cannot touch A's own partner, nor even see it.
    const cafe = partnerId(w, 'Café São João');
    const hidden = await adminCall(app.app, operatorB, adminEndpoints.getPartner, {
      params: { id: cafe },
    });
    expect(hidden.statusCode).toBe(404);
    const foreign = await adminCall(app.app, operatorB, adminEndpoints.updatePartner, {
      params: { id: cafe },
      body: { desconto: '1%' },
    });
    expect(foreign.statusCode).toBe(404);
    const support = await adminCall(app.app, supportA, adminEndpoints.updatePartner, {
      params: { id: cafe },
      body: { desconto: '1%' },
    });
    expect(support.statusCode).toBe(403);
    expect(await dump(db)).toBe(before);

    // A shared partner's read hides the other company: a count, not its name.
    const read = await adminCall(app.app, operatorA, adminEndpoints.getPartner, {
      params: { id: shared },
    });
    expect(read.json()).toMatchObject({
      editavel: false,
      outrasEmpresas: 1,
      visibilidade: [{ empresaId: w.empresaA.id }],
    });

    const own = await adminCall(app.app, operatorA, adminEndpoints.updatePartner, {
      params: { id: cafe },
      body: { desconto: '30% de desconto' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().desconto).toBe('30% de desconto');
  });

  it("lets an operator set which menus of their company list a partner, never another company's", async ({
    app,
    db,
  }) => {
    const id = partnerId(w, 'Farmácia João Paulo');
    const before = await dump(db);
    const foreign = await adminCall(app.app, operatorA, adminEndpoints.setPartnerVisibility, {
      params: { id },
      body: { empresaId: w.empresaB.id, menus: EXCLUSIVE },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await dump(db)).toBe(before);

    const response = await adminCall(app.app, operatorA, adminEndpoints.setPartnerVisibility, {
      params: { id },
      body: { empresaId: w.empresaA.id, menus: EXCLUSIVE },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().visibilidade).toEqual([
      {
        empresaId: w.empresaA.id,
        empresa: 'Empresa A',
        menus: EXCLUSIVE,
        menusAtivos: { nacional: true, exclusivo: true, local: true },
      },
    ]);
    expect(await memberList(app, tokenA, w.menus.exclusive)).toContain('Farmácia João Paulo');
    expect(await memberList(app, tokenA, w.menus.local)).not.toContain('Farmácia João Paulo');

    // Off everywhere in A: A's operator no longer sees it.
    await adminCall(app.app, operatorA, adminEndpoints.setPartnerVisibility, {
      params: { id },
      body: { empresaId: w.empresaA.id, menus: NONE },
    });
    expect(await memberList(app, tokenA, w.menus.exclusive)).not.toContain('Farmácia João Paulo');
    const gone = await adminCall(app.app, operatorA, adminEndpoints.getPartner, { params: { id } });
    expect(gone.statusCode).toBe(404);
  });

  it('takes a deactivated partner out of the member app, and a reactivated one back', async ({
    app,
  }) => {
    const id = partnerId(w, 'Ótica Visão');
    const off = await adminCall(app.app, operatorA, adminEndpoints.deactivatePartner, {
      params: { id },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().ativo).toBe(false);
    expect(await memberList(app, tokenA, w.menus.local)).not.toContain('Ótica Visão');
    const detail = await call(
      app.app,
      endpoints.getParceiroDetalhe,
      { ...actingAs(w.me), idServicoParceiro: w.menus.local, idParceiro: id },
      { token: tokenA },
    );
    expect(detail.statusCode).toBe(404);
    const on = await adminCall(app.app, operatorA, adminEndpoints.updatePartner, {
      params: { id },
      body: { ativo: true },
    });
    expect(on.json().ativo).toBe(true);
    expect(await memberList(app, tokenA, w.menus.local)).toContain('Ótica Visão');
  });
});

describe('validity', () => {
  it('takes a partner out of the member app the day after its validity, by itself', async ({
    app,
    db,
  }) => {
    const today = todayInBrazil();
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const categoria = w.categorias.health;
    await insertParceiro(
      db,
      { nome: 'Clínica Vence Hoje', categoria_id: categoria, validade: today },
      [w.menus.exclusive],
    );
    const expired = await insertParceiro(
      db,
      {
        nome: 'Clínica Venceu Ontem',
        categoria_id: w.categorias.leisure,
        validade: yesterday.toISOString().slice(0, 10),
      },
      [w.menus.national],
    );
    expect(await memberList(app, tokenA, w.menus.exclusive, 'clinica')).toEqual([
      'Clínica Vence Hoje',
    ]);
    expect(await memberList(app, tokenA, w.menus.national)).not.toContain('Clínica Venceu Ontem');
    const detail = await call(
      app.app,
      endpoints.getParceiroDetalhe,
      { ...actingAs(w.me), idServicoParceiro: w.menus.national, idParceiro: expired },
      { token: tokenA },
    );
    expect(detail.statusCode).toBe(404);
    // A category with only expired partners leaves the strip.
    const categories = await call(
      app.app,
      endpoints.getParceiroCategoria,
      { ...actingAs(w.me), idServicoParceiro: w.menus.national },
      { token: tokenA },
    );
    expect(categories.json().map((c: { nomeCategoria: string }) => c.nomeCategoria)).not.toContain(
      'Lazer',
    );
    // The console shows it, marked as expired.
    const list = await adminCall(app.app, admin, adminEndpoints.listPartners, {
      query: { nome: 'venceu' },
    });
    expect(listPartnersResponse.parse(list.json()).data).toMatchObject([
      { nome: 'Clínica Venceu Ontem', vencido: true },
    ]);
  });
});

describe('listing partners', () => {
  it("gives an admin every partner and an operator their companies', filtered, sorted and paged", async ({
    app,
  }) => {
    const all = await adminCall(app.app, admin, adminEndpoints.listPartners, {
      query: { sort: 'nome', perPage: 100 },
    });
    const page = listPartnersResponse.parse(all.json());
    expect(page.data.map((p) => p.nome)).toContain('Café da Empresa B');
    const mine = await adminCall(app.app, operatorA, adminEndpoints.listPartners, {
      query: { perPage: 100 },
    });
    expect(mine.json().data.map((p: { nome: string }) => p.nome)).not.toContain(
      'Café da Empresa B',
    );
    const food = await adminCall(app.app, admin, adminEndpoints.listPartners, {
      query: { categoriaId: w.categorias.food, empresaId: w.empresaB.id },
    });
    expect(food.json()).toMatchObject({ total: 2 });
    const support = await adminCall(app.app, supportA, adminEndpoints.listPartners, {
      query: { nome: 'café', order: 'desc', perPage: 1, page: 2 },
    });
    expect(support.statusCode).toBe(200);
    expect(support.json().data).toHaveLength(1);
    // By validity: dates in order, then those without an end, on both dialects.
    const byValidity = await adminCall(app.app, admin, adminEndpoints.listPartners, {
      query: { sort: 'validade', perPage: 100 },
    });
    const dates = listPartnersResponse.parse(byValidity.json()).data.map((p) => p.validade);
    const firstEmpty = dates.indexOf('');
    expect(firstEmpty).toBeGreaterThan(0);
    expect(dates.slice(firstEmpty).every((d) => d === '')).toBe(true);
    expect(dates.slice(0, firstEmpty)).toEqual([...dates.slice(0, firstEmpty)].sort());
    const b = await memberList(app, tokenB, w.menus.localB, '', w.memberB);
    expect(b).toContain('Café da Empresa B');
  });
});

describe('categories and the exclusive strip', () => {
  it('lets an admin create a category with its icon; operators and support only read it', async ({
    app,
    db,
  }) => {
    const created = await adminCall(app.app, admin, adminEndpoints.createCategory, {
      body: { nome: 'Pets', logo: await pngDataUrl(64, 64) },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ nome: 'Pets', parceiros: 0 });
    expect(created.json().logo).toMatch(/^\/media\/categoria-icone-/);
    const taken = await adminCall(app.app, admin, adminEndpoints.createCategory, {
      body: { nome: 'pets', logo: '' },
    });
    expect(taken.statusCode).toBe(409);
    const before = await dump(db);
    for (const who of [operatorA, supportA]) {
      const refused = await adminCall(app.app, who, adminEndpoints.createCategory, {
        body: { nome: 'Nova', logo: '' },
      });
      expect(refused.statusCode).toBe(403);
      const read = await adminCall(app.app, who, adminEndpoints.listCategories);
      expect(read.statusCode).toBe(200);
    }
    const inUse = await adminCall(app.app, admin, adminEndpoints.deleteCategory, {
      params: { id: w.categorias.food },
    });
    expect(inUse.statusCode).toBe(409);
    expect(await dump(db)).toBe(before);
    const removed = await adminCall(app.app, admin, adminEndpoints.deleteCategory, {
      params: { id: created.json().id },
    });
    expect(removed.statusCode).toBe(200);
  });

  it("lets a company's operator order its exclusive strip, which members see in that order", async ({
    app,
    db,
  }) => {
    await insertParceiro(db, { nome: 'Academia Forte', categoria_id: w.categorias.health }, [
      w.menus.exclusive,
    ]);
    const strip = categoryStrip.parse(
      (
        await adminCall(app.app, operatorA, adminEndpoints.getCategoryStrip, {
          params: { id: w.empresaA.id },
        })
      ).json(),
    );
    const ids = strip.categorias.map((c) => c.id);
    expect(ids.length).toBeGreaterThan(1);
    const reversed = [...ids].reverse();
    const before = await dump(db);
    const foreign = await adminCall(app.app, operatorB, adminEndpoints.setCategoryStrip, {
      params: { id: w.empresaA.id },
      body: { ordem: reversed },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await dump(db)).toBe(before);
    const set = await adminCall(app.app, operatorA, adminEndpoints.setCategoryStrip, {
      params: { id: w.empresaA.id },
      body: { ordem: reversed },
    });
    expect(set.statusCode).toBe(200);
    const member = await call(
      app.app,
      endpoints.getParceiroCategoria,
      { ...actingAs(w.me), idServicoParceiro: w.menus.exclusive },
      { token: tokenA },
    );
    expect(member.json().map((c: { idCategoria: number }) => c.idCategoria)).toEqual(reversed);
  });
});
