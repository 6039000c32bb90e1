import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { listContracts, listInvoices } from './service.js';

/** docs/product.md#contracts and #contract-details. The calls name idCliente (and idContrato), no idPerfil. */
export async function contractRoutes(app: FastifyInstance) {
  route(app, endpoints.getContrato, async (request) => {
    const cliente = await request.authorize({ idCliente: request.body.idCliente });
    return listContracts(app.db, cliente.id);
  });

  route(app, endpoints.getContratoPagamento, async (request) => {
    const { idCliente, idContrato } = request.body;
    await request.authorizeOwned('contrato', idContrato, { idCliente });
    return listInvoices(app.db, idContrato);
  });
}
