import { z } from 'zod';
import { offerDiscount } from '../partner/schemas.js';
import { partnerDiscountInput } from './counter.js';
import { LIMITS, PARTNER_TYPES } from '../constants.js';
import { onlyDigits } from '../cpf.js';
import { cepResult, getCepBody } from '../schemas/address.js';
import { id, isoDate, multilineText, phone, plainText } from '../schemas/common.js';
import { httpUrl } from './companies.js';
import type { AdminEndpoint } from './endpoints.js';
import { partnerRoutes } from './partners-routes.js';
import { listQuery, listResponse, recordParams, searchText } from './schemas/list.js';
import { adminMessageResponse } from './schemas/auth.js';

/*
 * Partners and offers in the operator console (docs/product.md#console-partners): the partner's fields as the member app
 * shows them (get-parceiro-lista, get-parceiro-detalhe), which company menus list it, categories
 * with their icon, and the exclusive menu's category strip order. docs/decisions/042-console-partners.md.
 */

/** Largest logo, banner or category icon upload, in bytes (1 MiB ≈ 1.4 MB of base64). */
export const PARTNER_IMAGE_BYTES = 1024 * 1024;
export const PARTNER_IMAGE_DATA_URL = 1_400_000;
export const PARTNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The menu types by key (docs/product.md#constants-and-delays): national, exclusive ('Parceiros Meu Clube'), local. */
export const PARTNER_MENU_KEYS = ['nacional', 'exclusivo', 'local'] as const;
export type PartnerMenuKey = (typeof PARTNER_MENU_KEYS)[number];
export const PARTNER_MENU_TYPE: Record<PartnerMenuKey, 0 | 1 | 2> = {
  nacional: PARTNER_TYPES.national,
  exclusivo: PARTNER_TYPES.exclusive,
  local: PARTNER_TYPES.local,
};
export const PARTNER_MENU_LABELS: Record<PartnerMenuKey, string> = {
  nacional: 'Nacional',
  exclusivo: 'Exclusivo (Meu Clube)',
  local: 'Local',
};

export const ADMIN_PARTNER_MESSAGES = {
  notFound: 'Parceiro não encontrado.',
  categoryNotFound: 'Categoria não encontrada.',
  categoryInUse: 'A categoria tem parceiros: mude a categoria deles antes de excluí-la.',
  categoryTaken: 'Já existe uma categoria com este nome.',
  companyNotFound: 'Empresa não encontrada.',
  menuOff: (menu: string) =>
    `O menu ${menu} está desligado nesta empresa: ligue-o na página da empresa para que os membros o vejam.`,
  deactivated: 'Parceiro desativado: ele sumiu do app dos membros.',
  otherCompanies:
    'Este parceiro aparece também em empresas que você não administra: só um administrador altera os dados dele.',
  needsCompany:
    'Escolha ao menos um menu de uma empresa sua: o parceiro precisa aparecer em alguma empresa que você administra.',
  stripNotInMenu: 'Há categorias na ordem que não estão na faixa desta empresa.',
  cepNotFound: 'CEP não encontrado.',
} as const;

const text = (max: number) => plainText().trim().max(max, `máximo de ${max} caracteres`);
const longText = (max: number) => multilineText().trim().max(max, `máximo de ${max} caracteres`);

/**
 * A new image as a data URL (PNG, JPEG or WEBP: the server checks the bytes and re-encodes it),
 * the current image's URL (kept), or '' for none.
 */
export const partnerImage = z
  .string()
  .max(PARTNER_IMAGE_DATA_URL, 'imagem muito grande (máximo 1 MB)')
  .refine(
    (v) =>
      v === '' || /^data:image\/(png|jpeg|webp);base64,/.test(v) || /^\/media\/[\w.-]+$/.test(v),
    { message: 'envie uma imagem PNG, JPEG ou WEBP' },
  );

/** '' (no end) or a real date aaaa-mm-dd; stored null when ''. */
export const partnerValidity = z.union([z.literal(''), isoDate]);

const cep = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{5}-?\d{3}$/.test(v), { message: 'CEP deve ter 8 dígitos' })
  .transform(onlyDigits);

const uf = z
  .union([z.literal(''), z.string().regex(/^[A-Za-z]{2}$/, 'UF inválida')])
  .transform((v) => v.toUpperCase());

/**
 * A coordinate in decimal degrees ('-23,5614' or '-23.5614'); '' or null = unknown. Absent, a
 * partner's city centre is used when the server knows it (docs/product.md#finding-a-benefit-nearby).
 */
const coordinate = (limit: number, name: string) =>
  z
    .union([z.number(), z.string().trim().max(20, `${name} inválida`)])
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v.replace(',', '.'));
      if (!Number.isFinite(n) || Math.abs(n) > limit) {
        ctx.addIssue({ code: 'custom', message: `${name} inválida: de -${limit} a ${limit}` });
        return z.NEVER;
      }
      return n;
    });

/** Every field of a partner, as the console's form sends it. */
export const partnerFields = z.object({
  nome: text(LIMITS.name).min(1, 'informe o nome'),
  categoriaId: id,
  logo: partnerImage,
  banner: partnerImage,
  /** The discount line ('20% de desconto'). */
  desconto: text(200),
  /** Short text of the exclusive list. */
  texto: longText(LIMITS.text),
  /** Full text ('Ver texto completo'). */
  textoCompleto: longText(4000),
  /** Last day the offer is valid; after it the partner leaves the member app by itself. */
  validade: partnerValidity,
  /** The benefit's link (http or https only). */
  link: httpUrl,
  /** Rules of the benefit ('Benefício'). */
  beneficio: longText(2000),
  /** How to redeem ('Como obter'). */
  resgate: longText(2000),
  /** Coupon code. */
  voucher: text(60),
  resumo: longText(LIMITS.text),
  descricao: longText(4000),
  parceriaOnline: z.boolean('informe sim ou não'),
  parceriaFisica: z.boolean('informe sim ou não'),
  /** Social network link (http(s)) or handle ('@parceiro'). */
  redeSocial: z.union([
    httpUrl,
    z
      .string()
      .trim()
      .regex(/^@[\w.]{1,60}$/, 'use um link http(s) ou um perfil como @parceiro'),
  ]),
  /** Whether the member must show the card. */
  carteirinha: z.boolean('informe sim ou não'),
  cep,
  logradouro: text(LIMITS.text),
  numero: text(20),
  bairro: text(LIMITS.text),
  cidade: text(LIMITS.text),
  uf,
  whatsapp: phone,
  latitude: coordinate(90, 'latitude').optional(),
  longitude: coordinate(180, 'longitude').optional(),
});
export type PartnerFieldsInput = z.input<typeof partnerFields>;
export type PartnerFields = z.output<typeof partnerFields>;

/** One company's menus that list the partner. */
export const partnerVisibility = z.object({
  empresaId: id,
  menus: z.object({
    nacional: z.boolean('informe sim ou não'),
    exclusivo: z.boolean('informe sim ou não'),
    local: z.boolean('informe sim ou não'),
  }),
});
export type PartnerVisibilityInput = z.input<typeof partnerVisibility>;

const visibilityList = z
  .array(partnerVisibility)
  .max(500, 'empresas demais')
  .refine((list) => new Set(list.map((v) => v.empresaId)).size === list.length, {
    message: 'empresa repetida',
  });

export const createPartnerBody = partnerFields.extend({
  /** The menus that list it from the start (an operator's must be of their companies). */
  visibilidade: visibilityList.default([]),
  /** The counter's structured discount beside the free-text `desconto` (none when absent). */
  descontoEstruturado: partnerDiscountInput.optional(),
});
export type CreatePartnerBody = z.input<typeof createPartnerBody>;

/** An update changes only the fields it sends; `ativo: true` reactivates. */
export const updatePartnerBody = partnerFields
  .extend({ ativo: z.boolean('informe sim ou não'), descontoEstruturado: partnerDiscountInput })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'nada para alterar' });
export type UpdatePartnerBody = z.input<typeof updatePartnerBody>;

export const setPartnerVisibilityBody = partnerVisibility;
export type SetPartnerVisibilityBody = z.input<typeof setPartnerVisibilityBody>;

/** A company's menus of a partner, as the console reads them. */
export const adminPartnerVisibility = z.object({
  empresaId: z.number(),
  empresa: z.string(),
  menus: z.object({ nacional: z.boolean(), exclusivo: z.boolean(), local: z.boolean() }),
  /** Which of those menus the company has switched on (a member sees only these). */
  menusAtivos: z.object({ nacional: z.boolean(), exclusivo: z.boolean(), local: z.boolean() }),
});
export type AdminPartnerVisibility = z.infer<typeof adminPartnerVisibility>;

/** One partner as the console reads it. */
export const adminPartner = z.object({
  id: z.number(),
  nome: z.string(),
  categoriaId: z.number(),
  categoria: z.string(),
  logo: z.string(),
  banner: z.string(),
  desconto: z.string(),
  /** The counter's structured discount (a percentage or a fixed amount), null when none. */
  descontoEstruturado: offerDiscount.nullable().optional(),
  texto: z.string(),
  textoCompleto: z.string(),
  validade: z.string(),
  link: z.string(),
  beneficio: z.string(),
  resgate: z.string(),
  voucher: z.string(),
  resumo: z.string(),
  descricao: z.string(),
  parceriaOnline: z.boolean(),
  parceriaFisica: z.boolean(),
  redeSocial: z.string(),
  carteirinha: z.boolean(),
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  whatsapp: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ativo: z.boolean(),
  /** Validity passed: members no longer see it. */
  vencido: z.boolean(),
  acessos: z.number(),
  /** The companies of the operator's scope that list it, with their menus. */
  visibilidade: z.array(adminPartnerVisibility),
  /** Companies outside the operator's scope that list it too (their names are not shown). */
  outrasEmpresas: z.number(),
  /** Whether this operator may change the partner's own fields (not only visibility). */
  editavel: z.boolean(),
});
export type AdminPartner = z.infer<typeof adminPartner>;

export const adminPartnerSummary = adminPartner.pick({
  id: true,
  nome: true,
  categoria: true,
  logo: true,
  desconto: true,
  validade: true,
  ativo: true,
  vencido: true,
  acessos: true,
});
export type AdminPartnerSummary = z.infer<typeof adminPartnerSummary>;

const flag = z.enum(['true', 'false'], 'use true ou false').transform((v) => v === 'true');

export const listPartnersQuery = listQuery(['nome', 'id', 'validade', 'acessos'], {
  nome: searchText.optional(),
  categoriaId: id.optional(),
  /** Only partners some menu of this company lists. */
  empresaId: id.optional(),
  ativo: flag.optional(),
});
export type ListPartnersQuery = z.input<typeof listPartnersQuery>;
export const listPartnersResponse = listResponse(adminPartnerSummary);

/* ---------------------------------------------------------------- categories */

export const categoryFields = z.object({
  nome: text(80).min(1, 'informe o nome'),
  /** The icon of the strip: a new image, the current URL, or '' (the member app's default icon). */
  logo: partnerImage,
});
export type CategoryFieldsInput = z.input<typeof categoryFields>;
export const updateCategoryBody = categoryFields
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'nada para alterar' });

export const adminCategory = z.object({
  id: z.number(),
  nome: z.string(),
  logo: z.string(),
  /** Partners in the category. */
  parceiros: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

export const listCategoriesQuery = listQuery(['nome', 'id'], { nome: searchText.optional() });
export type ListCategoriesQuery = z.input<typeof listCategoriesQuery>;
export const listCategoriesResponse = listResponse(adminCategory);

/* ---------------------------------------------------------------- the exclusive strip */

export const categoryStrip = z.object({
  empresaId: z.number(),
  /** The company's exclusive menu (0 when it has none). */
  menuId: z.number(),
  menuAtivo: z.boolean(),
  /** The categories of the strip in the order members see them. */
  categorias: z.array(z.object({ id: z.number(), nome: z.string(), logo: z.string() })),
});
export type CategoryStrip = z.infer<typeof categoryStrip>;

export const setCategoryStripBody = z.object({
  /** Category ids in the order wanted; categories left out follow by name. */
  ordem: z
    .array(id)
    .max(500, 'categorias demais')
    .refine((ids) => new Set(ids).size === ids.length, { message: 'categoria repetida' }),
});
export type SetCategoryStripBody = z.input<typeof setCategoryStripBody>;

export const adminCepQuery = getCepBody;

/** The partner and category calls with their schemas (spread into `adminEndpoints`). */
export const partnerEndpoints = {
  listPartners: {
    ...partnerRoutes.listPartners,
    query: listPartnersQuery,
    response: listPartnersResponse,
  },
  getPartner: { ...partnerRoutes.getPartner, params: recordParams, response: adminPartner },
  createPartner: {
    ...partnerRoutes.createPartner,
    body: createPartnerBody,
    response: adminPartner,
    errors: [404],
  },
  updatePartner: {
    ...partnerRoutes.updatePartner,
    params: recordParams,
    body: updatePartnerBody,
    response: adminPartner,
  },
  deactivatePartner: {
    ...partnerRoutes.deactivatePartner,
    params: recordParams,
    response: adminPartner,
  },
  setPartnerVisibility: {
    ...partnerRoutes.setPartnerVisibility,
    params: recordParams,
    body: setPartnerVisibilityBody,
    response: adminPartner,
  },
  adminCep: {
    ...partnerRoutes.adminCep,
    query: adminCepQuery,
    response: cepResult,
    errors: [404, 502],
  },
  listCategories: {
    ...partnerRoutes.listCategories,
    query: listCategoriesQuery,
    response: listCategoriesResponse,
  },
  createCategory: {
    ...partnerRoutes.createCategory,
    body: categoryFields,
    response: adminCategory,
    errors: [409],
  },
  updateCategory: {
    ...partnerRoutes.updateCategory,
    params: recordParams,
    body: updateCategoryBody,
    response: adminCategory,
    errors: [409],
  },
  deleteCategory: {
    ...partnerRoutes.deleteCategory,
    params: recordParams,
    response: adminMessageResponse,
    errors: [409],
  },
  getCategoryStrip: {
    ...partnerRoutes.getCategoryStrip,
    params: recordParams,
    response: categoryStrip,
  },
  setCategoryStrip: {
    ...partnerRoutes.setCategoryStrip,
    params: recordParams,
    body: setCategoryStripBody,
    response: categoryStrip,
  },
} as const satisfies Record<string, AdminEndpoint>;
