import { endpoints } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { listGrausParentesco, listSexos } from './queries.js';

/** The option lists of the forms (sexo, grau de parentesco): docs/product.md#add-or-update-a-dependent. */
export async function lookupRoutes(app: FastifyInstance) {
  route(app, endpoints.getAllSex, () => listSexos(app.db));
  route(app, endpoints.getAllGrauParentesco, () => listGrausParentesco(app.db));
}
