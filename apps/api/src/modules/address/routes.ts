import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { createCepProvider } from '../../providers/cep/index.js';
import { lookUpCep, toAddress, updateAddress } from './service.js';

/** docs/product.md#my-address, and the postal-code lookup of its form (getCEP). */
export async function addressRoutes(app: FastifyInstance) {
  const cepProvider = createCepProvider(app.config, app.db);

  route(app, endpoints.getClienteEndereco, async (request) => {
    const cliente = await request.authorize(request.body);
    return toAddress(cliente);
  });

  // One statement: no transaction needed.
  route(app, endpoints.updateClienteEndereco, async (request) => {
    const cliente = await request.authorize(request.body);
    return updateAddress(app.db, cliente, request.body);
  });

  route(app, endpoints.getCep, (request) => lookUpCep(cepProvider, request.body.cep, request.log));
}
