import { randomUUID } from 'node:crypto';
import { ERROR_CODES, LIMITS, PHOTO_QUOTA_MESSAGE } from '@clube/contract';
import type { Kysely } from 'kysely';
import type Sharp from 'sharp';
import type { Database } from '../db/schema.js';
import { badRequest, HttpError } from './http-error.js';
import { lazyModule } from './lazy-module.js';

/**
 * Photos arrive as data URLs (docs/architecture.md, Security): accepted only when the bytes are a
 * PNG, JPEG, WEBP or GIF image (the declared type is not trusted) and at most LIMITS.photoBytes.
 * Then every photo is decoded and re-encoded: what is stored is pixels only (no trailing HTML or
 * script of a polyglot file, no EXIF/GPS, no ICC or XMP), at most PHOTO_MAX_SIDE on a side, as
 * WebP. They are kept in `midia` and served at /media/<id>.
 */
export type PhotoMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export interface Photo {
  mime: PhotoMime;
  bytes: Buffer;
}

const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/]*={0,2})$/;
/** Uploaded photos get ids of their own, so they can be told apart from seeded images. */
const UPLOAD_PREFIX = 'foto-';
const UPLOAD_URL = /^\/media\/(foto-[0-9a-f-]{36})$/;

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type of the bytes by their magic numbers, or null. */
export function sniffImage(bytes: Buffer): PhotoMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const invalidPhoto = (reason: string) => badRequest(`Campo 'foto' inválido: ${reason}`);

/** The image inside a data URL; 400 naming `foto` unless it is a real image within the limit. */
export function decodePhoto(dataUrl: string): Photo {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalidPhoto('envie uma imagem PNG, JPEG, WEBP ou GIF.');
  const bytes = Buffer.from(match[1] ?? '', 'base64');
  if (bytes.length > LIMITS.photoBytes) throw invalidPhoto('foto muito grande (máximo 2 MB).');
  const mime = sniffImage(bytes);
  if (!mime) throw invalidPhoto('o arquivo não é uma imagem PNG, JPEG, WEBP ou GIF.');
  return { mime, bytes };
}

/** The longest side of a stored photo, in pixels: plenty for an avatar on a phone. */
export const PHOTO_MAX_SIDE = 1024;
/**
 * Images claiming more pixels are refused before they are decoded (a tiny file can claim
 * 30000×30000 and would take gigabytes to decode). 25 MP covers the photos of today's phones.
 */
export const PHOTO_MAX_INPUT_PIXELS = 25_000_000;
export const STORED_PHOTO_MIME = 'image/webp';

const sharp = lazyModule<typeof Sharp>('sharp');

/**
 * An uploaded image ready to be re-encoded, refused if it claims more than PHOTO_MAX_INPUT_PIXELS
 * or does not decode cleanly. sharp (libvips) loads with the first image, not at start.
 */
export const openImage = (bytes: Buffer): ReturnType<typeof Sharp> =>
  sharp()(bytes, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' });

/** Decodes the image and encodes its pixels afresh as WebP; 400 naming `foto` when it does not decode. */
export async function reencodePhoto({ bytes }: Photo): Promise<Buffer> {
  try {
    return await openImage(bytes)
      .rotate() // applies the EXIF orientation before the metadata goes
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
    throw invalidPhoto(
      tooBig
        ? 'imagem grande demais (máximo 25 megapixels).'
        : 'a imagem está corrompida ou não pôde ser lida.',
    );
  }
}

/** Bytes of the photos a member has stored (their own and their dependents'). */
async function storedPhotoBytes(db: Kysely<Database>, usuarioId: number): Promise<number> {
  const { total } = await db
    .selectFrom('midia')
    .select((eb) => eb.fn.sum<number | string | null>(eb.fn('length', ['conteudo'])).as('total'))
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirstOrThrow();
  return Number(total ?? 0);
}

/**
 * Checks, cleans and stores a photo sent as a data URL for its owner; answers its URL
 * ('/media/foto-…'). 413 when it would take the owner's photos past LIMITS.photoQuotaBytes.
 */
export async function storePhoto(
  db: Kysely<Database>,
  dataUrl: string,
  usuarioId: number,
): Promise<string> {
  const conteudo = await reencodePhoto(decodePhoto(dataUrl));
  if ((await storedPhotoBytes(db, usuarioId)) + conteudo.length > LIMITS.photoQuotaBytes) {
    throw new HttpError(413, PHOTO_QUOTA_MESSAGE, ERROR_CODES.photoQuotaExceeded);
  }
  const id = `${UPLOAD_PREFIX}${randomUUID()}`;
  await db
    .insertInto('midia')
    .values({
      id,
      mime: STORED_PHOTO_MIME,
      conteudo,
      usuario_id: usuarioId,
      created_at: new Date().toISOString(),
    })
    .execute();
  return `/media/${id}`;
}

/** Erases an uploaded photo (personal data) by its URL; seeded images and '' are left alone. */
export async function deletePhoto(db: Kysely<Database>, url: string): Promise<void> {
  const id = UPLOAD_URL.exec(url)?.[1];
  if (id) await db.deleteFrom('midia').where('id', '=', id).execute();
}
