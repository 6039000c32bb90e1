import { endpoints } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, tokenFor, type TestApp } from '../helpers/app.js';
import { insertEmpresa, createMember } from '../helpers/factories.js';
import { actingAs, createPartnerWorld, insertMenu, type PartnerWorld } from './partner-world.js';

let t: TestApp;
let w: PartnerWorld;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPartnerWorld(t.database.db);
  token = await tokenFor(t.app, w.me.usuario);
});
afterAll(() => t.close());

const MENU_NOT_FOUND = { message: 'Menu de parceiros não encontrado.', code: 'NOT_FOUND' };

describe('POST /api/clube/v1/get-parceiros', () => {
  it('answers the three menus by position: 0 national, 1 exclusive, 2 local', async () => {
    const response = await call(t.app, endpoints.getParceiros, actingAs(w.me), { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { idServicoParceiro: w.menus.national, nome: 'Parceiros Nacionais', active: true },
      { idServicoParceiro: w.menus.exclusive, nome: 'Parceiros Meu Clube', active: true },
      { idServicoParceiro: w.menus.local, nome: 'Parceiros Locais', active: true },
    ]);
  });

  it('keeps the positions when a menu is off or missing', async () => {
    const empresa = await insertEmpresa(t.database.db);
    const local = await insertMenu(t.database.db, empresa.id, 2, { nome: 'Locais', ativo: 0 });
    const member = await createMember(t.database.db, { empresas: [empresa] });
    const response = await call(t.app, endpoints.getParceiros, actingAs(member), {
      token: await tokenFor(t.app, member.usuario),
    });
    expect(response.json()).toEqual([
      { idServicoParceiro: 0, nome: '', active: false },
      { idServicoParceiro: 0, nome: '', active: false },
      { idServicoParceiro: local, nome: 'Locais', active: false },
    ]);
  });

  it("refuses another member's idCliente and a wrong idPerfil with 403", async () => {
    const theirs = await call(t.app, endpoints.getParceiros, actingAs(w.other), { token });
    expect(theirs.statusCode).toBe(403);
    const wrongProfile = await call(
      t.app,
      endpoints.getParceiros,
      { ...actingAs(w.me), idPerfil: 9 },
      { token },
    );
    expect(wrongProfile.statusCode).toBe(403);
  });

  it('answers 400 to a body without idCliente', async () => {
    const response = await call(t.app, endpoints.getParceiros, { idPerfil: 5 }, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo 'idCliente'/);
  });
});

describe('POST /api/clube/v1/get-parceiro-categoria', () => {
  it('answers the categories that have partners in the menu, by name', async () => {
    const response = await call(
      t.app,
      endpoints.getParceiroCategoria,
      { ...actingAs(w.me), idServicoParceiro: w.menus.local },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { idCategoria: w.categorias.food, nomeCategoria: 'Alimentação', logo: expect.any(String) },
      { idCategoria: w.categorias.leisure, nomeCategoria: 'Lazer', logo: expect.any(String) },
      { idCategoria: w.categorias.health, nomeCategoria: 'Saúde', logo: expect.any(String) },
    ]);
  });

  it('answers an empty list for a menu without partners', async () => {
    const response = await call(
      t.app,
      endpoints.getParceiroCategoria,
      { ...actingAs(w.me), idServicoParceiro: w.menus.national },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("answers 404 for another company's menu and an unknown one", async () => {
    for (const idServicoParceiro of [w.menus.localB, 999_999]) {
      const response = await call(
        t.app,
        endpoints.getParceiroCategoria,
        { ...actingAs(w.me), idServicoParceiro },
        { token },
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(MENU_NOT_FOUND);
    }
  });

  it('answers 404 for a menu the company has switched off', async () => {
    const empresa = await insertEmpresa(t.database.db);
    const off = await insertMenu(t.database.db, empresa.id, 1, { ativo: 0 });
    const member = await createMember(t.database.db, { empresas: [empresa] });
    const response = await call(
      t.app,
      endpoints.getParceiroCategoria,
      { ...actingAs(member), idServicoParceiro: off },
      { token: await tokenFor(t.app, member.usuario) },
    );
    expect(response.statusCode).toBe(404);
  });

  it("refuses another member's idCliente with 403", async () => {
    const response = await call(
      t.app,
      endpoints.getParceiroCategoria,
      { ...actingAs(w.other), idServicoParceiro: w.menus.local },
      { token },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/clube/v1/get-url-parceiro-nacional', () => {
  it("answers the company's national-partner link", async () => {
    const response = await call(t.app, endpoints.getUrlParceiroNacional, actingAs(w.me), { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://nacionais.example/clube-a' });
  });

  it('answers 404 Link indisponível. when the company has no link', async () => {
    const response = await call(t.app, endpoints.getUrlParceiroNacional, actingAs(w.memberB), {
      token: await tokenFor(t.app, w.memberB.usuario),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Link indisponível.', code: 'NOT_FOUND' });
  });

  it("refuses another member's idCliente with 403", async () => {
    const response = await call(t.app, endpoints.getUrlParceiroNacional, actingAs(w.other), {
      token,
    });
    expect(response.statusCode).toBe(403);
  });
});
