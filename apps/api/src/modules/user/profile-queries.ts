import type { Kysely } from 'kysely';
import type { Database, UsuarioUpdate } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Saves the profile fields of a login; answers what the session copy holds. */
export function updateProfileRow(
  db: Db,
  usuarioId: number,
  values: Pick<UsuarioUpdate, 'nome' | 'email' | 'telefone' | 'foto'>,
) {
  return db
    .updateTable('usuario')
    .set(values)
    .where('id', '=', usuarioId)
    .returning(['nome', 'email', 'telefone', 'foto'])
    .executeTakeFirstOrThrow();
}
