import { endpoints, MEMBER_USE_MESSAGES, todayInBrazil } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/http-error.js';
import { route } from '../../lib/route.js';

/**
 * The member's side of the counter: 'Meus usos' (the acting identity's card's uses), the report
 * of a use the member does not recognise (it reaches the operators' review list), and the
 * savings of the year for the home.
 */
export async function memberCounterRoutes(app: FastifyInstance) {
  route(app, endpoints.getMeusUsos, async (request) => {
    const cliente = await request.authorize(request.body);
    const rows = await app.db
      .selectFrom('uso as u')
      .innerJoin('parceiro as p', 'p.id', 'u.parceiro_id')
      .leftJoin('uso_reporte as r', 'r.uso_id', 'u.id')
      .select([
        'u.id',
        'u.registrado_em',
        'u.oferta_titulo',
        'u.valor_compra',
        'u.economia',
        'u.desfeito_em',
        'p.id as parceiro_id',
        'p.nome as parceiro_nome',
        'p.logo as parceiro_logo',
        'r.id as reporte_id',
      ])
      .where('u.cliente_id', '=', cliente.id)
      .orderBy('u.registrado_em', 'desc')
      .orderBy('u.id', 'desc')
      .limit(200)
      .execute();
    return {
      usos: rows.map((r) => ({
        id: r.id,
        registradoEm: r.registrado_em,
        parceiro: { id: r.parceiro_id, nome: r.parceiro_nome, logo: r.parceiro_logo },
        oferta: r.oferta_titulo,
        valorCompra: r.valor_compra,
        economia: r.economia,
        desfeito: r.desfeito_em !== null,
        reportado: r.reporte_id !== null,
      })),
    };
  });

  route(app, endpoints.reportarUso, async (request) => {
    const cliente = await request.authorize(request.body);
    const use = await app.db
      .selectFrom('uso')
      .select('id')
      .where('id', '=', request.body.idUso)
      .where('cliente_id', '=', cliente.id)
      .executeTakeFirst();
    if (!use) throw notFound(MEMBER_USE_MESSAGES.useNotFound);
    const inserted = await app.db
      .insertInto('uso_reporte')
      .values({
        uso_id: use.id,
        comentario: request.body.comentario,
        criado_em: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('uso_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0)
      throw conflict(MEMBER_USE_MESSAGES.alreadyReported);
    return { message: MEMBER_USE_MESSAGES.reported };
  });

  route(app, endpoints.getEconomia, async (request) => {
    const cliente = await request.authorize(request.body);
    const ano = Number(todayInBrazil().slice(0, 4));
    const row = await app.db
      .selectFrom('uso')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number | string>('economia'), eb.lit(0)).as('economia'),
        eb.fn.countAll<number | string>().as('usos'),
      ])
      .where('cliente_id', '=', cliente.id)
      .where('desfeito_em', 'is', null)
      .where('dia', '>=', `${ano}-01-01`)
      .where('dia', '<=', `${ano}-12-31`)
      .executeTakeFirstOrThrow();
    return { ano, economia: Number(row.economia), usos: Number(row.usos) };
  });
}
