import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function findMidia(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('midia')
    .select(['mime', 'conteudo'])
    .where('id', '=', id)
    .executeTakeFirst();
}
