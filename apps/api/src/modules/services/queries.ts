import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export function listServicos(db: Db, empresaId: number) {
  return db
    .selectFrom('servico')
    .select(['nome', 'descricao'])
    .where('empresa_id', '=', empresaId)
    .orderBy('ordem')
    .orderBy('id')
    .execute();
}
