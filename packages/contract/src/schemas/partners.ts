import { z } from 'zod';
import { LIMITS } from '../constants.js';
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

/** idCategoria '' (or absent) is 'TODOS PARCEIROS'. */
export const getParceiroListaBody = partnerMenuBody.extend({
  idCategoria: z.union([z.literal(''), z.null(), id]).optional(),
});
export const getParceiroListaQuery = z.object({
  busca: plainText().max(LIMITS.search, 'busca muito longa').optional(),
  /** Our addition: 1-based page of PARTNER_PAGE_SIZE; absent = the whole list, as the original call expects. */
  pagina: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Our addition: 'recentes' lists the newest partners first (the home's highlights); absent = by name. */
  ordem: z.enum(['recentes'], 'ordem inválida').optional(),
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
});
export type PartnerDetail = z.infer<typeof partnerDetail>;

export const rating = z.object({ nota: z.number(), comentario: z.string() });
export type Rating = z.infer<typeof rating>;
export const insereAvaliacaoBody = partnerBody.extend({
  nota: z.number().int().min(1, 'a nota vai de 1 a 5').max(5, 'a nota vai de 1 a 5'),
  comentario: multilineText().max(LIMITS.comment, 'comentário com mais de 8000 caracteres'),
});
export type InsereAvaliacaoBody = z.infer<typeof insereAvaliacaoBody>;
