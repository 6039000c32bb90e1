import { endpoints, PARTNER_MESSAGES, PARTNER_TYPES, todayInBrazil } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/http-error.js';
import { route } from '../../lib/route.js';
import { findNationalPartnerLink, findRating, insertRating } from './queries.js';
import { menuCities, setFavourite } from './discovery-queries.js';
import { nearMeArea } from './near-me.js';
import { searchWords } from './search-index.js';
import {
  companyMenus,
  holderCardId,
  LINK_UNAVAILABLE,
  menuCategories,
  menuPartners,
  openPartnerDetail,
  RATING_NOT_FOUND,
  visibleMenu,
  visiblePartner,
} from './service.js';

/** Partner menus, categories, list with search, detail and rating (docs/product.md#partner-types to #partner-detail). */
export async function partnerRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, endpoints.getParceiros, async (request) => {
    const cliente = await request.authorize(request.body);
    return companyMenus(db, cliente.empresa_id);
  });

  route(app, endpoints.getUrlParceiroNacional, async (request) => {
    const cliente = await request.authorize(request.body);
    const found = await findNationalPartnerLink(db, cliente.empresa_id, PARTNER_TYPES.national);
    if (!found?.link) throw notFound(LINK_UNAVAILABLE);
    return { url: found.link };
  });

  route(app, endpoints.getParceiroCategoria, async (request) => {
    const cliente = await request.authorize(request.body);
    const menu = await visibleMenu(db, cliente, request.body.idServicoParceiro);
    return menuCategories(db, menu.id);
  });

  route(app, endpoints.getParceiroLista, async (request) => {
    const { idServicoParceiro, idCategoria, perto } = request.body;
    const cliente = await request.authorize(request.body);
    const menu = await visibleMenu(db, cliente, idServicoParceiro);
    return menuPartners(db, {
      menuId: menu.id,
      categoriaId: typeof idCategoria === 'number' ? idCategoria : undefined,
      words: searchWords(request.query.busca),
      page: request.query.pagina,
      today: todayInBrazil(),
      newestFirst: request.query.ordem === 'recentes',
      clienteId: cliente.id,
      favourites: request.query.favoritos === '1',
      cidade: request.query.cidade?.trim() || undefined,
      near: perto && nearMeArea(perto),
    });
  });

  route(app, endpoints.getParceiroDetalhe, async (request) => {
    const { idServicoParceiro, idParceiro } = request.body;
    const cliente = await request.authorize(request.body);
    return db
      .transaction()
      .execute((trx) => openPartnerDetail(trx, cliente, idServicoParceiro, idParceiro, new Date()));
  });

  route(app, endpoints.favoritarParceiro, async (request) => {
    const { idServicoParceiro, idParceiro, favorito } = request.body;
    const cliente = await request.authorize(request.body);
    await visiblePartner(db, cliente, idServicoParceiro, idParceiro);
    await setFavourite(db, cliente.id, idParceiro, favorito, new Date());
    return { favorito };
  });

  route(app, endpoints.getParceiroCidades, async (request) => {
    const cliente = await request.authorize(request.body);
    const menu = await visibleMenu(db, cliente, request.body.idServicoParceiro);
    return menuCities(db, menu.id, todayInBrazil());
  });

  route(app, endpoints.getAvaliacao, async (request) => {
    const { idServicoParceiro, idParceiro } = request.body;
    const cliente = await request.authorize(request.body);
    await visiblePartner(db, cliente, idServicoParceiro, idParceiro);
    const rating = await findRating(db, idParceiro, holderCardId(cliente));
    if (!rating) throw notFound(RATING_NOT_FOUND);
    return rating;
  });

  route(app, endpoints.insereAvaliacao, async (request) => {
    const { idServicoParceiro, idParceiro, nota, comentario } = request.body;
    const cliente = await request.authorize(request.body);
    await visiblePartner(db, cliente, idServicoParceiro, idParceiro);
    const rating = {
      parceiroId: idParceiro,
      clienteId: cliente.id,
      titularId: holderCardId(cliente),
      nota,
      comentario,
    };
    if (!(await insertRating(db, { ...rating, now: new Date() })))
      throw conflict(PARTNER_MESSAGES.alreadyRated);
    return { message: PARTNER_MESSAGES.ratingSent };
  });
}
