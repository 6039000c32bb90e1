import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { getVirtualBadge } from './service.js';

/** docs/product.md#virtual-card: the acting identity's card, a dependent's too. */
export async function cardRoutes(app: FastifyInstance) {
  route(app, endpoints.virtualBadge, async (request) => {
    const cliente = await request.authorize(request.body);
    return getVirtualBadge(app.db, cliente);
  });
}
