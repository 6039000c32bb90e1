import type { Kysely } from 'kysely';
import type { Database, UsuarioUpdate } from '../../db/schema.js';
import { searchKey } from '../../lib/search-key.js';

type Db = Kysely<Database>;

/**
 * The login's photo as stored now, with the row locked until the transaction ends (a no-op update
 * takes the lock on both dialects), so two saves cannot both replace the same photo.
 */
export async function lockProfilePhoto(db: Db, usuarioId: number): Promise<string> {
  const row = await db
    .updateTable('usuario')
    .set((eb) => ({ foto: eb.ref('foto') }))
    .where('id', '=', usuarioId)
    .returning('foto')
    .executeTakeFirstOrThrow();
  return row.foto;
}

/** Saves the profile fields of a login; answers what the session copy holds. */
export function updateProfileRow(
  db: Db,
  usuarioId: number,
  values: Pick<UsuarioUpdate, 'nome' | 'email' | 'telefone' | 'foto'>,
) {
  return db
    .updateTable('usuario')
    .set({ ...values, ...(values.nome !== undefined && { nome_busca: searchKey(values.nome) }) })
    .where('id', '=', usuarioId)
    .returning(['nome', 'email', 'telefone', 'foto'])
    .executeTakeFirstOrThrow();
}
