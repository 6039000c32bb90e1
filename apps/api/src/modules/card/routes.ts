import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { cardSecretOf } from '../counter/card-secret.js';
import { getVirtualBadge, isCardLive } from './service.js';

/**
 * docs/product.md#virtual-card: the acting identity's card, a dependent's too, with the secret its
 * rotating code derives from (not for an ended card).
 */
export async function cardRoutes(app: FastifyInstance) {
  route(app, endpoints.virtualBadge, async (request) => {
    const cliente = await request.authorize(request.body);
    const badge = await getVirtualBadge(app.db, cliente);
    if (!(await isCardLive(app.db, cliente))) return badge;
    return { ...badge, codigo: await cardSecretOf(app.db, cliente.id) };
  });
}
