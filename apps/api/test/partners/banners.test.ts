import { endpoints } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call, tokenFor } from '../helpers/app.js';
import {
  actingAs,
  createPartnerWorld,
  insertBanner,
  type PartnerWorld,
  partnerTest,
} from './partner-world.js';

let banners: string[];

const it = partnerTest();
it.beforeAll(async ({ db, partners: w }) => {
  banners = [
    await insertBanner(db, w.empresaA.id, 2, 'https://campanha.example/inverno'),
    await insertBanner(db, w.empresaA.id, 1),
  ];
  await insertBanner(db, w.empresaB.id, 1, 'https://b.example');
});

const body = (world: PartnerWorld, idEmpresa: number) => ({ ...actingAs(world.me), idEmpresa });

describe('POST /api/clube/v1/get-banners-home', () => {
  it("answers the card's company banners in order, with its logo and colours", async ({
    app,
    partners: w,
    token,
  }) => {
    const response = await call(app.app, endpoints.getBannersHome, body(w, w.empresaA.id), {
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      banners: [
        { banner: banners[1], urli: '' },
        { banner: banners[0], urli: 'https://campanha.example/inverno' },
      ],
      logo: w.empresaA.logo,
      colors: {
        primary: w.empresaA.cor_primaria,
        secondary: w.empresaA.cor_secundaria,
        contrast: w.empresaA.cor_contraste,
      },
    });
  });

  it('answers an empty list for a company without banners', async ({ app, db }) => {
    const world = await createPartnerWorld(db);
    const response = await call(app.app, endpoints.getBannersHome, body(world, world.empresaA.id), {
      token: await tokenFor(app.app, world.me.usuario),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().banners).toEqual([]);
  });

  it("refuses another company's idEmpresa with 403", async ({ app, partners: w, token }) => {
    const response = await call(app.app, endpoints.getBannersHome, body(w, w.empresaB.id), {
      token,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Acesso não permitido.', code: 'FORBIDDEN' });
  });

  it("refuses another member's idCliente with 403", async ({ app, partners: w, token }) => {
    const response = await call(
      app.app,
      endpoints.getBannersHome,
      { ...actingAs(w.other), idEmpresa: w.empresaA.id },
      { token },
    );
    expect(response.statusCode).toBe(403);
  });

  it('serves a dependent acting for the same company', async ({ app, partners: w, token }) => {
    const response = await call(
      app.app,
      endpoints.getBannersHome,
      {
        idCliente: w.me.dependent.id,
        idPerfil: w.me.dependent.perfil_id,
        idEmpresa: w.empresaA.id,
      },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().banners).toHaveLength(2);
  });

  it('answers 400 without idEmpresa and 401 without a token', async ({
    app,
    partners: w,
    token,
  }) => {
    const { idEmpresa: _, ...noCompany } = body(w, w.empresaA.id);
    expect((await call(app.app, endpoints.getBannersHome, noCompany, { token })).statusCode).toBe(
      400,
    );
    expect((await call(app.app, endpoints.getBannersHome, body(w, w.empresaA.id))).statusCode).toBe(
      401,
    );
  });
});
