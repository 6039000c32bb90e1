import {
  MIN_NEW_PASSWORD_LENGTH,
  SAME_PASSWORD_MESSAGE,
  SHORT_PASSWORD_MESSAGE,
  type UpdateProfileResponse,
  type updateProfileBody,
} from '@clube/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, Usuario } from '../../db/schema.js';
import { badRequest } from '../../lib/http-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { replacePhoto } from '../../lib/replace-photo.js';
import { lockProfilePhoto, updateProfileRow } from './profile-queries.js';

type Db = Kysely<Database>;
export type UpdateProfileInput = z.output<typeof updateProfileBody>;

/**
 * Saves the profile page (docs/product.md#profile) over the login's nome, e-mail, phone and photo; run
 * inside the request's transaction. The login (CPF) is never changed, whatever the body says.
 * Answers what the web app keeps in its session copy.
 */
export async function updateProfile(
  db: Db,
  usuario: Usuario,
  input: UpdateProfileInput,
): Promise<UpdateProfileResponse> {
  const current = await lockProfilePhoto(db, usuario.id);
  const foto = await replacePhoto(db, input.foto, current, usuario.id);
  const saved = await updateProfileRow(db, usuario.id, {
    nome: input.nome,
    email: input.email,
    telefone: input.telefone,
    foto,
  });
  return saved;
}

/**
 * The profile's password change: the current password must match and the new one differ from it.
 * Answers the new password's hash (the route stores it in a transaction), or null when the current
 * password is wrong.
 */
export async function newOwnPasswordHash(
  usuario: Usuario,
  { oldpass, newpass }: { oldpass: string; newpass: string },
  cost: number,
): Promise<string | null> {
  if (newpass.length < MIN_NEW_PASSWORD_LENGTH) throw badRequest(SHORT_PASSWORD_MESSAGE);
  if (!(await verifyPassword(oldpass, usuario.senha_hash))) return null;
  if (newpass === oldpass) throw badRequest(SAME_PASSWORD_MESSAGE);
  return hashPassword(newpass, { cost });
}
