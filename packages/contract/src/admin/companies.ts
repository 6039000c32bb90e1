import { z } from 'zod';
import { EXCLUSIVE_MENU_NAME, LIMITS, PARTNER_TYPES } from '../constants.js';
import { optionalEmail, phone, plainText } from '../schemas/common.js';
import { listQuery, listResponse, recordParams, searchText } from './schemas/list.js';
import { companyMemberRoutes } from './companies-members-routes.js';
import type { AdminEndpoint } from './endpoints.js';
import { onlyDigits } from '../cpf.js';

/**
 * Companies in the operator console (docs/product.md#console-companies): what the console lists, reads, creates
 * and updates under /api/admin/v1/companies. The member app reads the same `empresa` row at
 * sign-in and card choice (Login `empresas`, get-banners-home `colors`/`logo`).
 */

/** A colour as the member app uses it: `#rrggbb`, stored lower-case. */
export const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'cor deve estar no formato #rrggbb')
  .transform((v) => v.toLowerCase());

export const companyColors = z.object({
  primary: hexColor,
  secondary: hexColor,
  contrast: hexColor,
});
export type CompanyColorsInput = z.input<typeof companyColors>;

/** Is this an absolute http(s) URL with a host? */
function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A page this server serves itself: the demo seed's boletos, video rooms and partner pages. */
const SITE_MEDIA_PATH = /^\/media\/\w[\w.-]*$/;

/**
 * A link the member app opens: '' (none), an absolute http(s) URL, or one of this server's own
 * '/media/…' pages, which the member app opens on its own origin, so that a seeded record saves
 * unchanged (docs/decisions/050-video-links-and-site-pages.md).
 */
export const httpUrl = z.union([
  z.literal(''),
  plainText()
    .trim()
    .max(LIMITS.text, 'link muito longo')
    .refine((v) => isHttpUrl(v) || SITE_MEDIA_PATH.test(v), {
      message: 'link deve começar com http:// ou https://',
    }),
]);

/** The largest logo upload, as a data URL (1 MiB of image is ~1.4 MB of base64). */
export const COMPANY_LOGO_BYTES = 1024 * 1024;
export const COMPANY_LOGO_DATA_URL = 1_400_000;

/**
 * A new logo as a data URL (PNG, JPEG or WebP: the server checks the bytes and re-encodes it), the
 * current logo's URL (kept as it is), or '' for none (the member app shows the name's initial).
 */
export const companyLogo = z
  .string()
  .max(COMPANY_LOGO_DATA_URL, 'logo muito grande (máximo 1 MB)')
  .refine(
    (v) =>
      v === '' || /^data:image\/(png|jpeg|webp);base64,/.test(v) || /^\/media\/[\w.-]+$/.test(v),
    {
      message: 'logo deve ser uma imagem PNG, JPEG ou WEBP',
    },
  );

const cepOrEmpty = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{5}-?\d{3}$/.test(v), { message: 'CEP deve ter 8 dígitos' })
  .transform(onlyDigits);

const shortText = (max: number) => plainText().trim().max(max, `máximo ${max} caracteres`);

/** The company's help page (get-ajuda-empresa): contacts and address. */
export const companyHelp = z.object({
  telefone1: phone,
  telefone2: phone,
  email: optionalEmail,
  cep: cepOrEmpty,
  logradouro: shortText(LIMITS.text),
  numero: shortText(20),
  complemento: shortText(LIMITS.text),
  bairro: shortText(LIMITS.text),
  cidade: shortText(LIMITS.text),
  uf: z
    .union([z.literal(''), z.string().regex(/^[A-Za-z]{2}$/, 'UF inválida')])
    .transform((uf) => uf.toUpperCase()),
});
export type CompanyHelpInput = z.input<typeof companyHelp>;

/** Which partner menus (docs/product.md#constants-and-delays: 0 national, 1 exclusive, 2 local) the company's members see. */
export const companyMenus = z.object({
  nacional: z.boolean('informe sim ou não'),
  exclusivo: z.boolean('informe sim ou não'),
  local: z.boolean('informe sim ou não'),
});
export type CompanyMenus = z.infer<typeof companyMenus>;

/** The menu type of each key of `companyMenus`, and the name a new company's menu gets. */
export const COMPANY_MENU_TYPES = {
  nacional: { tipo: PARTNER_TYPES.national, nome: 'Parceiros Nacionais' },
  exclusivo: { tipo: PARTNER_TYPES.exclusive, nome: EXCLUSIVE_MENU_NAME },
  local: { tipo: PARTNER_TYPES.local, nome: 'Parceiros Locais' },
} as const;

export const MAX_DEPENDENTS_LIMIT = 50;
export const DEFAULT_MAX_DEPENDENTS = 10;

const flag = z.boolean('informe sim ou não');

/** Every field of a company, as the console's form sends it (create; update sends any of them). */
export const companyFields = z.object({
  nome: plainText().trim().min(1, 'informe o nome').max(LIMITS.name, 'nome muito longo'),
  logo: companyLogo,
  colors: companyColors,
  tadodoi: flag,
  createDependents: flag,
  atendimentoLiberado: flag,
  linkPet: httpUrl,
  linkTreinos: httpUrl,
  linkParceiroNacional: httpUrl,
  ajuda: companyHelp,
  menus: companyMenus,
  maxDependentes: z
    .number('informe um número')
    .int('informe um número inteiro')
    .min(0, 'não pode ser negativo')
    .max(MAX_DEPENDENTS_LIMIT, `máximo ${MAX_DEPENDENTS_LIMIT}`),
});
export type CompanyFieldsInput = z.input<typeof companyFields>;

export const createCompanyBody = companyFields;
export type CreateCompanyBody = z.input<typeof createCompanyBody>;

/** An update changes only the fields it sends (nested groups are sent whole). */
export const updateCompanyBody = companyFields
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'nada para alterar' });
export type UpdateCompanyBody = z.input<typeof updateCompanyBody>;

/** One company as the console reads it. `contraste` is the WCAG ratio of the contrast colour on each. */
export const adminCompany = z.object({
  id: z.number(),
  nome: z.string(),
  /** URL of the logo ('/media/…'), '' when none. */
  logo: z.string(),
  colors: z.object({ primary: z.string(), secondary: z.string(), contrast: z.string() }),
  contraste: z.object({ primary: z.number(), secondary: z.number() }),
  tadodoi: z.boolean(),
  createDependents: z.boolean(),
  atendimentoLiberado: z.boolean(),
  linkPet: z.string(),
  linkTreinos: z.string(),
  linkParceiroNacional: z.string(),
  ajuda: z.object({
    telefone1: z.string(),
    telefone2: z.string(),
    email: z.string(),
    cep: z.string(),
    logradouro: z.string(),
    numero: z.string(),
    complemento: z.string(),
    bairro: z.string(),
    cidade: z.string(),
    uf: z.string(),
  }),
  menus: companyMenus,
  maxDependentes: z.number(),
});
export type AdminCompany = z.infer<typeof adminCompany>;

/** A row of the companies table. */
export const adminCompanySummary = adminCompany.pick({
  id: true,
  nome: true,
  logo: true,
  colors: true,
  contraste: true,
  tadodoi: true,
  atendimentoLiberado: true,
});
export type AdminCompanySummary = z.infer<typeof adminCompanySummary>;

/** Query of the list: `nome` filters by part of the name. */
export const listCompaniesQuery = listQuery(['nome', 'id'], {
  nome: searchText.optional(),
});
export type ListCompaniesQuery = z.input<typeof listCompaniesQuery>;

export const listCompaniesResponse = listResponse(adminCompanySummary);
export type ListCompaniesResponse = z.infer<typeof listCompaniesResponse>;

/** The companies calls with their schemas (spread into `adminEndpoints`). */
export const companyEndpoints = {
  listCompanies: {
    ...companyMemberRoutes.listCompanies,
    query: listCompaniesQuery,
    response: listCompaniesResponse,
  },
  getCompany: {
    ...companyMemberRoutes.getCompany,
    params: recordParams,
    response: adminCompany,
  },
  createCompany: {
    ...companyMemberRoutes.createCompany,
    body: createCompanyBody,
    response: adminCompany,
  },
  updateCompany: {
    ...companyMemberRoutes.updateCompany,
    params: recordParams,
    body: updateCompanyBody,
    response: adminCompany,
  },
} as const satisfies Record<string, AdminEndpoint>;
