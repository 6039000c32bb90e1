import { integrationEndpoints } from '@clube/contract/integration';
import type { FastifyInstance } from 'fastify';
import type { ImportAudit } from '../admin/imports/service.js';
import { integrationRoute, type IntegrationContext } from './route.js';
import {
  deactivateMember,
  prepareUpsert,
  readMember,
  upsertMembers,
  type PreparedUpsert,
} from './members.js';
import { listCompanyUses } from './uses.js';

/**
 * The integration API of a client company (docs/integration.md): its members, in bulk, by CPF, and the uses of its cards at partners.
 * Every call reaches only the credential's company.
 */
export async function integrationRoutes(app: FastifyInstance): Promise<void> {
  const auditOf =
    (context: IntegrationContext): ImportAudit =>
    (_db, entries) =>
      context.audit(entries);

  integrationRoute<typeof integrationEndpoints.upsertMembers, PreparedUpsert>(
    app,
    integrationEndpoints.upsertMembers,
    (request, context, prepared) =>
      upsertMembers(
        context.db,
        context.credential.empresaId,
        request.body.firstPassword,
        prepared,
        auditOf(context),
        context.now,
      ),
    (request, db) => prepareUpsert(db, request.integration.empresaId, request.body),
  );

  integrationRoute(app, integrationEndpoints.deactivateMember, (request, context) =>
    deactivateMember(
      context.db,
      context.credential.empresaId,
      request.body.cpf,
      auditOf(context),
      context.now,
    ),
  );

  integrationRoute(app, integrationEndpoints.getMember, (request, context) =>
    readMember(context.db, context.credential.empresaId, request.params.id),
  );

  integrationRoute(app, integrationEndpoints.listUses, (request, context) =>
    listCompanyUses(context.db, context.credential.empresaId, request.query),
  );
}
