import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { listServicos } from './queries.js';

/** docs/product.md#services: the services of the acting card's company. */
export async function serviceRoutes(app: FastifyInstance) {
  route(app, endpoints.getServicos, async (request) => {
    const cliente = await request.authorize(request.body);
    return listServicos(app.db, cliente.empresa_id);
  });
}
