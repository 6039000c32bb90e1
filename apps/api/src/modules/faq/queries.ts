import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Every category with its items (a category without items comes once, item fields null), in order. */
export function listFaqRows(db: Db) {
  return db
    .selectFrom('faq_categoria as c')
    .leftJoin('faq_item as i', 'i.categoria_id', 'c.id')
    .select(['c.id as categoriaId', 'c.nome as categoria', 'i.pergunta', 'i.resposta'])
    .orderBy('c.ordem')
    .orderBy('c.id')
    .orderBy('i.ordem')
    .orderBy('i.id')
    .execute();
}
