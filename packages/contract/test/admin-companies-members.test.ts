import { describe, expect, it } from 'vitest';
import {
  companyContrast,
  contrastRatio,
  createCompanyBody,
  createMemberBody,
  httpUrl,
  isCpfSearch,
  listMembersQuery,
  passesAA,
  updateCompanyBody,
} from '../src/admin/index.js';

describe('contrastRatio (WCAG 2.x)', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#0b6e4f', '#0b6e4f')).toBe(1);
  });
  it('matches the published figures of common pairs', () => {
    // WebAIM's checker: #777777 on white 4.47 (fails AA), #767676 on white 4.54 (passes).
    expect(contrastRatio('#777777', '#ffffff')).toBe(4.47);
    expect(contrastRatio('#767676', '#FFFFFF')).toBe(4.54);
    expect(passesAA(contrastRatio('#777777', '#ffffff'))).toBe(false);
    expect(passesAA(contrastRatio('#767676', '#ffffff'))).toBe(true);
  });
  it('is NaN for something that is not #rrggbb', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNaN();
    expect(contrastRatio('#fff', '#ffffff')).toBeNaN();
  });
  it('gives the contrast text on the primary and on the secondary', () => {
    expect(
      companyContrast({ primary: '#000000', secondary: '#ffffff', contrast: '#ffffff' }),
    ).toEqual({ primary: 21, secondary: 1 });
  });
});

const company = {
  nome: 'Empresa Nova',
  logo: '',
  colors: { primary: '#0B6E4F', secondary: '#f2c14e', contrast: '#ffffff' },
  tadodoi: true,
  createDependents: true,
  atendimentoLiberado: false,
  linkPet: 'https://pet.example.com',
  linkTreinos: '',
  linkParceiroNacional: 'http://parceiros.example.com/x',
  ajuda: {
    telefone1: '(11) 98765-4321',
    telefone2: '',
    email: 'ajuda@example.com',
    cep: '01310-100',
    logradouro: 'Av. Paulista',
    numero: '1000',
    complemento: '',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'sp',
  },
  menus: { nacional: true, exclusivo: true, local: false },
  maxDependentes: 10,
};

describe('company schemas', () => {
  it('normalises colours, phones, CEP and UF', () => {
    const parsed = createCompanyBody.parse(company);
    expect(parsed.colors.primary).toBe('#0b6e4f');
    expect(parsed.ajuda).toMatchObject({ telefone1: '11987654321', cep: '01310100', uf: 'SP' });
  });
  it.each(['', 'https://x.example/a?b=1', 'http://x.example', '/media/boleto-12-2026-11'])(
    'accepts the link %j',
    (link) => expect(httpUrl.safeParse(link).success).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'ftp://x.example',
    'www.example.com',
    'data:text/html,x',
    '/outra/pagina',
    '/media/../api/x',
    '/media/..',
    '//evil.example/media/x',
  ])('refuses the link %j (http(s) only)', (link) => {
    const result = httpUrl.safeParse(link);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('link deve começar com http:// ou https://');
  });
  it('refuses a colour that is not #rrggbb, in Portuguese', () => {
    const result = createCompanyBody.safeParse({
      ...company,
      colors: { ...company.colors, contrast: 'white' },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['colors', 'contrast'],
      message: 'cor deve estar no formato #rrggbb',
    });
  });
  it('refuses a GIF or an SVG as logo', () => {
    expect(
      createCompanyBody.safeParse({ ...company, logo: 'data:image/gif;base64,R0lG' }).success,
    ).toBe(false);
    expect(
      createCompanyBody.safeParse({ ...company, logo: 'data:image/svg+xml;base64,PHN2Zz4=' })
        .success,
    ).toBe(false);
  });
  it('updates only what is sent, and not nothing', () => {
    expect(updateCompanyBody.parse({ colors: company.colors })).toEqual({
      colors: { primary: '#0b6e4f', secondary: '#f2c14e', contrast: '#ffffff' },
    });
    expect(updateCompanyBody.safeParse({}).success).toBe(false);
  });
});

describe('member schemas', () => {
  const member = {
    cpf: '529.982.247-25',
    nome: 'Ana Souza',
    email: 'ana@example.com',
    telefone: '(11) 91234-5678',
    nascimento: '1990-05-20',
    idEmpresa: 1,
    idPerfil: 5,
    numeroCarteirinha: '000123',
  };
  it('takes the CPF masked and phones with mask, as the member app does', () => {
    expect(createMemberBody.parse(member)).toMatchObject({
      cpf: '52998224725',
      telefone: '11912345678',
      validadeCarteirinha: '',
    });
  });
  it('refuses a CPF with wrong check digits, a future birth date and a bad e-mail', () => {
    const result = createMemberBody.safeParse({
      ...member,
      cpf: '529.982.247-26',
      nascimento: '2999-01-01',
      email: 'ana@',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({
      cpf: 'CPF inválido!',
      nascimento: 'não pode ser uma data futura',
      email: 'e-mail inválido',
    });
  });
  it('tells a CPF search from a name search', () => {
    expect(isCpfSearch('529.982')).toBe(true);
    expect(isCpfSearch('52998224725')).toBe(true);
    expect(isCpfSearch('Ana')).toBe(false);
    expect(isCpfSearch('...')).toBe(false);
  });
  it('pages with the console defaults', () => {
    expect(listMembersQuery.parse({ busca: ' ana ', page: '2' })).toEqual({
      busca: 'ana',
      sort: 'nome',
      order: 'asc',
      page: 2,
      perPage: 25,
    });
  });
});
