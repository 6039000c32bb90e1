import { z } from 'zod';
import { LIMITS, VIDEO_SERVICE_LABELS, type VideoServiceType } from '../constants.js';
import { id, isoDate, multilineText, phone, plainText } from '../schemas/common.js';
import { httpUrl } from './companies.js';
import { contentRoutes } from './content-routes.js';
import type { AdminEndpoint } from './endpoints.js';
import { listQuery, listResponse, queryId, recordParams } from './schemas/list.js';

/**
 * Home and help content in the operator console (docs/product.md#console-home-and-help-content): banners of a company's home carousel
 * (get-banners-home), the FAQ (get-faq-total), a company's services (get-servicos) and 24-hour
 * attendance contacts (get-atendimento), Tá Dodói video links (habilitar-link-atendimento).
 * Decisions 044 (content per company), 045 (FAQ HTML) and 050 (video links).
 */

const shortText = (max: number, empty = 'informe o texto') =>
  plainText().trim().min(1, empty).max(max, `máximo ${max} caracteres`);
const order = z
  .number('informe um número')
  .int('informe um número inteiro')
  .min(0, 'não pode ser negativo')
  .max(9999, 'máximo 9999');
const optionalDate = z.union([z.literal(''), isoDate]);

/** The largest banner upload: 2 MiB of image (a data URL of ~2.8 MB). */
export const BANNER_IMAGE_BYTES = 2 * 1024 * 1024;
export const BANNER_IMAGE_DATA_URL = 2_900_000;

/** A new image as a data URL (PNG, JPEG or WebP; the server checks the bytes), or its current URL. */
export const bannerImage = z
  .string()
  .max(BANNER_IMAGE_DATA_URL, 'imagem muito grande (máximo 2 MB)')
  .refine((v) => /^data:image\/(png|jpeg|webp);base64,/.test(v) || /^\/media\/[\w.-]+$/.test(v), {
    message: 'envie uma imagem PNG, JPEG ou WEBP',
  });

const bannerShape = z.object({
  empresaId: id,
  imagem: bannerImage,
  link: httpUrl,
  ordem: order,
  alt: shortText(200, 'descreva a imagem para quem não a vê'),
  /** First and last day shown ('' for no limit), in Brazil's calendar. */
  ativoDe: optionalDate,
  ativoAte: optionalDate,
});
const datesInOrder = (v: { ativoDe?: string; ativoAte?: string }) =>
  !v.ativoDe || !v.ativoAte || v.ativoDe <= v.ativoAte;
const DATES_MESSAGE = { message: 'o fim deve ser igual ou depois do início', path: ['ativoAte'] };

export const bannerFields = bannerShape.refine(datesInOrder, DATES_MESSAGE);
export type BannerFieldsInput = z.input<typeof bannerFields>;
export const updateBannerBody = bannerShape
  .omit({ empresaId: true })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'nada para alterar' })
  .refine(datesInOrder, DATES_MESSAGE);
export type UpdateBannerBody = z.input<typeof updateBannerBody>;

export const adminBanner = z.object({
  id: z.number(),
  empresaId: z.number(),
  empresaNome: z.string(),
  imagem: z.string(),
  link: z.string(),
  ordem: z.number(),
  alt: z.string(),
  ativoDe: z.string(),
  ativoAte: z.string(),
});
export type AdminBanner = z.infer<typeof adminBanner>;

export const listBannersQuery = listQuery(['ordem', 'id'], { empresaId: queryId.optional() });
export type ListBannersQuery = z.input<typeof listBannersQuery>;
export const listBannersResponse = listResponse(adminBanner);

/** A FAQ category: the whole club's (`empresaId` null, admin only) or one company's. */
export const faqCategoryFields = z.object({
  empresaId: id.nullable(),
  nome: shortText(LIMITS.name, 'informe o nome'),
  ordem: order,
});
export type FaqCategoryFieldsInput = z.input<typeof faqCategoryFields>;
export const updateFaqCategoryBody = faqCategoryFields
  .omit({ empresaId: true })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'nada para alterar' });

export const adminFaqCategory = z.object({
  id: z.number(),
  empresaId: z.number().nullable(),
  empresaNome: z.string(),
  nome: z.string(),
  ordem: z.number(),
  itens: z.number(),
});
export type AdminFaqCategory = z.infer<typeof adminFaqCategory>;
export const listFaqCategoriesQuery = listQuery(['ordem', 'nome', 'id'], {
  empresaId: queryId.optional(),
});
export const listFaqCategoriesResponse = listResponse(adminFaqCategory);

/** The largest answer, as HTML. */
export const FAQ_ANSWER_MAX = 20_000;

/** An item: the answer is HTML, sanitised by the server on save with the FAQ allow-list. */
export const faqItemFields = z.object({
  categoriaId: id,
  pergunta: shortText(LIMITS.text, 'informe a pergunta'),
  resposta: multilineText()
    .trim()
    .min(1, 'informe a resposta')
    .max(FAQ_ANSWER_MAX, `máximo ${FAQ_ANSWER_MAX} caracteres`),
  ordem: order,
});
export type FaqItemFieldsInput = z.input<typeof faqItemFields>;
export const updateFaqItemBody = faqItemFields
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'nada para alterar' });

export const adminFaqItem = z.object({
  id: z.number(),
  categoriaId: z.number(),
  categoria: z.string(),
  empresaId: z.number().nullable(),
  pergunta: z.string(),
  resposta: z.string(),
  ordem: z.number(),
});
export type AdminFaqItem = z.infer<typeof adminFaqItem>;
export const listFaqItemsQuery = listQuery(['ordem', 'pergunta', 'id'], {
  categoriaId: queryId.optional(),
});
export const listFaqItemsResponse = listResponse(adminFaqItem);

export const serviceFields = z.object({
  empresaId: id,
  nome: shortText(LIMITS.name, 'informe o nome'),
  descricao: multilineText()
    .trim()
    .min(1, 'informe a descrição')
    .max(4000, 'máximo 4000 caracteres'),
  ordem: order,
});
export type ServiceFieldsInput = z.input<typeof serviceFields>;
export const updateServiceBody = serviceFields
  .omit({ empresaId: true })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'nada para alterar' });

export const adminService = z.object({
  id: z.number(),
  empresaId: z.number(),
  empresaNome: z.string(),
  nome: z.string(),
  descricao: z.string(),
  ordem: z.number(),
});
export type AdminService = z.infer<typeof adminService>;
export const listServicesQuery = listQuery(['ordem', 'nome', 'id'], {
  empresaId: queryId.optional(),
});
export const listServicesResponse = listResponse(adminService);

/** A company's 24-hour attendance line: phone, chat and video-call links ('' for none). */
export const attendanceContacts = z.object({
  telefone: phone,
  chat: httpUrl,
  videoChamada: httpUrl,
});
export type AttendanceContactsInput = z.input<typeof attendanceContacts>;
export const adminAttendanceContacts = z.object({
  empresaId: z.number(),
  telefone: z.string(),
  chat: z.string(),
  videoChamada: z.string(),
});
export type AdminAttendanceContacts = z.infer<typeof adminAttendanceContacts>;

/** The video services of Tá Dodói (docs/product.md#constants-and-delays), in the order of their buttons. */
export const VIDEO_SERVICE_TYPES = Object.keys(VIDEO_SERVICE_LABELS) as VideoServiceType[];

const perVideoService = <S extends z.ZodType>(field: S) =>
  z.object({
    TELEMEDICINA: field,
    ESPECIALIDADE: field,
    PSICOLOGIA: field,
    NUTRICAO: field,
    FITNESS: field,
    TREINO: field,
  } satisfies Record<VideoServiceType, S>);

/** A company's video links, every type ('' = the member app shows no button for it). */
export const videoLinks = perVideoService(httpUrl);
export type VideoLinksInput = z.input<typeof videoLinks>;
export const adminVideoLinks = z.object({
  empresaId: z.number(),
  /** Tá Dodói is open to the company's members (its menu and screens). */
  atendimentoLiberado: z.boolean(),
  links: perVideoService(z.string()),
});
export type AdminVideoLinks = z.infer<typeof adminVideoLinks>;

const deleted = z.object({ id: z.number() });

/** The content calls with their schemas (spread into `adminEndpoints`). */
export const contentEndpoints = {
  listBanners: {
    ...contentRoutes.listBanners,
    query: listBannersQuery,
    response: listBannersResponse,
  },
  getBanner: { ...contentRoutes.getBanner, params: recordParams, response: adminBanner },
  createBanner: { ...contentRoutes.createBanner, body: bannerFields, response: adminBanner },
  updateBanner: {
    ...contentRoutes.updateBanner,
    params: recordParams,
    body: updateBannerBody,
    response: adminBanner,
  },
  deleteBanner: { ...contentRoutes.deleteBanner, params: recordParams, response: deleted },

  listFaqCategories: {
    ...contentRoutes.listFaqCategories,
    query: listFaqCategoriesQuery,
    response: listFaqCategoriesResponse,
  },
  createFaqCategory: {
    ...contentRoutes.createFaqCategory,
    body: faqCategoryFields,
    response: adminFaqCategory,
  },
  updateFaqCategory: {
    ...contentRoutes.updateFaqCategory,
    params: recordParams,
    body: updateFaqCategoryBody,
    response: adminFaqCategory,
  },
  deleteFaqCategory: {
    ...contentRoutes.deleteFaqCategory,
    params: recordParams,
    response: deleted,
  },
  listFaqItems: {
    ...contentRoutes.listFaqItems,
    query: listFaqItemsQuery,
    response: listFaqItemsResponse,
  },
  getFaqItem: { ...contentRoutes.getFaqItem, params: recordParams, response: adminFaqItem },
  createFaqItem: {
    ...contentRoutes.createFaqItem,
    body: faqItemFields,
    response: adminFaqItem,
    // The category it names may not exist (as createPartner's).
    errors: [404],
  },
  updateFaqItem: {
    ...contentRoutes.updateFaqItem,
    params: recordParams,
    body: updateFaqItemBody,
    response: adminFaqItem,
  },
  deleteFaqItem: { ...contentRoutes.deleteFaqItem, params: recordParams, response: deleted },

  listServices: {
    ...contentRoutes.listServices,
    query: listServicesQuery,
    response: listServicesResponse,
  },
  createService: { ...contentRoutes.createService, body: serviceFields, response: adminService },
  updateService: {
    ...contentRoutes.updateService,
    params: recordParams,
    body: updateServiceBody,
    response: adminService,
  },
  deleteService: { ...contentRoutes.deleteService, params: recordParams, response: deleted },

  getAttendanceContacts: {
    ...contentRoutes.getAttendanceContacts,
    params: recordParams,
    response: adminAttendanceContacts,
  },
  saveAttendanceContacts: {
    ...contentRoutes.saveAttendanceContacts,
    params: recordParams,
    body: attendanceContacts,
    response: adminAttendanceContacts,
  },
  getVideoLinks: {
    ...contentRoutes.getVideoLinks,
    params: recordParams,
    response: adminVideoLinks,
  },
  saveVideoLinks: {
    ...contentRoutes.saveVideoLinks,
    params: recordParams,
    body: videoLinks,
    response: adminVideoLinks,
  },
} as const satisfies Record<string, AdminEndpoint>;
