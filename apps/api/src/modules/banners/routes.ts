import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../lib/http-error.js';
import { route } from '../../lib/route.js';
import { homeBanners } from './service.js';

/** The home carousel (docs/product.md#home): banners of the company of the card the member acts as. */
export async function bannerRoutes(app: FastifyInstance) {
  route(app, endpoints.getBannersHome, async (request) => {
    const cliente = await request.authorize(request.body);
    // idEmpresa must be the acting card's company: naming another one is not the member's to read.
    if (request.body.idEmpresa !== cliente.empresa_id) throw forbidden();
    return homeBanners(app.db, cliente.empresa_id);
  });
}
