import { cityCentre } from '../../../providers/cep/city-centres.js';
import { todayInBrazil } from '@clube/contract';
import type { OfferDiscount } from '@clube/contract/partner';
import { discountColumns, discountOf } from '../../counter/discount.js';
import {
  ADMIN_PARTNER_MESSAGES,
  COMPANY_MENU_TYPES,
  PARTNER_MENU_KEYS,
  PARTNER_MENU_TYPE,
  type AdminCategory,
  type AdminPartner,
  type AdminPartnerSummary,
  type CategoryStrip,
  type PartnerFields,
  type PartnerMenuKey,
  type PartnerVisibilityInput,
} from '@clube/contract/admin';
import type { Kysely, Updateable } from 'kysely';
import type { Database, ParceiroTable } from '../../../db/schema.js';
import { searchKey } from '../../../lib/search-key.js';
import { badRequest, notFound } from '../../../lib/http-error.js';
import { indexPartnerNames } from '../../partners/service.js';
import { decodePartnerImage, IMAGE_SIDES, newImageId, PARTNER_IMAGE_MIME } from './images.js';
import {
  changePartnerMenus,
  findCategory,
  findCompanies,
  findPartner,
  insertMenu,
  insertMidia,
  insertPartner,
  listCompanyMenus,
  listPartnerMenus,
  listPartners,
  stripCategories,
  updatePartner,
  type PartnerListFilter,
  type PartnerRow,
} from './queries.js';
import { writeExclusivePartnerNotices } from '../../notices/write.js';

type Db = Kysely<Database>;
type Scope = 'all' | readonly number[];
type Menus = Record<PartnerMenuKey, boolean>;

const bit = (v: boolean) => (v ? 1 : 0) as 0 | 1;
const NO_MENUS: Menus = { nacional: false, exclusivo: false, local: false };
const keyOf = (tipo: number): PartnerMenuKey =>
  PARTNER_MENU_KEYS.find((k) => PARTNER_MENU_TYPE[k] === tipo) ?? 'local';

/** Passed validity: the last day (Brazilian calendar) is before today. */
const expired = (validade: string | null, today: string) => validade !== null && validade < today;

export async function partnerPage(db: Db, filter: PartnerListFilter, now = new Date()) {
  const today = todayInBrazil(now);
  const { rows, total } = await listPartners(db, filter);
  const data: AdminPartnerSummary[] = rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    categoria: r.categoria,
    logo: r.logo,
    desconto: r.desconto,
    validade: r.validade ?? '',
    ativo: r.ativo === 1,
    vencido: expired(r.validade, today),
    acessos: r.acessos,
  }));
  return { data, total };
}

/** The companies whose menus list the partner. */
export async function partnerCompanyIds(db: Db, id: number): Promise<number[]> {
  return [...new Set((await listPartnerMenus(db, id)).map((m) => m.empresa_id))];
}

/**
 * May this scope change the partner's own fields? Admin always; an operator only when every
 * company that lists it is theirs, and at least one does (docs/decisions/042-console-partners.md).
 */
export function mayEditFields(scope: Scope, companyIds: readonly number[]): boolean {
  if (scope === 'all') return true;
  return companyIds.length > 0 && companyIds.every((id) => scope.includes(id));
}

/** One partner as the console reads it, its visibility limited to the scope's companies. */
export async function readPartner(
  db: Db,
  id: number,
  scope: Scope,
  now = new Date(),
): Promise<AdminPartner> {
  const row = await findPartner(db, id);
  if (!row) throw notFound(ADMIN_PARTNER_MESSAGES.notFound);
  return toAdminPartner(db, row, scope, now);
}

async function toAdminPartner(
  db: Db,
  row: PartnerRow,
  scope: Scope,
  now: Date,
): Promise<AdminPartner> {
  const menus = await listPartnerMenus(db, row.id);
  const companyIds = [...new Set(menus.map((m) => m.empresa_id))];
  const visibleIds = scope === 'all' ? companyIds : companyIds.filter((c) => scope.includes(c));
  const companyMenus = await listCompanyMenus(db, visibleIds);
  const visibilidade = visibleIds.map((empresaId) => {
    const listed = { ...NO_MENUS };
    const active = { ...NO_MENUS };
    for (const m of menus) if (m.empresa_id === empresaId) listed[keyOf(m.tipo)] = true;
    for (const m of companyMenus)
      if (m.empresa_id === empresaId && m.ativo === 1) active[keyOf(m.tipo)] = true;
    return {
      empresaId,
      empresa: menus.find((m) => m.empresa_id === empresaId)?.empresa ?? '',
      menus: listed,
      menusAtivos: active,
    };
  });
  return {
    id: row.id,
    nome: row.nome,
    categoriaId: row.categoria_id,
    categoria: row.categoria,
    logo: row.logo,
    banner: row.banner,
    desconto: row.desconto,
    descontoEstruturado: discountOf(row),
    texto: row.texto,
    textoCompleto: row.texto_completo,
    validade: row.validade ?? '',
    link: row.link,
    beneficio: row.beneficio,
    resgate: row.resgate,
    voucher: row.voucher,
    resumo: row.resumo,
    descricao: row.descricao,
    parceriaOnline: row.parceria_online === 1,
    parceriaFisica: row.parceria_fisica === 1,
    redeSocial: row.rede_social,
    carteirinha: row.carteirinha === 1,
    cep: row.cep,
    logradouro: row.logradouro,
    numero: row.numero,
    bairro: row.bairro,
    cidade: row.cidade,
    uf: row.uf,
    whatsapp: row.whatsapp,
    latitude: row.latitude,
    longitude: row.longitude,
    ativo: row.ativo === 1,
    vencido: expired(row.validade, todayInBrazil(now)),
    acessos: row.acessos,
    visibilidade,
    outrasEmpresas: companyIds.length - visibleIds.length,
    editavel: mayEditFields(scope, companyIds),
  };
}

/** What the audit compares of a partner (counters and computed flags are not data). */
export function auditedPartner({
  acessos: _a,
  vencido: _v,
  editavel: _e,
  outrasEmpresas: _o,
  ...partner
}: AdminPartner) {
  return partner;
}

/** Images decoded before the transaction (the route's preHandler), by field. */
export type DecodedImages = Partial<Record<'logo' | 'banner', Buffer>>;

async function imageUrl(
  db: Db,
  field: 'logo' | 'banner',
  sent: string,
  current: string,
  now: Date,
  decoded?: Buffer,
): Promise<string> {
  if (sent === '' || sent === current) return sent;
  if (!sent.startsWith('data:'))
    throw badRequest(`Campo '${field}' inválido: envie uma imagem PNG, JPEG ou WEBP.`);
  const conteudo = decoded ?? (await decodePartnerImage(field, sent, IMAGE_SIDES[field]));
  const id = newImageId(field);
  await insertMidia(db, id, PARTNER_IMAGE_MIME, conteudo, now);
  return `/media/${id}`;
}

async function checkCategory(db: Db, id: number) {
  if (!(await findCategory(db, id))) throw notFound(ADMIN_PARTNER_MESSAGES.categoryNotFound);
}

/** The parceiro columns of the fields sent (images apart). */
function columns(f: Partial<PartnerFields>): Updateable<ParceiroTable> {
  const c: Updateable<ParceiroTable> = {};
  if (f.nome !== undefined) {
    c.nome = f.nome;
    c.nome_busca = searchKey(f.nome);
  }
  if (f.categoriaId !== undefined) c.categoria_id = f.categoriaId;
  if (f.desconto !== undefined) c.desconto = f.desconto;
  if (f.texto !== undefined) c.texto = f.texto;
  if (f.textoCompleto !== undefined) c.texto_completo = f.textoCompleto;
  if (f.validade !== undefined) c.validade = f.validade === '' ? null : f.validade;
  if (f.link !== undefined) c.link = f.link;
  if (f.beneficio !== undefined) c.beneficio = f.beneficio;
  if (f.resgate !== undefined) c.resgate = f.resgate;
  if (f.voucher !== undefined) c.voucher = f.voucher;
  if (f.resumo !== undefined) c.resumo = f.resumo;
  if (f.descricao !== undefined) c.descricao = f.descricao;
  if (f.parceriaOnline !== undefined) c.parceria_online = bit(f.parceriaOnline);
  if (f.parceriaFisica !== undefined) c.parceria_fisica = bit(f.parceriaFisica);
  if (f.redeSocial !== undefined) c.rede_social = f.redeSocial;
  if (f.carteirinha !== undefined) c.carteirinha = bit(f.carteirinha);
  if (f.cep !== undefined) c.cep = f.cep;
  if (f.logradouro !== undefined) c.logradouro = f.logradouro;
  if (f.numero !== undefined) c.numero = f.numero;
  if (f.bairro !== undefined) c.bairro = f.bairro;
  if (f.cidade !== undefined) c.cidade = f.cidade;
  if (f.uf !== undefined) c.uf = f.uf;
  if (f.whatsapp !== undefined) c.whatsapp = f.whatsapp;
  if (f.latitude !== undefined) c.latitude = f.latitude;
  if (f.longitude !== undefined) c.longitude = f.longitude;
  // No coordinates given with an address: the city's centre, when the server knows it.
  if (f.latitude == null && f.longitude == null && f.cidade && f.uf) {
    const centre = cityCentre(f.cidade, f.uf);
    if (centre) Object.assign(c, centre);
  }
  return c;
}

/**
 * A new partner, indexed for the member search in the same transaction, listed by the menus
 * asked; answers its id.
 */
export async function createPartner(
  db: Db,
  fields: PartnerFields & { descontoEstruturado?: OfferDiscount | null | undefined },
  visibilidade: readonly PartnerVisibilityInput[],
  now: Date,
  images: DecodedImages = {},
): Promise<number> {
  await checkCategory(db, fields.categoriaId);
  const c = columns(fields);
  const id = await insertPartner(db, {
    ...(c as Required<typeof c>),
    nome: fields.nome,
    nome_busca: searchKey(fields.nome),
    categoria_id: fields.categoriaId,
    validade: fields.validade === '' ? null : fields.validade,
    logo: await imageUrl(db, 'logo', fields.logo, '', now, images.logo),
    banner: await imageUrl(db, 'banner', fields.banner, '', now, images.banner),
    ativo: 1,
    ...discountColumns(fields.descontoEstruturado ?? null),
  });
  await indexPartnerNames(db, [{ id, nome: fields.nome }]);
  for (const v of visibilidade) await setVisibility(db, id, Number(v.empresaId), v.menus);
  return id;
}

/** Changes the fields sent; a new name rewrites the search words in the same transaction. */
export async function changePartner(
  db: Db,
  id: number,
  fields: Partial<PartnerFields> & { ativo?: boolean; descontoEstruturado?: OfferDiscount | null },
  now: Date,
  images: DecodedImages = {},
): Promise<void> {
  const row = await findPartner(db, id);
  if (!row) throw notFound(ADMIN_PARTNER_MESSAGES.notFound);
  if (fields.categoriaId !== undefined) await checkCategory(db, fields.categoriaId);
  const values = columns(fields);
  if (fields.logo !== undefined)
    values.logo = await imageUrl(db, 'logo', fields.logo, row.logo, now, images.logo);
  if (fields.banner !== undefined)
    values.banner = await imageUrl(db, 'banner', fields.banner, row.banner, now, images.banner);
  if (fields.ativo !== undefined) values.ativo = bit(fields.ativo);
  if (fields.descontoEstruturado !== undefined)
    Object.assign(values, discountColumns(fields.descontoEstruturado));
  await updatePartner(db, id, values);
  if (fields.nome !== undefined && fields.nome !== row.nome)
    await indexPartnerNames(db, [{ id, nome: fields.nome }]);
}

/**
 * Which menus of one company list the partner: the company's menu of each type is made (switched
 * off, named as a new company's) when it has none.
 */
export async function setVisibility(
  db: Db,
  parceiroId: number,
  empresaId: number,
  menus: Menus,
): Promise<void> {
  const [company] = await findCompanies(db, [empresaId]);
  if (!company) throw notFound(ADMIN_PARTNER_MESSAGES.companyNotFound);
  const existing = await listCompanyMenus(db, [empresaId]);
  const exclusiveBefore = await listedInExclusiveMenu(db, parceiroId, existing);
  let exclusiveMenu: number | undefined;
  const add: number[] = [];
  const remove: number[] = [];
  for (const key of PARTNER_MENU_KEYS) {
    const tipo = PARTNER_MENU_TYPE[key];
    let menuId = existing.find((m) => m.tipo === tipo)?.id;
    if (menus[key] && menuId === undefined) {
      menuId = await insertMenu(db, empresaId, tipo, COMPANY_MENU_TYPES[key].nome);
    }
    if (menuId === undefined) continue;
    if (key === 'exclusivo') exclusiveMenu = menuId;
    (menus[key] ? add : remove).push(menuId);
  }
  await changePartnerMenus(db, parceiroId, add, remove);
  if (menus.exclusivo && !exclusiveBefore && exclusiveMenu !== undefined)
    await tellExclusivePartner(db, parceiroId, empresaId, exclusiveMenu);
}

/** Whether the company's exclusive menu lists the partner now. */
async function listedInExclusiveMenu(
  db: Db,
  parceiroId: number,
  menus: readonly { id: number; tipo: number }[],
): Promise<boolean> {
  const exclusive = menus.find((m) => m.tipo === PARTNER_MENU_TYPE.exclusivo);
  if (!exclusive) return false;
  const row = await db
    .selectFrom('parceiro_menu')
    .select('parceiro_id')
    .where('parceiro_id', '=', parceiroId)
    .where('menu_parceiro_id', '=', exclusive.id)
    .executeTakeFirst();
  return row !== undefined;
}

/** A partner just listed in a company's exclusive menu: its members hear of it (if it is active). */
async function tellExclusivePartner(db: Db, parceiroId: number, empresaId: number, menuId: number) {
  const partner = await findPartner(db, parceiroId);
  if (!partner || partner.ativo !== 1) return;
  await writeExclusivePartnerNotices(
    db,
    { parceiroId, nome: partner.nome, empresaId, menuId },
    new Date(),
  );
}

/* ---------------------------------------------------------------- categories */

export function toAdminCategory(row: {
  id: number;
  nome: string;
  logo: string;
  parceiros: number | string | null;
}): AdminCategory {
  return { id: row.id, nome: row.nome, logo: row.logo, parceiros: Number(row.parceiros ?? 0) };
}

export async function readCategory(db: Db, id: number): Promise<AdminCategory> {
  const row = await findCategory(db, id);
  if (!row) throw notFound(ADMIN_PARTNER_MESSAGES.categoryNotFound);
  return toAdminCategory(row);
}

/** The icon column for what the form sent (see imageUrl). */
export async function iconUrl(
  db: Db,
  sent: string,
  current: string,
  now: Date,
  decoded?: Buffer,
): Promise<string> {
  if (sent === '' || sent === current) return sent;
  if (!sent.startsWith('data:'))
    throw badRequest("Campo 'logo' inválido: envie uma imagem PNG, JPEG ou WEBP.");
  const conteudo = decoded ?? (await decodePartnerImage('logo', sent, IMAGE_SIDES.icon));
  const id = newImageId('icone');
  await insertMidia(db, id, PARTNER_IMAGE_MIME, conteudo, now);
  return `/media/${id}`;
}

/* ---------------------------------------------------------------- the strip */

/** The company's exclusive menu and its categories in the strip's order. */
export async function readStrip(db: Db, empresaId: number): Promise<CategoryStrip> {
  const [company] = await findCompanies(db, [empresaId]);
  if (!company) throw notFound(ADMIN_PARTNER_MESSAGES.companyNotFound);
  const menu = (await listCompanyMenus(db, [empresaId])).find(
    (m) => m.tipo === PARTNER_MENU_TYPE.exclusivo,
  );
  if (!menu) return { empresaId, menuId: 0, menuAtivo: false, categorias: [] };
  return {
    empresaId,
    menuId: menu.id,
    menuAtivo: menu.ativo === 1,
    categorias: await stripCategories(db, menu.id),
  };
}
