import { DEPENDENT_MESSAGES, endpoints, type Identity } from '@clube/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/http-error.js';
import { idempotencyKeyOf, idempotentWrite } from '../../lib/idempotency.js';
import { route } from '../../lib/route.js';
import type { DependentAccess } from '../../plugins/acting-identity.js';
import { companyAllowsDependents } from './queries.js';
import {
  createDependent,
  listDependents,
  removeDependent,
  toDependent,
  updateDependent,
} from './service.js';

/** A live dependent of one of the caller's cards; erased or someone else's → 403 (acting identity). */
const ownDependent = (
  request: FastifyRequest,
  input: { idDependente: number } & Partial<Identity>,
): Promise<DependentAccess> => request.authorizeDependent(input);

/** docs/product.md#dependents and #add-or-update-a-dependent; the rules are in service.ts. */
export async function dependentRoutes(app: FastifyInstance) {
  route(app, endpoints.getDependentes, async (request) => {
    const card = await request.authorizeHolder(request.body);
    return listDependents(app.db, card.id);
  });

  route(app, endpoints.getDependenteUnico, async (request) => {
    const { dependente } = await ownDependent(request, request.body);
    return app.photoUrls.withSignedFoto(toDependent(dependente));
  });

  route(app, endpoints.insertDependente, async (request, reply) => {
    const { idCliente, idPerfil, ...fields } = request.body;
    const foto = app.photoUrls.unsign(fields.foto);
    const chave = idempotencyKeyOf(request);
    const titular = await request.authorizeHolder({ idCliente, idPerfil });
    if (!(await companyAllowsDependents(app.db, titular.empresa_id))) {
      throw forbidden(DEPENDENT_MESSAGES.creationDisabled);
    }
    const { path: rota, response } = endpoints.insertDependente;
    const saved = await idempotentWrite(
      { db: app.db, reply, usuarioId: request.user.id, rota, chave, response },
      (trx) => createDependent(trx, titular, { ...fields, foto }),
    );
    return app.photoUrls.withSignedFoto(saved);
  });

  route(app, endpoints.updateDependente, async (request, reply) => {
    const { idCliente, idPerfil, idDependente, ...fields } = request.body;
    const foto = app.photoUrls.unsign(fields.foto);
    const chave = idempotencyKeyOf(request);
    const access = await ownDependent(request, { idDependente, idCliente, idPerfil });
    const { path: rota, response } = endpoints.updateDependente;
    const saved = await idempotentWrite(
      { db: app.db, reply, usuarioId: request.user.id, rota, chave, response },
      (trx) => updateDependent(trx, access, { ...fields, foto }),
    );
    return app.photoUrls.withSignedFoto(saved);
  });

  route(app, endpoints.deleteDependente, async (request) => {
    const access = await ownDependent(request, request.body);
    return app.db.transaction().execute((trx) => removeDependent(trx, access, request.user.id));
  });
}
