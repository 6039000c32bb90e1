import {
  endpoints,
  NOTICE_LIST_LIMIT,
  NOTICE_TEXTS,
  type Identity,
  type NoticeKind,
  type NoticeScreen,
  type NoticesResponse,
} from '@clube/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { route } from '../../lib/route.js';

type Db = Kysely<Database>;

/**
 * The card whose notices the acting identity reads: its own, or, acting as a dependent, the
 * holder's card the dependent belongs to (the same person holds the phone).
 */
async function noticeCard(request: FastifyRequest, identity: Identity): Promise<number> {
  const cliente = await request.authorize(identity);
  return cliente.titular_id ?? cliente.id;
}

async function listNotices(db: Db, clienteId: number): Promise<NoticesResponse> {
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('aviso')
      .select([
        'id',
        'tipo',
        'titulo',
        'texto',
        'tela',
        'alvo_id',
        'alvo_menu_id',
        'criado_em',
        'lido_em',
      ])
      .where('cliente_id', '=', clienteId)
      .orderBy('id', 'desc')
      .limit(NOTICE_LIST_LIMIT)
      .execute(),
    db
      .selectFrom('aviso')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('cliente_id', '=', clienteId)
      .where('lido_em', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    avisos: rows.map((r) => ({
      id: r.id,
      tipo: r.tipo as NoticeKind,
      titulo: r.titulo,
      texto: r.texto,
      criadoEm: r.criado_em,
      lido: r.lido_em !== null,
      destino: { tela: r.tela as NoticeScreen, id: r.alvo_id, menu: r.alvo_menu_id },
    })),
    naoLidos: Number(unread.n),
  };
}

/** 'Avisos': the acting card's notices, and marking them read (one, or all). */
export async function noticeRoutes(app: FastifyInstance) {
  route(app, endpoints.getAvisos, async (request) =>
    listNotices(app.db, await noticeCard(request, request.body)),
  );

  route(app, endpoints.marcarAvisoLido, async (request) => {
    const clienteId = await noticeCard(request, request.body);
    const notice = await app.db
      .selectFrom('aviso')
      .select(['id', 'lido_em'])
      .where('id', '=', request.body.idAviso)
      .where('cliente_id', '=', clienteId)
      .executeTakeFirst();
    if (!notice) throw notFound(NOTICE_TEXTS.notFound);
    if (notice.lido_em === null)
      await app.db
        .updateTable('aviso')
        .set({ lido_em: new Date().toISOString() })
        .where('id', '=', notice.id)
        .where('lido_em', 'is', null)
        .execute();
    return listNotices(app.db, clienteId);
  });

  route(app, endpoints.marcarAvisosLidos, async (request) => {
    const clienteId = await noticeCard(request, request.body);
    await app.db
      .updateTable('aviso')
      .set({ lido_em: new Date().toISOString() })
      .where('cliente_id', '=', clienteId)
      .where('lido_em', 'is', null)
      .execute();
    return listNotices(app.db, clienteId);
  });
}
