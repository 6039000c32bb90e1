import { endpoints } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call, tokenFor } from '../helpers/app.js';
import { insertEmpresa, createMember } from '../helpers/factories.js';
import { actingAs, insertMenu, partnerTest } from './partner-world.js';

const it = partnerTest();

const MENU_NOT_FOUND = { message: 'Menu de parceiros não encontrado.', code: 'NOT_FOUND' };

describe('POST /api/clube/v1/get-parceiros', () => {
  it('answers the three menus by position: 0 national, 1 exclusive, 2 local', async ({
    app,
    partners: w,
    token,
  }) => {
    const response = await call(app.app, endpoints.getParceiros, actingAs(w.me), { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { idServicoParceiro: w.menus.national, nome: 'Parceiros Nacionais', active: true },
      { idServicoParceiro: w.menus.exclusive, nome: 'Parceiros Meu Clube', active: true },
      { idServicoParceiro: w.menus.local, nome: 'Parceiros Locais', active: true },
    ]);
  });

  it('keeps the positions when a menu is off or missing', async ({ app, db }) => {
    const empresa = await insertEmpresa(db);
    const local = await insertMenu(db, empresa.id, 2, { nome: 'Locais', ativo: 0 });
    const member = await createMember(db, { empresas: [empresa] });
    const response = await call(app.app, endpoints.getParceiros, actingAs(member), {
      token: await tokenFor(app.app, member.usuario),
    });
    expect(response.json()).toEqual([
      { idServicoParceiro: 0, nome: '', active: false },
      { idServicoParceiro: 0, nome: '', active: false },
      { idServicoParceiro: local, nome: 'Locais', active: false },
    ]);
  });

  it("refuses another member's idCliente and a wrong idPerfil with 403", async ({
    app,
    partners: w,
    token,
  }) => {
    const theirs = await call(app.app, endpoints.getParceiros, actingAs(w.other), { token });
    expect(theirs.statusCode).toBe(403);
    const wrongProfile = await call(
      app.app,
      endpoints.getParceiros,
      { ...actingAs(w.me), idPerfil: 9 },
      { token },
    );
    expect(wrongProfile.statusCode).toBe(403);
  });

  it('answers 400 to a body without idCliente', async ({ app, token }) => {
    const response = await call(app.app, endpoints.getParceiros, { idPerfil: 5 }, { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo 'idCliente'/);
  });
});

describe('POST /api/clube/v1/get-parceiro-categoria', () => {
  it('answers the categories that have partners in the menu, by name', async ({
    app,
    partners: w,
    token,
  }) => {
    const response = await call(
      app.app,
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

  it('answers an empty list for a menu without partners', async ({ app, partners: w, token }) => {
    const response = await call(
      app.app,
      endpoints.getParceiroCategoria,
      { ...actingAs(w.me), idServicoParceiro: w.menus.national },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("answers 404 for another company's menu and an unknown one", async ({
    app,
    partners: w,
    token,
  }) => {
    for (const idServicoParceiro of [w.menus.localB, 999_999]) {
      const response = await call(
        app.app,
        endpoints.getParceiroCategoria,
        { ...actingAs(w.me), idServicoParceiro },
        { token },
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(MENU_NOT_FOUND);
    }
  });

  it('answers 404 for a menu the company has switched off', async ({ app, db }) => {
    const empresa = await insertEmpresa(db);
    const off = await insertMenu(db, empresa.id, 1, { ativo: 0 });
    const member = await createMember(db, { empresas: [empresa] });
    const response = await call(
      app.app,
      endpoints.getParceiroCategoria,
      { ...actingAs(member), idServicoParceiro: off },
      { token: await tokenFor(app.app, member.usuario) },
    );
    expect(response.statusCode).toBe(404);
  });

  it("refuses another member's idCliente with 403", async ({ app, partners: w, token }) => {
    const response = await call(
      app.app,
      endpoints.getParceiroCategoria,
      { ...actingAs(w.other), idServicoParceiro: w.menus.local },
      { token },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/clube/v1/get-url-parceiro-nacional', () => {
  it("answers the company's national-partner link", async ({ app, partners: w, token }) => {
    const response = await call(app.app, endpoints.getUrlParceiroNacional, actingAs(w.me), {
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://nacionais.example/clube-a' });
  });

  it('answers 404 Link indisponível. when the company has no link', async ({
    app,
    partners: w,
  }) => {
    const response = await call(app.app, endpoints.getUrlParceiroNacional, actingAs(w.memberB), {
      token: await tokenFor(app.app, w.memberB.usuario),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Link indisponível.', code: 'NOT_FOUND' });
  });

  it("refuses another member's idCliente with 403", async ({ app, partners: w, token }) => {
    const response = await call(app.app, endpoints.getUrlParceiroNacional, actingAs(w.other), {
      token,
    });
    expect(response.statusCode).toBe(403);
  });
});
