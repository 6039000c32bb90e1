import { endpoints, PARTNER_PAGE_SIZE } from '@clube/contract';
import { describe, expect } from 'vitest';
import { indexPartnerNames } from '../../src/modules/partners/search-index.js';
import { call } from '../helpers/app.js';
import {
  actingAs,
  insertParceiro,
  partnerRow,
  type PartnerFixture,
  partnerTest,
} from './partner-world.js';

// Avenida Paulista (MASP) as the member's rounded position.
const HERE = { latitude: -23.561, longitude: -46.656 };
const KM_PER_DEGREE = 111.2;

// Many partners close by, fewer farther out (two and a half pages): 60 within 3 km, 45 between 4
// and 11 km, 20 between 15 and 44 km. Named so that name order is not distance order.
const DISTANCES_KM = [
  ...Array.from({ length: 60 }, (_, i) => 0.07 + 0.05 * i),
  ...Array.from({ length: 45 }, (_, i) => 4.02 + 0.15 * i),
  ...Array.from({ length: 20 }, (_, i) => 15 + 1.5 * i),
];
const nameAt = (i: number) => `Parceiro ${String(DISTANCES_KM.length - i).padStart(2, '0')}`;

const it = partnerTest();
it.beforeAll(async ({ db, partners: w }) => {
  const south = (km: number) => ({
    latitude: HERE.latitude - km / KM_PER_DEGREE,
    longitude: HERE.longitude,
  });
  // One statement for the many (one per partner is slow on a busy PostgreSQL).
  const inserted = await db
    .insertInto('parceiro')
    .values(
      DISTANCES_KM.map((km, i) =>
        partnerRow({ nome: nameAt(i), categoria_id: w.categorias.food, ...south(km) }),
      ),
    )
    .returning(['id', 'nome'])
    .execute();
  await indexPartnerNames(db, inserted);
  await db
    .insertInto('parceiro_menu')
    .values(inserted.map((p) => ({ parceiro_id: p.id, menu_parceiro_id: w.menus.local })))
    .execute();
  // Never listed: beyond 50 km, switched off, or in another company's menu, however close.
  await insertParceiro(db, { nome: 'Longe', categoria_id: w.categorias.food, ...south(60) }, [
    w.menus.local,
  ]);
  await insertParceiro(
    db,
    { nome: 'Desativado', categoria_id: w.categorias.food, ativo: 0, ...south(0.05) },
    [w.menus.local],
  );
  await insertParceiro(
    db,
    { nome: 'De outra empresa', categoria_id: w.categorias.food, ...south(0.05) },
    [w.menus.localB],
  );
});

const page = async (w: PartnerFixture, pagina: number) => {
  const response = await call(
    w.app.app,
    { ...endpoints.getParceiroLista, path: `${endpoints.getParceiroLista.path}?pagina=${pagina}` },
    { ...actingAs(w.me), idServicoParceiro: w.menus.local, idCategoria: '', perto: HERE },
    { token: w.token },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as { nomeParceiro: string; distanciaKm: number }[];
};

describe("'Perto de mim' page by page", () => {
  it('lists every partner within the radius once, nearest first, across the pages', async ({
    partners: w,
  }) => {
    const pages = [await page(w, 1), await page(w, 2), await page(w, 3), await page(w, 4)];
    expect(pages.map((p) => p.length)).toEqual([PARTNER_PAGE_SIZE, PARTNER_PAGE_SIZE, 25, 0]);
    const rows = pages.flat();
    expect(rows.map((r) => r.nomeParceiro)).toEqual(DISTANCES_KM.map((_, i) => nameAt(i)));
    expect(rows.map((r) => r.distanciaKm)).toEqual(
      DISTANCES_KM.map((km) => Math.round(km * 10) / 10),
    );
  });
});
