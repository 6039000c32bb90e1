import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { getHelpInfo } from './service.js';

/** Spec §2 Help (Precisa de Ajuda): public contact data of a company, api key only (spec §7). */
export async function helpRoutes(app: FastifyInstance) {
  route(app, endpoints.getAjudaEmpresa, (request) => getHelpInfo(app.db, request.body.idEmpresa));
}
