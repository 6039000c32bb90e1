import { endpoints } from '@clube/contract';
import { describe, expect } from 'vitest';
import { withoutPosition } from '../../src/lib/request-log.js';
import { call, tokenFor } from '../helpers/app.js';
import { actingAs, partnerId, type PartnerFixture, partnerTest } from './partner-world.js';

let otherToken: string;

// Avenida Paulista (MASP) as the member's rounded position.
const HERE = { latitude: -23.561, longitude: -46.656 };

const it = partnerTest();
it.beforeAll(async ({ app, db, partners: w }) => {
  otherToken = await tokenFor(app.app, w.other.usuario);
  const place = async (nome: string, values: object) =>
    db.updateTable('parceiro').set(values).where('id', '=', partnerId(w, nome)).execute();
  // ~0.3 km, ~1.6 km, ~5.6 km and ~360 km (Rio) away; two partners have no coordinates.
  await place('Café São João', { latitude: -23.5585, longitude: -46.6575 });
  await place('Padaria São Jorge', { latitude: -23.547, longitude: -46.658 });
  await place('Farmácia João Paulo', { latitude: -23.6, longitude: -46.69 });
  await place('Ótica Visão', {
    latitude: -22.9068,
    longitude: -43.1729,
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
  });
});

const menuBody = (w: PartnerFixture, member = w.me) => ({
  ...actingAs(member),
  idServicoParceiro: w.menus.local,
});
const list = (w: PartnerFixture, body: object, query = '', as = w.token) =>
  call(
    w.app.app,
    { ...endpoints.getParceiroLista, path: endpoints.getParceiroLista.path + query },
    {
      ...menuBody(w),
      idCategoria: '',
      ...body,
    },
    { token: as },
  );
const names = (rows: { nomeParceiro: string }[]) => rows.map((r) => r.nomeParceiro);

describe("'Perto de mim' on the partner list", () => {
  it('lists the partners with coordinates nearest first, with the distance of each', async ({
    partners: w,
  }) => {
    const response = await list(w, { perto: HERE });
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(names(rows)).toEqual(['Café São João', 'Padaria São Jorge', 'Farmácia João Paulo']);
    expect(rows.map((r: { distanciaKm: number }) => r.distanciaKm)).toEqual([0.3, 1.6, 5.6]);
  });

  it('limits the list to the radius asked for', async ({ partners: w }) => {
    const rows = (await list(w, { perto: { ...HERE, raioKm: 2 } })).json();
    expect(names(rows)).toEqual(['Café São João', 'Padaria São Jorge']);
  });

  it('refuses a position or radius out of range with a clear message', async ({ partners: w }) => {
    const far = await list(w, { perto: { ...HERE, raioKm: 500 } });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toContain('o raio vai de 1 a 50 km');
    const nowhere = await list(w, { perto: { latitude: 123, longitude: 0 } });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toContain('latitude inválida');
  });

  it('keeps the position out of the request log', () => {
    expect(withoutPosition('/api/x?lat=-23.561&busca=cafe&lng=-46.656')).toBe('/api/x?busca=cafe');
    expect(withoutPosition('/api/x?latitude=-23.5&longitude=-46.6')).toBe('/api/x');
    expect(withoutPosition('/api/x?pagina=2')).toBe('/api/x?pagina=2');
  });
});

describe('the city filter', () => {
  it("offers the cities of the menu's partners and lists one city's partners", async ({
    app,
    partners: w,
    token,
  }) => {
    const cities = await call(app.app, endpoints.getParceiroCidades, menuBody(w), { token });
    expect(cities.statusCode).toBe(200);
    expect(cities.json()).toEqual([
      { cidade: 'Rio de Janeiro', uf: 'RJ' },
      { cidade: 'São Paulo', uf: 'SP' },
    ]);
    const rio = await list(w, {}, `?cidade=${encodeURIComponent('Rio de Janeiro')}`);
    expect(names(rio.json())).toEqual(['Ótica Visão']);
    expect(rio.json()[0].cidade).toBe('Rio de Janeiro');
  });
});

describe('favourites', () => {
  const favourite = (
    w: PartnerFixture,
    nome: string,
    favorito: boolean,
    member = w.me,
    as = w.token,
  ) =>
    call(
      w.app.app,
      endpoints.favoritarParceiro,
      { ...menuBody(w, member), idParceiro: partnerId(w, nome), favorito },
      { token: as },
    );

  it("are kept per member: one member's favourites are not another's", async ({
    app,
    partners: w,
    token,
  }) => {
    expect((await favourite(w, 'Ótica Visão', true)).json()).toEqual({ favorito: true });
    expect((await favourite(w, 'Ótica Visão', true)).statusCode).toBe(200);
    expect((await favourite(w, 'Cine Açaí & Cia', true, w.other, otherToken)).statusCode).toBe(200);

    expect(names((await list(w, {}, '?favoritos=1')).json())).toEqual(['Ótica Visão']);
    const all = (await list(w, {})).json() as { nomeParceiro: string; favorito: boolean }[];
    expect(all.filter((r) => r.favorito).map((r) => r.nomeParceiro)).toEqual(['Ótica Visão']);
    const detail = await call(
      app.app,
      endpoints.getParceiroDetalhe,
      { ...menuBody(w), idParceiro: partnerId(w, 'Ótica Visão') },
      { token },
    );
    expect(detail.json().favorito).toBe(true);

    const theirs = (await list(w, { ...menuBody(w, w.other) }, '?favoritos=1', otherToken)).json();
    expect(names(theirs)).toEqual(['Cine Açaí & Cia']);

    // "Baixar meus dados" lists each card's favourites, and only its own.
    const exported = await call(app.app, endpoints.exportMyData, undefined, { token: otherToken });
    expect(exported.json().cartoes[0].favoritos).toEqual([
      { parceiro: 'Cine Açaí & Cia', desde: expect.any(String) },
    ]);

    expect((await favourite(w, 'Ótica Visão', false)).json()).toEqual({ favorito: false });
    expect((await list(w, {}, '?favoritos=1')).json()).toEqual([]);
  });

  it("never reads nor changes another member's favourites through their ids", async ({
    db,
    partners: w,
    token,
  }) => {
    const asThem = await favourite(w, 'Padaria São Jorge', true, w.other, token);
    expect(asThem.statusCode).toBe(403);
    const listAsThem = await list(w, { ...menuBody(w, w.other) }, '?favoritos=1', token);
    expect(listAsThem.statusCode).toBe(403);
    const stored = await db.selectFrom('favorito').select(['cliente_id', 'parceiro_id']).execute();
    expect(stored).toEqual([
      { cliente_id: w.other.cards[0]!.id, parceiro_id: partnerId(w, 'Cine Açaí & Cia') },
    ]);
  });

  it("answers 404 for a partner of another company's menu", async ({ app, partners: w, token }) => {
    const response = await call(
      app.app,
      endpoints.favoritarParceiro,
      { ...menuBody(w), idParceiro: partnerId(w, 'Café da Empresa B'), favorito: true },
      { token },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('ratings members can trust', () => {
  it('averages the visible ratings only and lists the latest visible comments', async ({
    db,
    partners: w,
  }) => {
    const parceiro = partnerId(w, 'Cafeteria Central');
    const raters = [w.me, w.other, w.memberB];
    const grades = [
      { nota: 5, comentario: 'Excelente café.', oculto: 0 as const, at: '2026-11-01T10:00:00Z' },
      { nota: 4, comentario: '', oculto: 0 as const, at: '2026-11-02T10:00:00Z' },
      { nota: 1, comentario: 'Ofensa.', oculto: 1 as const, at: '2026-11-03T10:00:00Z' },
    ];
    for (const [i, g] of grades.entries()) {
      const card = raters[i]!.cards[0]!;
      await db
        .insertInto('avaliacao')
        .values({
          parceiro_id: parceiro,
          cliente_id: card.id,
          titular_id: card.id,
          nota: g.nota,
          comentario: g.comentario,
          oculto: g.oculto,
          created_at: g.at,
        })
        .execute();
    }
    const row = (await list(w, {}, `?busca=cafeteria`)).json()[0];
    expect(row).toMatchObject({ nomeParceiro: 'Cafeteria Central', media: 4.5, avaliacoes: 2 });
    const unrated = (await list(w, {}, `?busca=padaria`)).json()[0];
    expect(unrated).toMatchObject({ media: null, avaliacoes: 0, acesso: 7 });

    const detail = (
      await call(
        w.app.app,
        endpoints.getParceiroDetalhe,
        { ...menuBody(w), idParceiro: parceiro },
        { token: w.token },
      )
    ).json();
    expect(detail).toMatchObject({ media: 4.5, avaliacoes: 2 });
    expect(detail.comentarios).toEqual([
      { nota: 5, comentario: 'Excelente café.', data: '2026-11-01' },
    ]);
  });
});
