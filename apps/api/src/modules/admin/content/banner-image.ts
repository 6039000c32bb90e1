import { randomUUID } from 'node:crypto';
import { BANNER_IMAGE_BYTES } from '@clube/contract/admin';
import { badRequest } from '../../../lib/http-error.js';
import { openImage, sniffImage } from '../../../lib/photo.js';

/**
 * Banner images arrive as data URLs, like company logos (companies/logo.ts): accepted only when
 * the bytes are a PNG, JPEG or WebP (the declared type is not trusted) within BANNER_IMAGE_BYTES,
 * then decoded and re-encoded as WebP (pixels only: no metadata, nothing trailing), at most
 * BANNER_MAX_WIDTH wide. Public under /media (a new image gets a new id).
 */
export const BANNER_MAX_WIDTH = 1200;
export const BANNER_MIME = 'image/webp';
const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/]*={0,2})$/;
const TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

const invalid = (reason: string) => badRequest(`Campo 'imagem' inválido: ${reason}`);

export async function decodeBannerImage(dataUrl: string): Promise<Buffer> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalid('envie uma imagem PNG, JPEG ou WEBP.');
  const bytes = Buffer.from(match[1] ?? '', 'base64');
  if (bytes.length > BANNER_IMAGE_BYTES) throw invalid('imagem muito grande (máximo 2 MB).');
  const mime = sniffImage(bytes);
  if (!mime || !TYPES.has(mime)) throw invalid('o arquivo não é uma imagem PNG, JPEG ou WEBP.');
  try {
    return await openImage(bytes)
      .rotate()
      .resize({ width: BANNER_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid('a imagem está corrompida ou não pôde ser lida.');
  }
}

export const newBannerImageId = () => `banner-${randomUUID()}`;
