import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest } from './http-error.js';
import { deletePhoto, storePhoto } from './photo.js';

/**
 * The photo a record keeps after a save: the current one when the form sends it back unchanged (a
 * signed URL the route has already turned back into the stored one), a new upload (checked, stored
 * under the `owner`'s quota; the old one erased first, so a member at the quota can still swap a
 * photo) or none (''). Any other URL is refused, so a record cannot point at someone else's photo.
 * Run inside the request's transaction: a refused upload leaves the old photo in place.
 */
export async function replacePhoto(
  db: Kysely<Database>,
  sent: string,
  current: string,
  owner: number | null,
): Promise<string> {
  if (sent === current) return current;
  if (sent !== '' && !sent.startsWith('data:')) {
    throw badRequest("Campo 'foto' inválido: envie uma imagem PNG, JPEG, WEBP ou GIF.");
  }
  await deletePhoto(db, current);
  if (sent === '') return '';
  if (owner === null) throw badRequest("Campo 'foto' inválido: cartão sem associado.");
  return storePhoto(db, sent, owner);
}
