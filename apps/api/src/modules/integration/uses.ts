import type { ListUsesResponse } from '@clube/contract/integration';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { listUsesQuery } from '@clube/contract/integration';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;
type UsesQuery = z.output<typeof listUsesQuery>;

/**
 * The uses of the company's cards at partners' counters (`uso.empresa_id`, the card's company
 * when used), oldest first so a page already read never shifts as new uses arrive. Ids, partner,
 * offer and amounts only: the console's export also names the member and the staff, which an
 * integration reads, if it must, through `GET /members/:id` (docs/decisions/120).
 */
export async function listCompanyUses(
  db: Db,
  empresaId: number,
  query: UsesQuery,
): Promise<ListUsesResponse> {
  let base = db
    .selectFrom('uso as u')
    .innerJoin('parceiro as p', 'p.id', 'u.parceiro_id')
    .innerJoin('cliente as c', 'c.id', 'u.cliente_id')
    .leftJoin('cliente as t', 't.id', 'c.titular_id')
    .where('u.empresa_id', '=', empresaId);
  if (query.from) base = base.where('u.dia', '>=', query.from);
  if (query.to) base = base.where('u.dia', '<=', query.to);
  if (query.partnerId) base = base.where('u.parceiro_id', '=', query.partnerId);
  const [rows, count] = await Promise.all([
    base
      .select([
        'u.id',
        'u.cliente_id',
        'c.usuario_id',
        't.usuario_id as titular_usuario_id',
        'p.id as parceiro_id',
        'p.nome as parceiro_nome',
        'u.oferta_titulo',
        'u.registrado_em',
        'u.dia',
        'u.valor_compra',
        'u.economia',
        'u.desfeito_em',
      ])
      .orderBy('u.registrado_em', 'asc')
      .orderBy('u.id', 'asc')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      cardId: r.cliente_id,
      memberId: r.usuario_id ?? r.titular_usuario_id ?? null,
      partner: { id: r.parceiro_id, name: r.parceiro_nome },
      offer: r.oferta_titulo,
      registeredAt: r.registrado_em,
      day: r.dia,
      purchaseValue: r.valor_compra,
      saving: r.economia,
      undoneAt: r.desfeito_em,
    })),
    total: Number(count.total),
    page: query.page,
    perPage: query.perPage,
  };
}
