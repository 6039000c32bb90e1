import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { listGrausParentesco, listSexos } from './queries.js';

/** The option lists of the forms (sexo, grau de parentesco): spec §3 Sex and Kinship options. */
export async function lookupRoutes(app: FastifyInstance) {
  route(app, endpoints.getAllSex, () => listSexos(app.db));
  route(app, endpoints.getAllGrauParentesco, () => listGrausParentesco(app.db));
}
