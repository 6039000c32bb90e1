import { endpoints } from '@clube/contract';
import {
  adminBanner,
  adminEndpoints,
  adminErrorStatuses,
  adminFaqCategory,
  adminFaqItem,
  adminService,
  listBannersResponse,
  type BannerFieldsInput,
} from '@clube/contract/admin';
import sharp from 'sharp';
import { afterEach, describe, expect, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database, Empresa } from '../../src/db/schema.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, type TestMember } from '../helpers/factories.js';
import { insertEmpresa } from '../helpers/factories.js';
import {
  adminCall,
  auditRows,
  pngDataUrl,
  signedInOperator,
  type SignedInOperator,
} from './members-world.js';

let empresaA: Empresa;
let empresaB: Empresa;
let admin: SignedInOperator;
let operatorA: SignedInOperator;
let operatorB: SignedInOperator;
let supportA: SignedInOperator;
let memberA: TestMember;
let memberB: TestMember;

const CONTENT_TABLES = [
  'banner',
  'faq_categoria',
  'faq_item',
  'servico',
  'atendimento_contato',
  'midia',
  'auditoria',
] as const;

/** The rows a content write may touch, to prove that a refused write wrote nothing. */
async function dump(db: Kysely<Database>): Promise<string> {
  const out: Record<string, unknown[]> = {};
  for (const table of CONTENT_TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    out[table] = rows
      .map((r) =>
        JSON.stringify(r, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('base64') : v)),
      )
      .sort();
  }
  return JSON.stringify(out);
}

async function homeOf(app: TestApp, member: TestMember, empresa: Empresa) {
  const card = member.cards[0]!;
  const response = await call(
    app.app,
    endpoints.getBannersHome,
    { idCliente: card.id, idPerfil: card.perfil_id, idEmpresa: empresa.id },
    { token: await tokenFor(app.app, member.usuario) },
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ banners: { banner: string; urli: string; alt?: string }[] }>().banners;
}

async function faqOf(app: TestApp, member: TestMember) {
  const response = await call(app.app, endpoints.getFaqTotal, undefined, {
    token: await tokenFor(app.app, member.usuario),
  });
  expect(response.statusCode).toBe(200);
  return response.json<
    { categoria: string; conteudo: { pergunta: string; resposta: string }[] }[]
  >();
}

const newBanner = async (
  overrides: Partial<BannerFieldsInput> = {},
): Promise<BannerFieldsInput> => ({
  empresaId: empresaA.id,
  imagem: await pngDataUrl(1600, 800, '#0b6e4f'),
  link: 'https://promo.example.com/verao',
  ordem: 1,
  alt: 'Promoção de verão: 20% em academias',
  ativoDe: '',
  ativoAte: '',
  ...overrides,
});

const it = apiTest();
it.beforeAll(async ({ app, db }) => {
  empresaA = await insertEmpresa(db, { nome: 'Alfa', atendimento_liberado: 1 });
  empresaB = await insertEmpresa(db, { nome: 'Beta', atendimento_liberado: 1 });
  admin = await signedInOperator(app.app, db, 'admin');
  operatorA = await signedInOperator(app.app, db, 'operator', [empresaA.id]);
  operatorB = await signedInOperator(app.app, db, 'operator', [empresaB.id]);
  supportA = await signedInOperator(app.app, db, 'support', [empresaA.id]);
  memberA = await createMember(db, { empresas: [empresaA] });
  memberB = await createMember(db, { empresas: [empresaB] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('banners', () => {
  it('lets an operator add a banner to their company: re-encoded, audited, in the member carousel at once', async ({
    app,
    db,
  }) => {
    const response = await adminCall(app.app, operatorA, adminEndpoints.createBanner, {
      body: await newBanner(),
    });
    expect(response.statusCode).toBe(200);
    const banner = adminBanner.parse(response.json());
    expect(banner).toMatchObject({ empresaId: empresaA.id, empresaNome: 'Alfa', ordem: 1 });
    expect(banner.imagem).toMatch(/^\/media\/banner-/);

    const image = await app.app.inject({ method: 'GET', url: banner.imagem });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.width).toBe(1200);

    const audit = await auditRows(db, 'banners', banner.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operador_id: operatorA.id, acao: 'create' });

    expect(await homeOf(app, memberA, empresaA)).toContainEqual({
      banner: banner.imagem,
      urli: 'https://promo.example.com/verao',
      alt: 'Promoção de verão: 20% em academias',
    });
    expect((await homeOf(app, memberB, empresaB)).map((b) => b.banner)).not.toContain(
      banner.imagem,
    );
  });

  it('shows only the banners active today (Brazil), in their order', async ({ app }) => {
    const make = async (
      app: TestApp,
      ordem: number,
      ativoDe: string,
      ativoAte: string,
      alt: string,
    ) => {
      const r = await adminCall(app.app, admin, adminEndpoints.createBanner, {
        body: await newBanner({ empresaId: empresaB.id, ordem, ativoDe, ativoAte, alt }),
      });
      expect(r.statusCode).toBe(200);
    };
    await make(app, 3, '2027-03-01', '2027-03-31', 'março');
    await make(app, 2, '', '2027-03-10', 'até dia 10');
    await make(app, 1, '2027-03-10', '', 'desde dia 10');
    await make(app, 4, '2027-04-01', '', 'abril');

    vi.useFakeTimers({ toFake: ['Date'] });
    // 2027-03-10 01:00 UTC is still the 9th in Brazil (UTC−3).
    vi.setSystemTime(new Date('2027-03-10T01:00:00Z'));
    expect((await homeOf(app, memberB, empresaB)).map((b) => b.alt)).toEqual([
      'até dia 10',
      'março',
    ]);
    vi.setSystemTime(new Date('2027-03-10T15:00:00Z'));
    expect((await homeOf(app, memberB, empresaB)).map((b) => b.alt)).toEqual([
      'desde dia 10',
      'até dia 10',
      'março',
    ]);
    vi.setSystemTime(new Date('2027-04-02T15:00:00Z'));
    expect((await homeOf(app, memberB, empresaB)).map((b) => b.alt)).toEqual([
      'desde dia 10',
      'abril',
    ]);
  });

  it('refuses another company to an operator and any write to a support: 403, nothing written', async ({
    app,
    db,
  }) => {
    const before = await dump(db);
    const body = await newBanner();
    for (const operator of [operatorB, supportA]) {
      const r = await adminCall(app.app, operator, adminEndpoints.createBanner, { body });
      expect(r.statusCode).toBe(403);
    }
    const [existing] = listBannersResponse.parse(
      (
        await adminCall(app.app, admin, adminEndpoints.listBanners, {
          query: { empresaId: empresaA.id },
        })
      ).json(),
    ).data;
    const update = await adminCall(app.app, operatorB, adminEndpoints.updateBanner, {
      params: { id: existing!.id },
      body: { alt: 'invadido' },
    });
    expect(update.statusCode).toBe(403);
    const remove = await adminCall(app.app, supportA, adminEndpoints.deleteBanner, {
      params: { id: existing!.id },
    });
    expect(remove.statusCode).toBe(403);
    expect(await dump(db)).toBe(before);
  });

  it('lists to a support of the company only its banners, and none of another company to an operator', async ({
    app,
  }) => {
    const support = listBannersResponse.parse(
      (await adminCall(app.app, supportA, adminEndpoints.listBanners)).json(),
    );
    expect(support.total).toBeGreaterThan(0);
    expect(support.data.every((b) => b.empresaId === empresaA.id)).toBe(true);
    const [own] = support.data;
    const read = await adminCall(app.app, operatorB, adminEndpoints.getBanner, {
      params: { id: own!.id },
    });
    expect(read.statusCode).toBe(403);
  });

  it('refuses by the bytes (HTML named PNG), an oversized image, a javascript: link and dates out of order', async ({
    app,
    db,
  }) => {
    const before = await dump(db);
    const html = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    const big = `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString('base64')}`;
    const cases: [Partial<BannerFieldsInput>, RegExp][] = [
      [{ imagem: html }, /imagem PNG, JPEG ou WEBP/],
      [{ imagem: big }, /muito grande/],
      [{ link: 'javascript:alert(1)' }, /http/],
      [{ ativoDe: '2027-05-02', ativoAte: '2027-05-01' }, /fim deve ser/],
      [{ ativoDe: '2027-02-30' }, /data válida/],
    ];
    for (const [overrides, message] of cases) {
      const r = await adminCall(app.app, operatorA, adminEndpoints.createBanner, {
        body: await newBanner(overrides),
      });
      expect(r.statusCode).toBe(400);
      expect(r.json<{ message: string }>().message).toMatch(message);
    }
    expect(await dump(db)).toBe(before);
  });

  it('updates order, alt and image, and deletes a banner with its image; the member sees each change', async ({
    app,
    db,
  }) => {
    const created = adminBanner.parse(
      (
        await adminCall(app.app, operatorA, adminEndpoints.createBanner, {
          body: await newBanner({ ordem: 0, alt: 'primeiro' }),
        })
      ).json(),
    );
    const changed = await adminCall(app.app, operatorA, adminEndpoints.updateBanner, {
      params: { id: created.id },
      body: { ordem: 99, alt: 'último', imagem: await pngDataUrl(300, 200, '#ff0000') },
    });
    expect(changed.statusCode).toBe(200);
    const after = adminBanner.parse(changed.json());
    expect(after.imagem).not.toBe(created.imagem);
    expect((await app.app.inject({ method: 'GET', url: created.imagem })).statusCode).toBe(404);
    const alts = (await homeOf(app, memberA, empresaA)).map((b) => b.alt);
    expect(alts.at(-1)).toBe('último');

    const removed = await adminCall(app.app, operatorA, adminEndpoints.deleteBanner, {
      params: { id: created.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await homeOf(app, memberA, empresaA)).map((b) => b.alt)).not.toContain('último');
    const audit = await auditRows(db, 'banners', created.id);
    expect(audit.map((a) => a.acao)).toEqual(['create', 'update', 'delete']);
  });
});

describe('FAQ', () => {
  it('sanitises the answer on save and shows the item to members of that company only', async ({
    app,
    db,
  }) => {
    const category = adminFaqCategory.parse(
      (
        await adminCall(app.app, operatorA, adminEndpoints.createFaqCategory, {
          body: { empresaId: empresaA.id, nome: 'Carteirinha', ordem: 1 },
        })
      ).json(),
    );
    const dirty =
      '<p>Veja <strong>aqui</strong><script>alert(1)</script>' +
      '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
      '<a href="https://clube.example.com/ajuda" onclick="alert(4)">ajuda</a></p>';
    const response = await adminCall(app.app, operatorA, adminEndpoints.createFaqItem, {
      body: {
        categoriaId: category.id,
        pergunta: 'Como uso a carteirinha?',
        resposta: dirty,
        ordem: 1,
      },
    });
    expect(response.statusCode).toBe(200);
    const item = adminFaqItem.parse(response.json());
    expect(item.resposta).toBe(
      '<p>Veja <strong>aqui</strong><a>x</a><a href="https://clube.example.com/ajuda">ajuda</a></p>',
    );
    const stored = await db
      .selectFrom('faq_item')
      .select('resposta')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(stored.resposta).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
    expect(await auditRows(db, 'faq', item.id)).toHaveLength(1);

    expect(await faqOf(app, memberA)).toContainEqual({
      categoria: 'Carteirinha',
      conteudo: [{ pergunta: 'Como uso a carteirinha?', resposta: item.resposta }],
    });
    expect((await faqOf(app, memberB)).map((c) => c.categoria)).not.toContain('Carteirinha');
  });

  it('keeps the club-wide FAQ an admin’s, and refuses another company’s category: nothing written', async ({
    app,
    db,
  }) => {
    const before = await dump(db);
    const club = await adminCall(app.app, operatorA, adminEndpoints.createFaqCategory, {
      body: { empresaId: null, nome: 'Geral', ordem: 1 },
    });
    expect(club.statusCode).toBe(403);
    const other = await adminCall(app.app, operatorB, adminEndpoints.createFaqCategory, {
      body: { empresaId: empresaA.id, nome: 'Intrusa', ordem: 1 },
    });
    expect(other.statusCode).toBe(403);
    const support = await adminCall(app.app, supportA, adminEndpoints.createFaqCategory, {
      body: { empresaId: empresaA.id, nome: 'Suporte', ordem: 1 },
    });
    expect(support.statusCode).toBe(403);
    expect(await dump(db)).toBe(before);

    const byAdmin = await adminCall(app.app, admin, adminEndpoints.createFaqCategory, {
      body: { empresaId: null, nome: 'Geral', ordem: 0 },
    });
    expect(byAdmin.statusCode).toBe(200);
    const geral = adminFaqCategory.parse(byAdmin.json());
    const item = await adminCall(app.app, admin, adminEndpoints.createFaqItem, {
      body: {
        categoriaId: geral.id,
        pergunta: 'O que é o clube?',
        resposta: '<p>Benefícios.</p>',
        ordem: 1,
      },
    });
    expect(item.statusCode).toBe(200);
    for (const member of [memberA, memberB]) {
      expect((await faqOf(app, member)).map((c) => c.categoria)).toContain('Geral');
    }
    const intoClub = await adminCall(app.app, operatorA, adminEndpoints.createFaqItem, {
      body: { categoriaId: geral.id, pergunta: 'x?', resposta: '<p>x</p>', ordem: 1 },
    });
    expect(intoClub.statusCode).toBe(403);
  });

  it('answers a declared 404 for an item in a category that does not exist, writing nothing', async ({
    app,
    db,
  }) => {
    const before = await dump(db);
    const r = await adminCall(app.app, admin, adminEndpoints.createFaqItem, {
      body: { categoriaId: 999_999, pergunta: 'Onde?', resposta: '<p>Aqui.</p>', ordem: 1 },
    });
    expect(r.statusCode).toBe(404);
    expect(adminErrorStatuses(adminEndpoints.createFaqItem)).toContain(404);
    expect(r.json()).toEqual({ message: 'Categoria não encontrada.', code: 'NOT_FOUND' });
    expect(await dump(db)).toBe(before);
  });

  it('refuses an answer that is nothing but a script, in Portuguese', async ({ app, db }) => {
    const [category] = (
      await adminCall(app.app, operatorA, adminEndpoints.listFaqCategories)
    ).json<{
      data: { id: number }[];
    }>().data;
    const before = await dump(db);
    const r = await adminCall(app.app, operatorA, adminEndpoints.createFaqItem, {
      body: {
        categoriaId: category!.id,
        pergunta: 'Vazio?',
        resposta: '<script>alert(1)</script>',
        ordem: 1,
      },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json<{ message: string }>().message).toMatch(/resposta ficou vazia/);
    expect(await dump(db)).toBe(before);
  });

  it('sanitises an edited answer too, and deleting a category removes its items', async ({
    app,
  }) => {
    const { data } = (await adminCall(app.app, operatorA, adminEndpoints.listFaqItems)).json<{
      data: { id: number; categoriaId: number }[];
    }>();
    const item = data[0]!;
    const edited = await adminCall(app.app, operatorA, adminEndpoints.updateFaqItem, {
      params: { id: item.id },
      body: {
        resposta:
          '<p style="color:red" onmouseover="x()">Novo <em>texto</em></p><iframe src="https://x"></iframe>',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(adminFaqItem.parse(edited.json()).resposta).toBe('<p>Novo <em>texto</em></p>');

    const removed = await adminCall(app.app, operatorA, adminEndpoints.deleteFaqCategory, {
      params: { id: item.categoriaId },
    });
    expect(removed.statusCode).toBe(200);
    expect((await faqOf(app, memberA)).map((c) => c.categoria)).not.toContain('Carteirinha');
  });
});

describe('services and attendance contacts', () => {
  it('lets an operator add, edit and remove a service; the member sees each change at once', async ({
    app,
    db,
  }) => {
    const card = memberA.cards[0]!;
    const servicos = async (app: TestApp) =>
      (
        await call(
          app.app,
          endpoints.getServicos,
          { idCliente: card.id, idPerfil: card.perfil_id },
          {
            token: await tokenFor(app.app, memberA.usuario),
          },
        )
      ).json<{ nome: string; descricao: string }[]>();
    const created = await adminCall(app.app, operatorA, adminEndpoints.createService, {
      body: {
        empresaId: empresaA.id,
        nome: 'Assistência funeral',
        descricao: 'Cobertura 24 h.',
        ordem: 1,
      },
    });
    expect(created.statusCode).toBe(200);
    const service = adminService.parse(created.json());
    expect(await servicos(app)).toContainEqual({
      nome: 'Assistência funeral',
      descricao: 'Cobertura 24 h.',
    });

    const refused = await adminCall(app.app, operatorB, adminEndpoints.updateService, {
      params: { id: service.id },
      body: { nome: 'x' },
    });
    expect(refused.statusCode).toBe(403);

    await adminCall(app.app, operatorA, adminEndpoints.updateService, {
      params: { id: service.id },
      body: { descricao: 'Cobertura nacional.' },
    });
    expect(await servicos(app)).toContainEqual({
      nome: 'Assistência funeral',
      descricao: 'Cobertura nacional.',
    });
    await adminCall(app.app, operatorA, adminEndpoints.deleteService, {
      params: { id: service.id },
    });
    expect((await servicos(app)).map((s) => s.nome)).not.toContain('Assistência funeral');
    expect((await auditRows(db, 'services', service.id)).map((a) => a.acao)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('saves a company’s 24-hour contacts; its members get them, others keep the club’s line', async ({
    app,
    db,
  }) => {
    await db
      .insertInto('atendimento_contato')
      .values({ empresa_id: null, telefone: '08000000000', chat: '', video_chamada: '' })
      .execute();
    const before = await dump(db);
    const body = {
      telefone: '(11) 4000-1234',
      chat: 'https://chat.example.com/alfa',
      videoChamada: 'https://video.example.com/alfa',
    };
    for (const operator of [operatorB, supportA]) {
      const r = await adminCall(app.app, operator, adminEndpoints.saveAttendanceContacts, {
        params: { id: empresaA.id },
        body,
      });
      expect(r.statusCode).toBe(403);
    }
    const bad = await adminCall(app.app, operatorA, adminEndpoints.saveAttendanceContacts, {
      params: { id: empresaA.id },
      body: { ...body, chat: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await dump(db)).toBe(before);

    const saved = await adminCall(app.app, operatorA, adminEndpoints.saveAttendanceContacts, {
      params: { id: empresaA.id },
      body,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      empresaId: empresaA.id,
      telefone: '1140001234',
      chat: body.chat,
      videoChamada: body.videoChamada,
    });
    const attendance = async (app: TestApp, member: TestMember) =>
      (
        await call(app.app, endpoints.getAtendimento, undefined, {
          token: await tokenFor(app.app, member.usuario),
        })
      ).json();
    expect(await attendance(app, memberA)).toEqual({
      telefone: '1140001234',
      chat: body.chat,
      videoChamada: body.videoChamada,
    });
    expect(await attendance(app, memberB)).toEqual({
      telefone: '08000000000',
      chat: '',
      videoChamada: '',
    });
    const read = await adminCall(app.app, supportA, adminEndpoints.getAttendanceContacts, {
      params: { id: empresaA.id },
    });
    expect(read.json()).toMatchObject({ telefone: '1140001234' });
  });
});
