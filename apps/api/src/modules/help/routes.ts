import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { getHelpInfo } from './service.js';

/** docs/product.md#help (Precisa de Ajuda): public contact data of a company, api key only (docs/product.md#api-calls). */
export async function helpRoutes(app: FastifyInstance) {
  route(app, endpoints.getAjudaEmpresa, (request) => getHelpInfo(app.db, request.body.idEmpresa));
}
