import {
  COMPANY_MENU_TYPES,
  companyContrast,
  DEFAULT_MAX_DEPENDENTS,
  type AdminCompany,
  type AdminCompanySummary,
  type CompanyMenus,
  type companyFields,
} from '@clube/contract/admin';
import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import type { Database, Empresa, EmpresaTable } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../lib/http-error.js';
import { decodeLogo, LOGO_MIME, newLogoId } from './logo.js';
import {
  findCompany,
  insertCompany,
  insertMidia,
  listCompanies,
  listCompanyMenus,
  setMenuActive,
  updateCompany,
  type CompanyListFilter,
} from './queries.js';

type Db = Kysely<Database>;

/** What the members module shares: the scope type and the LIKE pattern of a name filter. */
export type { CompanyScope } from './queries.js';
export type CompanyFields = z.output<typeof companyFields>;

export const COMPANY_NOT_FOUND = 'Empresa não encontrada.';

const bool = (v: number) => v === 1;
const bit = (v: boolean) => (v ? 1 : 0) as 0 | 1;

function colorsOf(row: Empresa) {
  return { primary: row.cor_primaria, secondary: row.cor_secundaria, contrast: row.cor_contraste };
}

function toSummary(row: Empresa): AdminCompanySummary {
  const colors = colorsOf(row);
  return {
    id: row.id,
    nome: row.nome,
    logo: row.logo,
    colors,
    contraste: companyContrast(colors),
    tadodoi: bool(row.tadodoi),
    atendimentoLiberado: bool(row.atendimento_liberado),
  };
}

function menusOf(rows: { tipo: number; ativo: number }[]): CompanyMenus {
  const active = (tipo: number) => rows.some((m) => m.tipo === tipo && m.ativo === 1);
  return {
    nacional: active(COMPANY_MENU_TYPES.nacional.tipo),
    exclusivo: active(COMPANY_MENU_TYPES.exclusivo.tipo),
    local: active(COMPANY_MENU_TYPES.local.tipo),
  };
}

export function toAdminCompany(
  row: Empresa,
  menus: { tipo: number; ativo: number }[],
): AdminCompany {
  return {
    ...toSummary(row),
    createDependents: bool(row.create_dependents),
    linkPet: row.link_pet,
    linkTreinos: row.link_treinos,
    linkParceiroNacional: row.link_parceiro_nacional,
    ajuda: {
      telefone1: row.ajuda_telefone1,
      telefone2: row.ajuda_telefone2,
      email: row.ajuda_email,
      cep: row.ajuda_cep,
      logradouro: row.ajuda_logradouro,
      numero: row.ajuda_numero,
      complemento: row.ajuda_complemento,
      bairro: row.ajuda_bairro,
      cidade: row.ajuda_cidade,
      uf: row.ajuda_uf,
    },
    menus: menusOf(menus),
    maxDependentes: row.max_dependentes,
  };
}

export async function companyPage(db: Db, filter: CompanyListFilter) {
  const { rows, total } = await listCompanies(db, filter);
  return { data: rows.map(toSummary), total };
}

/** One company as the console reads it; 404 when there is none. */
export async function readCompany(db: Db, id: number): Promise<AdminCompany> {
  const [row, menus] = await Promise.all([findCompany(db, id), listCompanyMenus(db, id)]);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return toAdminCompany(row, menus);
}

/**
 * The logo column for what the form sent: a data URL is checked, re-encoded (`decoded` when the
 * route did it before the transaction) and stored under a new id; the current URL or '' stays as
 * it is; any other URL is refused.
 */
async function logoUrl(
  db: Db,
  sent: string,
  current: string,
  now: Date,
  decoded?: Buffer,
): Promise<string> {
  if (sent === '' || sent === current) return sent;
  if (!sent.startsWith('data:')) {
    throw badRequest("Campo 'logo' inválido: envie uma imagem PNG, JPEG ou WEBP.");
  }
  const conteudo = decoded ?? (await decodeLogo(sent));
  const id = newLogoId();
  await insertMidia(db, id, LOGO_MIME, conteudo, now);
  return `/media/${id}`;
}

/** The empresa columns of the fields sent (an update sends some of them). */
function columns(fields: Partial<CompanyFields>): Updateable<EmpresaTable> {
  const c: Updateable<EmpresaTable> = {};
  if (fields.nome !== undefined) c.nome = fields.nome;
  if (fields.colors) {
    c.cor_primaria = fields.colors.primary;
    c.cor_secundaria = fields.colors.secondary;
    c.cor_contraste = fields.colors.contrast;
  }
  if (fields.tadodoi !== undefined) c.tadodoi = bit(fields.tadodoi);
  if (fields.createDependents !== undefined) c.create_dependents = bit(fields.createDependents);
  if (fields.atendimentoLiberado !== undefined) {
    c.atendimento_liberado = bit(fields.atendimentoLiberado);
  }
  if (fields.linkPet !== undefined) c.link_pet = fields.linkPet;
  if (fields.linkTreinos !== undefined) c.link_treinos = fields.linkTreinos;
  if (fields.linkParceiroNacional !== undefined) {
    c.link_parceiro_nacional = fields.linkParceiroNacional;
  }
  if (fields.ajuda) {
    const a = fields.ajuda;
    Object.assign(c, {
      ajuda_telefone1: a.telefone1,
      ajuda_telefone2: a.telefone2,
      ajuda_email: a.email,
      ajuda_cep: a.cep,
      ajuda_logradouro: a.logradouro,
      ajuda_numero: a.numero,
      ajuda_complemento: a.complemento,
      ajuda_bairro: a.bairro,
      ajuda_cidade: a.cidade,
      ajuda_uf: a.uf,
    });
  }
  if (fields.maxDependentes !== undefined) c.max_dependentes = fields.maxDependentes;
  return c;
}

async function saveMenus(db: Db, empresaId: number, menus: CompanyMenus) {
  for (const key of ['nacional', 'exclusivo', 'local'] as const) {
    await setMenuActive(db, empresaId, COMPANY_MENU_TYPES[key], menus[key]);
  }
}

/** A new company with its three partner menus; answers it as the console reads it. */
export async function createCompany(
  db: Db,
  fields: CompanyFields,
  now: Date,
  decodedLogo?: Buffer,
) {
  const logo = await logoUrl(db, fields.logo, '', now, decodedLogo);
  const id = await insertCompany(db, {
    nome: fields.nome,
    logo,
    cor_primaria: fields.colors.primary,
    cor_secundaria: fields.colors.secondary,
    cor_contraste: fields.colors.contrast,
    tadodoi: bit(fields.tadodoi),
    create_dependents: bit(fields.createDependents),
    atendimento_liberado: bit(fields.atendimentoLiberado),
    link_pet: fields.linkPet,
    link_treinos: fields.linkTreinos,
    link_parceiro_nacional: fields.linkParceiroNacional,
    imagem_rodape_carteirinha: '',
    ajuda_telefone1: fields.ajuda.telefone1,
    ajuda_telefone2: fields.ajuda.telefone2,
    ajuda_email: fields.ajuda.email,
    ajuda_cep: fields.ajuda.cep,
    ajuda_logradouro: fields.ajuda.logradouro,
    ajuda_numero: fields.ajuda.numero,
    ajuda_complemento: fields.ajuda.complemento,
    ajuda_bairro: fields.ajuda.bairro,
    ajuda_cidade: fields.ajuda.cidade,
    ajuda_uf: fields.ajuda.uf,
    max_dependentes: fields.maxDependentes ?? DEFAULT_MAX_DEPENDENTS,
  });
  await saveMenus(db, id, fields.menus);
  return readCompany(db, id);
}

/** Changes the fields sent; answers the company before and after (for the audit and the answer). */
export async function changeCompany(
  db: Db,
  id: number,
  fields: Partial<CompanyFields>,
  now: Date,
  decodedLogo?: Buffer,
): Promise<{ before: AdminCompany; after: AdminCompany }> {
  const before = await readCompany(db, id);
  const values = columns(fields);
  if (fields.logo !== undefined) {
    values.logo = await logoUrl(db, fields.logo, before.logo, now, decodedLogo);
  }
  await updateCompany(db, id, values);
  if (fields.menus) await saveMenus(db, id, fields.menus);
  return { before, after: await readCompany(db, id) };
}

/** The fields of a company the audit compares (the computed ratios are not data). */
export function auditedCompany({ contraste: _contraste, ...company }: AdminCompany) {
  return company;
}
