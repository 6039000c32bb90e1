import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { getCustomerProfile, updateCustomer } from './service.js';

/** docs/product.md#general-data (Dados Gerais): the acting card's record and its emergency contacts. */
export async function customerRoutes(app: FastifyInstance) {
  route(app, endpoints.getCliente, async (request) => {
    const cliente = await request.authorize(request.body);
    return app.photoUrls.withSignedFoto(await getCustomerProfile(app.db, cliente));
  });

  route(app, endpoints.updateCliente, async (request) => {
    const cliente = await request.authorize(request.body);
    const input = { ...request.body, foto: app.photoUrls.unsign(request.body.foto) };
    return app.db
      .transaction()
      .execute((trx) => updateCustomer(trx, cliente, input, request.user.id));
  });
}
