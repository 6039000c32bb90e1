import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/**
 * The club's categories and those of the companies the member holds a card of, with their items
 * (a category without items comes once, item fields null), in order.
 */
export function listFaqRows(db: Db, usuarioId: number) {
  return db
    .selectFrom('faq_categoria as c')
    .leftJoin('faq_item as i', 'i.categoria_id', 'c.id')
    .select(['c.id as categoriaId', 'c.nome as categoria', 'i.pergunta', 'i.resposta'])
    .where((eb) =>
      eb.or([
        eb('c.empresa_id', 'is', null),
        eb(
          'c.empresa_id',
          'in',
          eb
            .selectFrom('cliente')
            .select('cliente.empresa_id')
            .where('cliente.usuario_id', '=', usuarioId),
        ),
      ]),
    )
    .orderBy('c.ordem')
    .orderBy('c.id')
    .orderBy('i.ordem')
    .orderBy('i.id')
    .execute();
}
