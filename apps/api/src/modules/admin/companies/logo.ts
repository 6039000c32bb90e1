import { randomUUID } from 'node:crypto';
import { COMPANY_LOGO_BYTES } from '@clube/contract/admin';
import { badRequest } from '../../../lib/http-error.js';
import { openImage, sniffImage } from '../../../lib/photo.js';

/**
 * Company logos arrive as data URLs, like member photos (lib/photo.ts): accepted only when the
 * bytes are a PNG, JPEG or WEBP image (the declared type is not trusted) within
 * COMPANY_LOGO_BYTES, then decoded and re-encoded (pixels only: no trailing script of a polyglot
 * file, no metadata), at most LOGO_MAX_SIDE on a side, as WebP with its transparency. Logos are
 * public (`/media/empresa-logo-…`, cached): a new logo gets a new id.
 */
export const LOGO_MAX_SIDE = 512;
export const LOGO_MIME = 'image/webp';
const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/]*={0,2})$/;
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

const invalidLogo = (reason: string) => badRequest(`Campo 'logo' inválido: ${reason}`);

/** The logo's bytes, checked and re-encoded; 400 naming `logo` otherwise. */
export async function decodeLogo(dataUrl: string): Promise<Buffer> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalidLogo('envie uma imagem PNG, JPEG ou WEBP.');
  const bytes = Buffer.from(match[1] ?? '', 'base64');
  if (bytes.length > COMPANY_LOGO_BYTES) throw invalidLogo('logo muito grande (máximo 1 MB).');
  const mime = sniffImage(bytes);
  if (!mime || !LOGO_TYPES.has(mime)) {
    throw invalidLogo('o arquivo não é uma imagem PNG, JPEG ou WEBP.');
  }
  try {
    return await openImage(bytes)
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
  } catch {
    throw invalidLogo('a imagem está corrompida ou não pôde ser lida.');
  }
}

export const newLogoId = () => `empresa-logo-${randomUUID()}`;
