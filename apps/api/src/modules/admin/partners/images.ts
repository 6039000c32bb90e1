import { randomUUID } from 'node:crypto';
import { PARTNER_IMAGE_BYTES } from '@clube/contract/admin';
import { badRequest } from '../../../lib/http-error.js';
import { openImage, sniffImage } from '../../../lib/photo.js';

/**
 * Partner logos and banners and category icons arrive as data URLs, like company logos: accepted
 * only when the bytes are a PNG, JPEG or WEBP (the declared type is not trusted) within
 * PARTNER_IMAGE_BYTES, then decoded and re-encoded (pixels only), capped on their longest side,
 * as WebP. They are public images (`/media/parceiro-…`): a new image gets a new id.
 */
export const PARTNER_IMAGE_MIME = 'image/webp';
const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/]*={0,2})$/;
const TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export type ImageField = 'logo' | 'banner';
/** Longest side kept, per use. */
export const IMAGE_SIDES = { logo: 512, banner: 1200, icon: 256 } as const;

const invalid = (field: string, reason: string) =>
  badRequest(`Campo '${field}' inválido: ${reason}`);

/** The image's bytes, checked and re-encoded; 400 naming the field otherwise. */
export async function decodePartnerImage(
  field: string,
  dataUrl: string,
  maxSide: number,
): Promise<Buffer> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalid(field, 'envie uma imagem PNG, JPEG ou WEBP.');
  const bytes = Buffer.from(match[1] ?? '', 'base64');
  if (bytes.length > PARTNER_IMAGE_BYTES)
    throw invalid(field, 'imagem muito grande (máximo 1 MB).');
  const mime = sniffImage(bytes);
  if (!mime || !TYPES.has(mime)) {
    throw invalid(field, 'o arquivo não é uma imagem PNG, JPEG ou WEBP.');
  }
  try {
    return await openImage(bytes)
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85, alphaQuality: 100 })
      .toBuffer();
  } catch {
    throw invalid(field, 'a imagem está corrompida ou não pôde ser lida.');
  }
}

export const newImageId = (kind: 'logo' | 'banner' | 'icone') =>
  kind === 'icone' ? `categoria-icone-${randomUUID()}` : `parceiro-${kind}-${randomUUID()}`;
