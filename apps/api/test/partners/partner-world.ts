import { PARTNER_TYPES } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database, Empresa, NewParceiro } from '../../src/db/schema.js';
import { searchKey } from '../../src/lib/search-key.js';
import { indexPartnerNames } from '../../src/modules/partners/search-index.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { tokenFor, type TestApp } from '../helpers/app.js';
import { apiTest, type ApiTestOptions } from '../helpers/fixture.js';

type Db = Kysely<Database>;

/** Small builders of partner rows; each partner is indexed for search like the seed does it. */

export async function insertCategoria(db: Db, nome: string): Promise<number> {
  const { id } = await db
    .insertInto('categoria')
    .values({ nome, logo: `/media/categoria-${searchKey(nome).replace(/\W+/g, '-')}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertMenu(
  db: Db,
  empresaId: number,
  tipo: 0 | 1 | 2,
  { nome = `Menu ${tipo}`, ativo = 1 }: { nome?: string; ativo?: 0 | 1 } = {},
): Promise<number> {
  const { id } = await db
    .insertInto('menu_parceiro')
    .values({ empresa_id: empresaId, tipo, nome, ativo })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A whole parceiro row with every field filled; `nome_busca` follows `nome` as the app keeps it. */
export function partnerRow(
  values: { nome: string; categoria_id: number } & Partial<NewParceiro>,
): NewParceiro {
  return {
    nome_busca: searchKey(values.nome),
    logo: '/media/logo',
    banner: '/media/banner',
    desconto: '10% de desconto',
    texto: 'Texto curto.',
    texto_completo: 'Texto completo do benefício.',
    // Far ahead: the member app hides a partner the day after its validade (decision 042).
    validade: '2099-12-31',
    link: 'https://parceiro.example/beneficio',
    beneficio: 'Desconto no balcão',
    resgate: 'Mostre a carteirinha',
    voucher: 'CLUBE10',
    resumo: 'Resumo',
    descricao: 'Descrição',
    parceria_online: 0,
    parceria_fisica: 1,
    rede_social: '@parceiro',
    carteirinha: 1,
    logradouro: 'Rua Augusta',
    numero: '100',
    bairro: 'Consolação',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '01305000',
    whatsapp: '11987654321',
    ...values,
  };
}

export async function insertParceiro(
  db: Db,
  values: { nome: string; categoria_id: number } & Partial<NewParceiro>,
  menuIds: number[],
): Promise<number> {
  const { id } = await db
    .insertInto('parceiro')
    .values(partnerRow(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexPartnerNames(db, [{ id, nome: values.nome }]);
  if (menuIds.length > 0)
    await db
      .insertInto('parceiro_menu')
      .values(menuIds.map((menu_parceiro_id) => ({ parceiro_id: id, menu_parceiro_id })))
      .execute();
  return id;
}

export async function insertBanner(
  db: Db,
  empresaId: number,
  ordem: number,
  link = '',
): Promise<string> {
  const imagem = `/media/banner-${empresaId}-${ordem}`;
  await db.insertInto('banner').values({ empresa_id: empresaId, imagem, link, ordem }).execute();
  return imagem;
}

/**
 * Two companies: A with its three menus (national, exclusive, local) and partners, B with a local
 * menu of its own; a member with a card in A, another member in A, and a member of B only.
 */
export interface PartnerWorld {
  empresaA: Empresa;
  empresaB: Empresa;
  menus: { national: number; exclusive: number; local: number; localB: number };
  categorias: { food: number; health: number; leisure: number };
  partners: Record<string, number>;
  me: TestMember;
  other: TestMember;
  memberB: TestMember;
}

export const LOCAL_A = [
  ['Café São João', 'food'],
  ['Cafeteria Central', 'food'],
  ['Padaria São Jorge', 'food'],
  ['Farmácia João Paulo', 'health'],
  ['Ótica Visão', 'health'],
  ['Cine Açaí & Cia', 'leisure'],
] as const;

export async function createPartnerWorld(db: Db): Promise<PartnerWorld> {
  const empresaA = await insertEmpresa(db, {
    nome: 'Empresa A',
    link_parceiro_nacional: 'https://nacionais.example/clube-a',
  });
  const empresaB = await insertEmpresa(db, { nome: 'Empresa B' });
  const menus = {
    national: await insertMenu(db, empresaA.id, PARTNER_TYPES.national, {
      nome: 'Parceiros Nacionais',
    }),
    exclusive: await insertMenu(db, empresaA.id, PARTNER_TYPES.exclusive, {
      nome: 'Parceiros Meu Clube',
    }),
    local: await insertMenu(db, empresaA.id, PARTNER_TYPES.local, { nome: 'Parceiros Locais' }),
    localB: await insertMenu(db, empresaB.id, PARTNER_TYPES.local, { nome: 'Locais B' }),
  };
  const categorias = {
    food: await insertCategoria(db, 'Alimentação'),
    health: await insertCategoria(db, 'Saúde'),
    leisure: await insertCategoria(db, 'Lazer'),
  };
  const partners: Record<string, number> = {};
  for (const [nome, categoria] of LOCAL_A) {
    partners[nome] = await insertParceiro(
      db,
      { nome, categoria_id: categorias[categoria], acessos: 7 },
      [menus.local],
    );
  }
  partners['Livraria Página Nova'] = await insertParceiro(
    db,
    { nome: 'Livraria Página Nova', categoria_id: categorias.leisure, desconto: '20% off' },
    [menus.exclusive],
  );
  partners['Café da Empresa B'] = await insertParceiro(
    db,
    { nome: 'Café da Empresa B', categoria_id: categorias.food },
    [menus.localB],
  );
  const me = await createMember(db, { empresas: [empresaA] });
  const other = await createMember(db, { empresas: [empresaA] });
  const memberB = await createMember(db, { empresas: [empresaB] });
  return { empresaA, empresaB, menus, categorias, partners, me, other, memberB };
}

/** The body keys of the acting identity of a member's first card. */
export function actingAs(member: TestMember) {
  const card = member.cards[0];
  if (!card) throw new Error('member without card');
  return { idCliente: card.id, idPerfil: card.perfil_id };
}

export function partnerId(world: PartnerWorld, nome: string): number {
  const id = world.partners[nome];
  if (id === undefined) throw new Error(`no partner ${nome}`);
  return id;
}

/**
 * The shared API fixture plus this world, built once per file: `partners` (the PartnerWorld with
 * `me`'s token) and `token` (that token).
 */
export function partnerTest(options?: ApiTestOptions) {
  return apiTest(options)
    .extend('partners', { scope: 'file' }, async ({ app, db }): Promise<PartnerFixture> => {
      const world = await createPartnerWorld(db);
      return { ...world, app, token: await tokenFor(app.app, world.me.usuario) };
    })
    .extend('token', { scope: 'file' }, ({ partners }) => partners.token);
}

/** The partner world on the file's app, with its member `me`'s token. */
export type PartnerFixture = PartnerWorld & { app: TestApp; token: string };
