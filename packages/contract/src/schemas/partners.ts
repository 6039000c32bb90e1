import { z } from 'zod';
import { LIMITS, NEAR_ME_MAX_RADIUS_KM } from '../constants.js';
import { colors, id, identity, multilineText, plainText } from './common.js';

export const getBannersHomeBody = identity.extend({ idEmpresa: id });
/** `alt`: the image's text for screen readers (set in the console); absent from older servers. */
export const banner = z.object({
  banner: z.string(),
  urli: z.string(),
  alt: z.string().optional(),
});
export const getBannersHomeResponse = z.object({
  banners: z.array(banner),
  logo: z.string(),
  colors,
});
export type Banner = z.infer<typeof banner>;
export type GetBannersHomeResponse = z.infer<typeof getBannersHomeResponse>;

export const partnerMenuItem = z.object({
  idServicoParceiro: z.number(),
  nome: z.string(),
  active: z.boolean(),
});
export type PartnerMenuItem = z.infer<typeof partnerMenuItem>;
export const getParceirosResponse = z.array(partnerMenuItem);

export const nationalPartnerUrlResponse = z.object({ url: z.string() });

export const partnerMenuBody = identity.extend({ idServicoParceiro: id });
export const category = z.object({
  idCategoria: z.number(),
  nomeCategoria: z.string(),
  logo: z.string(),
});
export type Category = z.infer<typeof category>;
export const getCategoriasResponse = z.array(category);

/**
 * Our addition, 'Perto de mim': the member's position, rounded on the phone to
 * POSITION_DECIMALS before it leaves it, used for this request only (in the body: never in a logged URL).
 */
export const nearMe = z.object({
  latitude: z.number().min(-90, 'latitude inválida').max(90, 'latitude inválida'),
  longitude: z.number().min(-180, 'longitude inválida').max(180, 'longitude inválida'),
  /** Only partners within this many km; absent = NEAR_ME_MAX_RADIUS_KM. */
  raioKm: z
    .number()
    .min(1, `o raio vai de 1 a ${NEAR_ME_MAX_RADIUS_KM} km`)
    .max(NEAR_ME_MAX_RADIUS_KM, `o raio vai de 1 a ${NEAR_ME_MAX_RADIUS_KM} km`)
    .optional(),
});
export type NearMe = z.infer<typeof nearMe>;

/** idCategoria '' (or absent) is 'TODOS PARCEIROS'. */
export const getParceiroListaBody = partnerMenuBody.extend({
  idCategoria: z.union([z.literal(''), z.null(), id]).optional(),
  perto: nearMe.optional(),
});
export const getParceiroListaQuery = z.object({
  busca: plainText().max(LIMITS.search, 'busca muito longa').optional(),
  /** Our addition: 1-based page of PARTNER_PAGE_SIZE; absent = the whole list, as the original call expects. */
  pagina: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Our addition: 'recentes' lists the newest partners first (the home's highlights); absent = by name. */
  ordem: z.enum(['recentes'], 'ordem inválida').optional(),
  /** Our addition: '1' lists only the acting card's favourites. */
  favoritos: z.literal('1').optional(),
  /** Our addition: only partners of this city (a name from get-parceiro-cidades). */
  cidade: plainText().max(LIMITS.search, 'cidade muito longa').optional(),
});
export const partnerListItem = z.object({
  idParceiro: z.number(),
  nomeParceiro: z.string(),
  logo: z.string(),
  nomeCategoria: z.string(),
  acesso: z.number(),
  desconto: z.string(),
  texto: z.string(),
  texto_completo: z.string(),
  /** Our additions (absent from older servers): visible ratings' average (null: none yet) and count. */
  media: z.number().nullable().optional(),
  avaliacoes: z.number().optional(),
  favorito: z.boolean().optional(),
  cidade: z.string().optional(),
  /** With 'Perto de mim' only: km from the member's rounded position. */
  distanciaKm: z.number().optional(),
});
export type PartnerListItem = z.infer<typeof partnerListItem>;
export const getParceiroListaResponse = z.array(partnerListItem);

export const partnerBody = partnerMenuBody.extend({ idParceiro: id });
export const partnerDetail = z.object({
  idParceiro: z.number(),
  logo: z.string(),
  banner: z.string(),
  nomeParceiro: z.string(),
  nomeCategoria: z.string(),
  acesso: z.number(),
  desconto: z.string(),
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
  logradouro: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  cep: z.string(),
  whatsapp: z.string(),
  inserirAvaliacao: z.boolean(),
  media: z.number().nullable().optional(),
  avaliacoes: z.number().optional(),
  favorito: z.boolean().optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  /** The latest visible comments (operators' hidden ones never), newest first. */
  comentarios: z
    .array(z.object({ nota: z.number(), comentario: z.string(), data: z.string() }))
    .optional(),
});
export type PartnerDetail = z.infer<typeof partnerDetail>;

export const rating = z.object({ nota: z.number(), comentario: z.string() });
export type Rating = z.infer<typeof rating>;
export const insereAvaliacaoBody = partnerBody.extend({
  nota: z.number().int().min(1, 'a nota vai de 1 a 5').max(5, 'a nota vai de 1 a 5'),
  comentario: multilineText().max(LIMITS.comment, 'comentário com mais de 8000 caracteres'),
});
export type InsereAvaliacaoBody = z.infer<typeof insereAvaliacaoBody>;

export const favoritarBody = partnerBody.extend({ favorito: z.boolean() });
export const favoritarResponse = z.object({ favorito: z.boolean() });
export type FavoritarBody = z.infer<typeof favoritarBody>;

export const partnerCity = z.object({ cidade: z.string(), uf: z.string() });
export type PartnerCity = z.infer<typeof partnerCity>;
export const getParceiroCidadesResponse = z.array(partnerCity);
