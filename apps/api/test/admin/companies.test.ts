import { endpoints, loginResponse } from '@clube/contract';
import {
  adminCompany,
  adminEndpoints,
  listCompaniesResponse,
  type CreateCompanyBody,
} from '@clube/contract/admin';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { call, login } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import {
  adminCall,
  auditRows,
  dumpTables,
  pngDataUrl,
  signedInOperator,
  type SignedInOperator,
} from './members-world.js';

const newCompany = (overrides: Partial<CreateCompanyBody> = {}): CreateCompanyBody => ({
  nome: 'Clube Horizonte',
  logo: '',
  colors: { primary: '#1A237E', secondary: '#FFC107', contrast: '#ffffff' },
  tadodoi: true,
  createDependents: false,
  atendimentoLiberado: true,
  linkPet: 'https://pet.example.com/horizonte',
  linkTreinos: '',
  linkParceiroNacional: 'https://parceiros.example.com',
  ajuda: {
    telefone1: '(31) 98765-4321',
    telefone2: '',
    email: 'ajuda@horizonte.example.com',
    cep: '30130-010',
    logradouro: 'Avenida Afonso Pena',
    numero: '1500',
    complemento: 'Sala 2',
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    uf: 'mg',
  },
  menus: { nacional: true, exclusivo: false, local: true },
  maxDependentes: 4,
  ...overrides,
});

const it = apiTest().extend('world', { scope: 'file' }, async ({ app, db }) => {
  const empresaA = await insertEmpresa(db, { nome: 'Alfa Benefícios', cor_primaria: '#112233' });
  const empresaB = await insertEmpresa(db, { nome: 'Beta Saúde' });
  await insertEmpresa(db, { nome: 'Gama 100% Clube' });
  const admin = await signedInOperator(app.app, db, 'admin');
  const operatorA = await signedInOperator(app.app, db, 'operator', [empresaA.id]);
  const supportA = await signedInOperator(app.app, db, 'support', [empresaA.id]);
  const member = await createMember(db, { empresas: [empresaA] });
  return { empresaA, empresaB, admin, operatorA, supportA, member };
});

describe('GET /api/admin/v1/companies', () => {
  it('gives an admin every company, filtered by name, sorted and paged, with the total', async ({
    app,
    world: { admin },
  }) => {
    const all = await adminCall(app.app, admin, adminEndpoints.listCompanies, {
      query: { sort: 'nome', order: 'desc', perPage: 2 },
    });
    expect(all.statusCode).toBe(200);
    const page = listCompaniesResponse.parse(all.json());
    expect(page.total).toBe(3);
    expect(page.data.map((c) => c.nome)).toEqual(['Gama 100% Clube', 'Beta Saúde']);

    const filtered = await adminCall(app.app, admin, adminEndpoints.listCompanies, {
      query: { nome: 'BETA' },
    });
    expect(filtered.json()).toMatchObject({ total: 1, data: [{ nome: 'Beta Saúde' }] });
    // A % in the filter is a character, not a wildcard.
    const percent = await adminCall(app.app, admin, adminEndpoints.listCompanies, {
      query: { nome: '100%' },
    });
    expect(percent.json()).toMatchObject({ total: 1, data: [{ nome: 'Gama 100% Clube' }] });
  });

  it('gives an operator and a support only their companies', async ({
    app,
    world: { empresaA, operatorA, supportA },
  }) => {
    for (const who of [operatorA, supportA]) {
      const response = await adminCall(app.app, who, adminEndpoints.listCompanies);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: 1, data: [{ id: empresaA.id }] });
    }
  });

  it('answers the contrast of the text colour on the primary and the secondary', async ({
    app,
    world: { admin },
  }) => {
    const response = await adminCall(app.app, admin, adminEndpoints.listCompanies, {
      query: { nome: 'Alfa' },
    });
    const [alfa] = listCompaniesResponse.parse(response.json()).data;
    // insertEmpresa: white text on #112233 and on #abcdef.
    expect(alfa?.contraste).toEqual({ primary: 16.14, secondary: 1.65 });
  });

  it('refuses a bad page size with a Portuguese message, and no session with 401', async ({
    app,
    world: { admin },
  }) => {
    const bad = await adminCall(app.app, admin, adminEndpoints.listCompanies, {
      query: { perPage: 500 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/por página/);
    const anonymous = await adminCall(app.app, null, adminEndpoints.listCompanies);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/admin/v1/companies/:id', () => {
  it('reads a company of the scope for every role', async ({
    app,
    world: { empresaA, admin, operatorA, supportA },
  }) => {
    for (const who of [admin, operatorA, supportA]) {
      const response = await adminCall(app.app, who, adminEndpoints.getCompany, {
        params: { id: empresaA.id },
      });
      expect(response.statusCode).toBe(200);
      expect(adminCompany.parse(response.json())).toMatchObject({
        id: empresaA.id,
        nome: 'Alfa Benefícios',
        colors: { primary: '#112233' },
      });
    }
  });

  it('refuses another company to an operator and a support (403), and 404 to an admin for none', async ({
    app,
    world: { empresaB, admin, operatorA, supportA },
  }) => {
    for (const who of [operatorA, supportA]) {
      const response = await adminCall(app.app, who, adminEndpoints.getCompany, {
        params: { id: empresaB.id },
      });
      expect(response.statusCode).toBe(403);
    }
    const missing = await adminCall(app.app, admin, adminEndpoints.getCompany, {
      params: { id: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Empresa não encontrada.');
  });
});

describe('POST /api/admin/v1/companies', () => {
  it('creates a company for an admin, with its partner menus and an audit row', async ({
    app,
    db,
    world: { admin },
  }) => {
    const response = await adminCall(app.app, admin, adminEndpoints.createCompany, {
      body: newCompany(),
    });
    expect(response.statusCode).toBe(200);
    const company = adminCompany.parse(response.json());
    expect(company).toMatchObject({
      nome: 'Clube Horizonte',
      colors: { primary: '#1a237e', secondary: '#ffc107', contrast: '#ffffff' },
      contraste: { primary: 13.24, secondary: 1.63 },
      ajuda: { telefone1: '31987654321', cep: '30130010', uf: 'MG' },
      menus: { nacional: true, exclusivo: false, local: true },
      maxDependentes: 4,
      createDependents: false,
    });
    const menus = await db
      .selectFrom('menu_parceiro')
      .select(['tipo', 'ativo', 'nome'])
      .where('empresa_id', '=', company.id)
      .orderBy('tipo')
      .execute();
    expect(menus).toEqual([
      { tipo: 0, ativo: 1, nome: 'Parceiros Nacionais' },
      { tipo: 1, ativo: 0, nome: 'Parceiros Meu Clube' },
      { tipo: 2, ativo: 1, nome: 'Parceiros Locais' },
    ]);
    const [row] = await auditRows(db, 'companies', company.id);
    expect(row).toMatchObject({ operador_id: admin.id, acao: 'create', empresa_id: company.id });
    expect(JSON.parse(row?.campos ?? '{}')).toMatchObject({
      nome: { to: 'Clube Horizonte' },
      colors: { to: { primary: '#1a237e' } },
    });
  });

  it('refuses an operator and a support (only an admin creates companies), writing nothing', async ({
    app,
    db,
    world: { operatorA, supportA },
  }) => {
    const before = await dumpTables(db);
    for (const who of [operatorA, supportA]) {
      const response = await adminCall(app.app, who, adminEndpoints.createCompany, {
        body: newCompany({ nome: 'Intrusa' }),
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await dumpTables(db)).toBe(before);
  });

  it('refuses bad colours, links and an empty name in Portuguese, writing nothing', async ({
    app,
    db,
    world: { admin },
  }) => {
    const before = await dumpTables(db);
    const cases: [Partial<CreateCompanyBody>, RegExp][] = [
      [{ colors: { primary: 'blue', secondary: '#ffffff', contrast: '#000000' } }, /#rrggbb/],
      [{ linkPet: 'javascript:alert(1)' }, /http:\/\/ ou https:\/\//],
      [{ linkParceiroNacional: 'ftp://parceiros.example.com' }, /http:\/\/ ou https:\/\//],
      [{ nome: '  ' }, /informe o nome/],
      [{ maxDependentes: -1 }, /negativo/],
    ];
    for (const [override, message] of cases) {
      const response = await adminCall(app.app, admin, adminEndpoints.createCompany, {
        body: newCompany(override),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
      expect(response.json().message).toMatch(message);
    }
    expect(await dumpTables(db)).toBe(before);
  });

  it('refuses a write without the console header (CSRF)', async ({ app, world: { admin } }) => {
    const response = await adminCall(app.app, admin, adminEndpoints.createCompany, {
      body: newCompany({ nome: 'Sem cabeçalho' }),
      noConsoleHeader: true,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('company logos', () => {
  it('stores a PNG re-encoded as WebP, at most 512 px, served publicly under /media', async ({
    app,
    world: { admin },
  }) => {
    const response = await adminCall(app.app, admin, adminEndpoints.createCompany, {
      body: newCompany({ nome: 'Com Logo', logo: await pngDataUrl(1200, 300) }),
    });
    expect(response.statusCode).toBe(200);
    const { logo } = adminCompany.parse(response.json());
    expect(logo).toMatch(/^\/media\/empresa-logo-[0-9a-f-]{36}$/);
    const image = await app.app.inject({ method: 'GET', url: logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 128 });
  });

  it('refuses by the bytes: HTML or a GIF named PNG, a broken image, one over 1 MB', async ({
    app,
    db,
    world: { admin },
  }) => {
    const before = await dumpTables(db);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const png = Buffer.from((await pngDataUrl()).split(',')[1] ?? '', 'base64');
    const cases: [string, RegExp][] = [
      [
        `data:image/png;base64,${Buffer.from('<html><script>x</script>').toString('base64')}`,
        /não é uma imagem PNG, JPEG ou WEBP/,
      ],
      [`data:image/png;base64,${gif.toString('base64')}`, /não é uma imagem PNG, JPEG ou WEBP/],
      [`data:image/png;base64,${png.subarray(0, 60).toString('base64')}`, /corrompida/],
      [
        `data:image/png;base64,${Buffer.concat([png, Buffer.alloc(1024 * 1024)]).toString('base64')}`,
        /logo muito grande/,
      ],
      ['/media/logo-de-outra-empresa', /envie uma imagem/],
    ];
    for (const [logo, message] of cases) {
      const response = await adminCall(app.app, admin, adminEndpoints.createCompany, {
        body: newCompany({ nome: 'Logo ruim', logo }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await dumpTables(db)).toBe(before);
  });
});

describe('PATCH /api/admin/v1/companies/:id', () => {
  it('lets an operator change their company; the audit keeps only the changed fields', async ({
    app,
    db,
    world: { empresaA, operatorA },
  }) => {
    const response = await adminCall(app.app, operatorA, adminEndpoints.updateCompany, {
      params: { id: empresaA.id },
      body: {
        colors: { primary: '#222222', secondary: '#abcdef', contrast: '#FFFFFF' },
        menus: { nacional: false, exclusivo: true, local: true },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(adminCompany.parse(response.json())).toMatchObject({
      nome: 'Alfa Benefícios',
      colors: { primary: '#222222', secondary: '#abcdef', contrast: '#ffffff' },
      menus: { nacional: false, exclusivo: true, local: true },
    });
    const rows = await auditRows(db, 'companies', empresaA.id);
    const last = rows.at(-1);
    expect(last).toMatchObject({
      operador_id: operatorA.id,
      acao: 'update',
      empresa_id: empresaA.id,
    });
    const campos = JSON.parse(last?.campos ?? '{}') as Record<string, unknown>;
    expect(Object.keys(campos).sort()).toEqual(['colors', 'menus']);
    expect(campos.colors).toMatchObject({
      from: { primary: '#112233' },
      to: { primary: '#222222' },
    });
  });

  it('refuses another company to an operator, and any change to a support: 403, nothing written', async ({
    app,
    db,
    world: { empresaA, empresaB, operatorA, supportA },
  }) => {
    const before = await dumpTables(db);
    const attempts: [SignedInOperator, number][] = [
      [operatorA, empresaB.id],
      [supportA, empresaA.id],
      [supportA, empresaB.id],
    ];
    for (const [who, id] of attempts) {
      const response = await adminCall(app.app, who, adminEndpoints.updateCompany, {
        params: { id },
        body: { nome: 'Tomada' },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await dumpTables(db)).toBe(before);
  });

  it('keeps the logo when its URL is sent back, and refuses an empty change', async ({
    app,
    world: { admin },
  }) => {
    const created = adminCompany.parse(
      (
        await adminCall(app.app, admin, adminEndpoints.createCompany, {
          body: newCompany({ nome: 'Mantém Logo', logo: await pngDataUrl() }),
        })
      ).json(),
    );
    const kept = await adminCall(app.app, admin, adminEndpoints.updateCompany, {
      params: { id: created.id },
      body: { logo: created.logo, nome: 'Mantém Logo 2' },
    });
    expect(kept.json()).toMatchObject({ logo: created.logo, nome: 'Mantém Logo 2' });
    const empty = await adminCall(app.app, admin, adminEndpoints.updateCompany, {
      params: { id: created.id },
      body: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/nada para alterar/);
  });
});

describe('the member app after a change', () => {
  it('shows the new colours and logo at the next sign-in and on the home banners', async ({
    app,
    world: { empresaA, admin, member },
  }) => {
    const logo = await pngDataUrl(64, 64, '#ff0000');
    const changed = await adminCall(app.app, admin, adminEndpoints.updateCompany, {
      params: { id: empresaA.id },
      body: {
        logo,
        colors: { primary: '#004d40', secondary: '#ffab00', contrast: '#ffffff' },
        linkPet: 'https://pet.example.com/novo',
      },
    });
    expect(changed.statusCode).toBe(200);
    const newLogo = adminCompany.parse(changed.json()).logo;

    const session = loginResponse.parse(
      await login(app.app, member.usuario.login, member.usuario.password),
    );
    const card = session.empresas.find((e) => e.idEmpresa === empresaA.id);
    expect(card).toMatchObject({
      logo: newLogo,
      linkPet: 'https://pet.example.com/novo',
      colors: { primary: '#004d40', secondary: '#ffab00', contrast: '#ffffff' },
    });

    const home = await call(
      app.app,
      endpoints.getBannersHome,
      { idCliente: card?.idCliente, idPerfil: card?.idPerfil, idEmpresa: empresaA.id },
      { token: session.token.token },
    );
    expect(home.statusCode).toBe(200);
    expect(home.json()).toMatchObject({
      logo: newLogo,
      colors: { primary: '#004d40', secondary: '#ffab00', contrast: '#ffffff' },
    });
  });

  it('shows the new help contacts, partner menus and national-partner link to the member', async ({
    app,
    world: { empresaA, operatorA, member },
  }) => {
    const changed = await adminCall(app.app, operatorA, adminEndpoints.updateCompany, {
      params: { id: empresaA.id },
      body: {
        ajuda: { ...newCompany().ajuda, telefone1: '(21) 3333-4444', cidade: 'Rio de Janeiro' },
        menus: { nacional: true, exclusivo: false, local: true },
        linkParceiroNacional: 'https://nacional.example.com/alfa',
      },
    });
    expect(changed.statusCode).toBe(200);
    const session = await login(app.app, member.usuario.login, member.usuario.password);
    const card = session.empresas.find((e) => e.idEmpresa === empresaA.id);
    const identity = { idCliente: card?.idCliente, idPerfil: card?.idPerfil };
    const token = { token: session.token.token };

    const help = await call(app.app, endpoints.getAjudaEmpresa, { idEmpresa: empresaA.id }, token);
    expect(help.json()).toMatchObject({ telefone1: '2133334444', cidade: 'Rio de Janeiro' });
    const menus = await call(app.app, endpoints.getParceiros, identity, token);
    expect(menus.json<{ active: boolean }[]>().map((m) => m.active)).toEqual([true, false, true]);
    const link = await call(app.app, endpoints.getUrlParceiroNacional, identity, token);
    expect(link.json()).toEqual({ url: 'https://nacional.example.com/alfa' });
  });
});
