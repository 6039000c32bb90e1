import { randomUUID } from 'node:crypto';
import { LIMITS } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest } from './http-error.js';

/**
 * Photos arrive as data URLs (docs/architecture.md, Security): accepted only when the bytes are a
 * PNG, JPEG, WEBP or GIF image (the declared type is not trusted) and at most LIMITS.photoBytes.
 * They are kept in `midia` and served at /media/<id>.
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

/** Checks and stores a photo sent as a data URL; answers its URL ('/media/foto-…'). */
export async function storePhoto(db: Kysely<Database>, dataUrl: string): Promise<string> {
  const { mime, bytes } = decodePhoto(dataUrl);
  const id = `${UPLOAD_PREFIX}${randomUUID()}`;
  await db
    .insertInto('midia')
    .values({ id, mime, conteudo: bytes, created_at: new Date().toISOString() })
    .execute();
  return `/media/${id}`;
}

/** Erases an uploaded photo (personal data) by its URL; seeded images and '' are left alone. */
export async function deletePhoto(db: Kysely<Database>, url: string): Promise<void> {
  const id = UPLOAD_URL.exec(url)?.[1];
  if (id) await db.deleteFrom('midia').where('id', '=', id).execute();
}
