import {
  PARTNER_TYPES,
  todayInBrazil,
  type Category,
  type PartnerDetail,
  type PartnerListItem,
  type PartnerMenuItem,
} from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Cliente, Database } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import {
  countAccess,
  findActiveMenu,
  findMenuPartner,
  findRating,
  listMenuCategories,
  listMenus,
  listPartners,
  type PartnerDetailRow,
  type PartnerListRow,
  type PartnerListFilter,
} from './queries.js';
import { latestComments, partnerExtras } from './discovery-queries.js';
import { distanceKm } from './near-me.js';

type Db = Kysely<Database>;

/*
 * Visibility (docs/decisions/005-partner-search-word-index.md): a member sees the active menus of
 * the company of the card they act as, and the partners those menus list. A menu or partner outside
 * them is 404 — the same answer as one that does not exist: partners are shared between companies,
 * so "not yours" would say something about another company's catalogue.
 */
export const MENU_NOT_FOUND = 'Menu de parceiros não encontrado.';
export const PARTNER_NOT_FOUND = 'Parceiro não encontrado.';
export const RATING_NOT_FOUND = 'Avaliação não encontrada.';
export const LINK_UNAVAILABLE = 'Link indisponível.';

/** Ratings are one per household: a dependent's card counts as its holder's (docs/product.md#partner-detail). */
export const holderCardId = (cliente: Cliente): number => cliente.titular_id ?? cliente.id;

const POSITIONS = [PARTNER_TYPES.national, PARTNER_TYPES.exclusive, PARTNER_TYPES.local] as const;

/** get-parceiros answers by position: index 0 national, 1 exclusive, 2 local (docs/product.md#constants-and-delays). */
export async function companyMenus(db: Db, empresaId: number): Promise<PartnerMenuItem[]> {
  const menus = await listMenus(db, empresaId);
  return POSITIONS.map((tipo) => {
    const menu = menus.find((m) => m.tipo === tipo);
    return menu
      ? { idServicoParceiro: menu.id, nome: menu.nome, active: menu.ativo === 1 }
      : { idServicoParceiro: 0, nome: '', active: false };
  });
}

/** The menu when the card's company shows it; else 404. */
export async function visibleMenu(db: Db, cliente: Cliente, menuId: number) {
  const menu = await findActiveMenu(db, cliente.empresa_id, menuId);
  if (!menu) throw notFound(MENU_NOT_FOUND);
  return menu;
}

/** The partner when the card's company shows it in this menu; else 404. */
export async function visiblePartner(
  db: Db,
  cliente: Cliente,
  menuId: number,
  parceiroId: number,
  now: Date = new Date(),
): Promise<PartnerDetailRow> {
  await visibleMenu(db, cliente, menuId);
  const partner = await findMenuPartner(db, menuId, parceiroId, todayInBrazil(now));
  if (!partner) throw notFound(PARTNER_NOT_FOUND);
  return partner;
}

export async function menuCategories(
  db: Db,
  menuId: number,
  now: Date = new Date(),
): Promise<Category[]> {
  const rows = await listMenuCategories(db, menuId, todayInBrazil(now));
  return rows.map((c) => ({ idCategoria: c.id, nomeCategoria: c.nome, logo: c.logo }));
}

export async function menuPartners(db: Db, filter: PartnerListFilter): Promise<PartnerListItem[]> {
  const rows = await listPartners(db, filter);
  const near = filter.near;
  return rows.map((row) => {
    const item = toPartnerListItem(row);
    if (near && row.latitude !== null && row.longitude !== null)
      item.distanciaKm = distanceKm(near, { latitude: row.latitude, longitude: row.longitude });
    return item;
  });
}

/** One decimal, as '4,6 ★' shows it; null before the first visible rating. */
export const roundedAverage = (media: number | string | null) =>
  media === null ? null : Math.round(Number(media) * 10) / 10;

function toPartnerListItem(row: PartnerListRow): PartnerListItem {
  return {
    media: roundedAverage(row.media),
    avaliacoes: Number(row.avaliacoes),
    favorito: Boolean(row.favorito),
    cidade: row.cidade,
    idParceiro: row.id,
    nomeParceiro: row.nome,
    logo: row.logo,
    nomeCategoria: row.categoria,
    acesso: row.acessos,
    desconto: row.desconto,
    texto: row.texto,
    texto_completo: row.texto_completo,
  };
}

/**
 * The detail a member opens: counts the visit (once per card, partner and Brazilian calendar day)
 * and says whether this card's household may still rate the partner; run inside the request's transaction.
 */
export async function openPartnerDetail(
  db: Db,
  cliente: Cliente,
  menuId: number,
  parceiroId: number,
  now: Date,
): Promise<PartnerDetail> {
  const partner = await visiblePartner(db, cliente, menuId, parceiroId, now);
  const counted = await countAccess(db, partner.id, cliente.id, todayInBrazil(now));
  const rating = await findRating(db, partner.id, holderCardId(cliente));
  const extras = await partnerExtras(db, partner.id, cliente.id);
  const comments = await latestComments(db, partner.id);
  return {
    ...toPartnerDetail(
      { ...partner, acessos: partner.acessos + (counted ? 1 : 0) },
      rating === undefined,
    ),
    media: roundedAverage(extras.media),
    avaliacoes: Number(extras.avaliacoes),
    favorito: Boolean(extras.favorito),
    latitude: partner.latitude,
    longitude: partner.longitude,
    comentarios: comments.map((c) => ({
      nota: c.nota,
      comentario: c.comentario,
      data: c.created_at.slice(0, 10),
    })),
  };
}

function toPartnerDetail(row: PartnerDetailRow, inserirAvaliacao: boolean): PartnerDetail {
  return {
    idParceiro: row.id,
    logo: row.logo,
    banner: row.banner,
    nomeParceiro: row.nome,
    nomeCategoria: row.categoria,
    acesso: row.acessos,
    desconto: row.desconto,
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
    logradouro: row.logradouro,
    numero: row.numero,
    bairro: row.bairro,
    cidade: row.cidade,
    uf: row.uf,
    cep: row.cep,
    whatsapp: row.whatsapp,
    inserirAvaliacao,
  };
}
export { indexPartnerNames } from './search-index.js';
