import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest } from './http-error.js';
import { deletePhoto, storePhoto } from './photo.js';

/**
 * The photo a record keeps after a save: the current one when the form sends it back unchanged, a
 * new upload (checked and stored; the old one erased) or none (''). Any other URL is refused, so a
 * record cannot point at someone else's photo.
 */
export async function replacePhoto(
  db: Kysely<Database>,
  sent: string,
  current: string,
): Promise<string> {
  if (sent === current) return current;
  if (sent !== '' && !sent.startsWith('data:')) {
    throw badRequest("Campo 'foto' inválido: envie uma imagem PNG, JPEG, WEBP ou GIF.");
  }
  const url = sent === '' ? '' : await storePhoto(db, sent);
  await deletePhoto(db, current);
  return url;
}
