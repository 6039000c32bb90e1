import {
  VIDEO_SERVICE_TYPES,
  type AdminBanner,
  type AdminFaqCategory,
  type AdminFaqItem,
  type AdminService,
  type AdminVideoLinks,
  type bannerFields,
  type faqItemFields,
  type updateBannerBody,
  type VideoLinksInput,
} from '@clube/contract/admin';
import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import type { BannerTable, Database } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../lib/http-error.js';
import { listVideoLinkRows } from '../../tadodoi/queries.js';
import { BANNER_MIME, decodeBannerImage, newBannerImageId } from './banner-image.js';
import { sanitizeFaqHtml } from './faq-html.js';
import * as q from './queries.js';

type Db = Kysely<Database>;

export const CONTENT_MESSAGES = {
  bannerNotFound: 'Banner não encontrado.',
  categoryNotFound: 'Categoria não encontrada.',
  itemNotFound: 'Pergunta não encontrada.',
  serviceNotFound: 'Serviço não encontrado.',
  companyNotFound: 'Empresa não encontrada.',
  emptyAnswer: 'A resposta ficou vazia depois de removido o conteúdo não permitido.',
} as const;

export const toBanner = (r: q.BannerRow): AdminBanner => ({
  id: r.id,
  empresaId: r.empresa_id,
  empresaNome: r.empresa_nome,
  imagem: r.imagem,
  link: r.link,
  ordem: r.ordem,
  alt: r.alt,
  ativoDe: r.ativo_de ?? '',
  ativoAte: r.ativo_ate ?? '',
});

export const toCategory = (r: q.CategoryRow): AdminFaqCategory => ({
  id: r.id,
  empresaId: r.empresa_id,
  empresaNome: r.empresa_nome ?? '',
  nome: r.nome,
  ordem: r.ordem,
  itens: Number(r.itens ?? 0),
});

export const toItem = (r: q.ItemRow): AdminFaqItem => ({
  id: r.id,
  categoriaId: r.categoria_id,
  categoria: r.categoria,
  empresaId: r.empresa_id,
  pergunta: r.pergunta,
  resposta: r.resposta,
  ordem: r.ordem,
});

export const toService = (r: q.ServiceRow): AdminService => ({
  id: r.id,
  empresaId: r.empresa_id,
  empresaNome: r.empresa_nome,
  nome: r.nome,
  descricao: r.descricao,
  ordem: r.ordem,
});

export async function readBanner(db: Db, id: number) {
  const row = await q.findBanner(db, id);
  if (!row) throw notFound(CONTENT_MESSAGES.bannerNotFound);
  return toBanner(row);
}

export async function requireCompany(db: Db, id: number) {
  if (!(await q.companyExists(db, id))) throw badRequest(CONTENT_MESSAGES.companyNotFound);
}

/** The image column for what was sent: a new data URL stored as media, the current URL kept. */
async function imageUrl(db: Db, sent: string, current: string, now: Date, decoded?: Buffer) {
  if (sent === current) return current;
  if (!sent.startsWith('data:')) {
    throw badRequest("Campo 'imagem' inválido: envie uma imagem PNG, JPEG ou WEBP.");
  }
  const id = newBannerImageId();
  await q.insertMedia(db, id, BANNER_MIME, decoded ?? (await decodeBannerImage(sent)), now);
  return `/media/${id}`;
}

type BannerBody = Partial<z.output<typeof bannerFields> & z.output<typeof updateBannerBody>>;

function bannerColumns(b: BannerBody): Updateable<BannerTable> {
  const c: Updateable<BannerTable> = {};
  if (b.link !== undefined) c.link = b.link;
  if (b.ordem !== undefined) c.ordem = b.ordem;
  if (b.alt !== undefined) c.alt = b.alt;
  if (b.ativoDe !== undefined) c.ativo_de = b.ativoDe || null;
  if (b.ativoAte !== undefined) c.ativo_ate = b.ativoAte || null;
  return c;
}

export async function createBanner(
  db: Db,
  body: z.output<typeof bannerFields>,
  now: Date,
  decoded?: Buffer,
) {
  await requireCompany(db, body.empresaId);
  const imagem = await imageUrl(db, body.imagem, '', now, decoded);
  const id = await q.insertBanner(db, {
    empresa_id: body.empresaId,
    imagem,
    link: body.link,
    ordem: body.ordem,
    alt: body.alt,
    ativo_de: body.ativoDe || null,
    ativo_ate: body.ativoAte || null,
  });
  return readBanner(db, id);
}

export async function changeBanner(
  db: Db,
  before: AdminBanner,
  body: z.output<typeof updateBannerBody>,
  now: Date,
  decoded?: Buffer,
) {
  const merged = { ativoDe: before.ativoDe, ativoAte: before.ativoAte, ...body };
  if (merged.ativoDe && merged.ativoAte && merged.ativoDe > merged.ativoAte) {
    throw badRequest("Campo 'ativoAte' inválido: o fim deve ser igual ou depois do início");
  }
  const values = bannerColumns(body);
  if (body.imagem !== undefined) {
    values.imagem = await imageUrl(db, body.imagem, before.imagem, now, decoded);
  }
  await q.updateBanner(db, before.id, values);
  if (values.imagem && values.imagem !== before.imagem) await q.deleteMedia(db, before.imagem);
  return readBanner(db, before.id);
}

export async function removeBanner(db: Db, banner: AdminBanner) {
  await q.deleteBanner(db, banner.id);
  await q.deleteMedia(db, banner.imagem);
}

export async function readCategory(db: Db, id: number) {
  const row = await q.findCategory(db, id);
  if (!row) throw notFound(CONTENT_MESSAGES.categoryNotFound);
  return toCategory(row);
}

export async function readItem(db: Db, id: number) {
  const row = await q.findItem(db, id);
  if (!row) throw notFound(CONTENT_MESSAGES.itemNotFound);
  return toItem(row);
}

/** The answer as stored: sanitised with the contract's allow-list; 400 if nothing is left. */
export function storedAnswer(html: string): string {
  const clean = sanitizeFaqHtml(html);
  if (clean.replace(/<[^>]*>/g, '').trim() === '') throw badRequest(CONTENT_MESSAGES.emptyAnswer);
  return clean;
}

export async function createItem(db: Db, body: z.output<typeof faqItemFields>) {
  const id = await q.insertItem(db, {
    categoria_id: body.categoriaId,
    pergunta: body.pergunta,
    resposta: storedAnswer(body.resposta),
    ordem: body.ordem,
  });
  return readItem(db, id);
}

export async function changeItem(
  db: Db,
  id: number,
  body: Partial<z.output<typeof faqItemFields>>,
) {
  await q.updateItem(db, id, {
    ...(body.categoriaId !== undefined ? { categoria_id: body.categoriaId } : {}),
    ...(body.pergunta !== undefined ? { pergunta: body.pergunta } : {}),
    ...(body.resposta !== undefined ? { resposta: storedAnswer(body.resposta) } : {}),
    ...(body.ordem !== undefined ? { ordem: body.ordem } : {}),
  });
  return readItem(db, id);
}

export async function readService(db: Db, id: number) {
  const row = await q.findService(db, id);
  if (!row) throw notFound(CONTENT_MESSAGES.serviceNotFound);
  return toService(row);
}

export async function readAttendance(db: Db, empresaId: number) {
  if (!(await q.companyExists(db, empresaId))) throw notFound(CONTENT_MESSAGES.companyNotFound);
  const row = await q.findAttendance(db, empresaId);
  return {
    empresaId,
    telefone: row?.telefone ?? '',
    chat: row?.chat ?? '',
    videoChamada: row?.video_chamada ?? '',
  };
}

/** A company's Tá Dodói video links, one per type ('' for none; of two rows, the first counts). */
export async function readVideoLinks(db: Db, empresaId: number): Promise<AdminVideoLinks> {
  const company = await q.findCompanyFlags(db, empresaId);
  if (!company) throw notFound(CONTENT_MESSAGES.companyNotFound);
  // The rows the member app reads, in its order.
  const rows = await listVideoLinkRows(db, empresaId, VIDEO_SERVICE_TYPES);
  const links = Object.fromEntries(
    VIDEO_SERVICE_TYPES.map((tipo) => [tipo, '']),
  ) as AdminVideoLinks['links'];
  for (const row of rows) {
    const tipo = row.tipo as keyof typeof links;
    if (links[tipo] === '') links[tipo] = row.url_video;
  }
  return { empresaId, atendimentoLiberado: company.atendimento_liberado === 1, links };
}

/** One row per type that has a link, in the buttons' order (docs/product.md#constants-and-delays); '' removes the type. */
export async function saveVideoLinks(db: Db, empresaId: number, links: Required<VideoLinksInput>) {
  await q.replaceVideoLinks(
    db,
    empresaId,
    VIDEO_SERVICE_TYPES,
    VIDEO_SERVICE_TYPES.filter((tipo) => links[tipo] !== '').map((tipo) => ({
      tipo,
      url_video: links[tipo],
    })),
  );
}
