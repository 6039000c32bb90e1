import { ADMIN_MESSAGES, adminEndpoints } from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import {
  auditView,
  createOperator,
  firstPassword,
  getOperator,
  listOperators,
  updateOperator,
} from './service.js';
import { adminRoute, preparedAdminRoute } from '../route.js';
import { clearTotp } from './queries.js';

/**
 * Operators (admin only, docs/product.md#console-operators): list, read, invite, change role or scope, disable (which ends
 * their sessions), end their sessions, reset their 2FA. Every write is audited.
 */
export async function adminOperatorRoutes(app: FastifyInstance): Promise<void> {
  const sessions = app.adminSessions;

  adminRoute(app, adminEndpoints.listOperators, async (request, { db }) =>
    listOperators(db, request.query),
  );

  adminRoute(app, adminEndpoints.getOperator, async (request, { db }) =>
    getOperator(db, request.params.id),
  );

  preparedAdminRoute(
    app,
    adminEndpoints.createOperator,
    (request) => firstPassword(request.body, app.config.passwordCost),
    async (request, { db, audit, prepared }) => {
      const created = await createOperator(db, request.body, prepared);
      await audit({
        recordId: created.operator.id,
        after: auditView(created.operator),
        companyId: null,
      });
      return created;
    },
  );

  adminRoute(app, adminEndpoints.updateOperator, async (request, { db, audit, operator }) => {
    const { before, after, disabled } = await updateOperator(
      db,
      request.params.id,
      request.body,
      operator.id,
    );
    if (disabled) await sessions.endAll(db, after.id);
    await audit({
      recordId: after.id,
      before: auditView(before),
      after: auditView(after),
      companyId: null,
    });
    return disabled ? { ...after, activeSessions: 0 } : after;
  });

  adminRoute(app, adminEndpoints.endOperatorSessions, async (request, { db, audit }) => {
    const target = await getOperator(db, request.params.id);
    const ended = await sessions.endAll(db, target.id);
    await audit({
      recordId: target.id,
      before: { sessions: target.activeSessions },
      after: { sessions: 0 },
      companyId: null,
    });
    return { message: `${ADMIN_MESSAGES.sessionsEnded} (${ended})` };
  });

  adminRoute(app, adminEndpoints.resetOperatorTotp, async (request, { db, audit }) => {
    const target = await getOperator(db, request.params.id);
    await clearTotp(db, target.id, new Date().toISOString());
    await sessions.endAll(db, target.id);
    await audit({
      action: 'resetTwoFactor',
      recordId: target.id,
      before: { twoFactorEnabled: target.totpEnabled },
      after: { twoFactorEnabled: false },
      companyId: null,
    });
    return { message: ADMIN_MESSAGES.totpReset };
  });
}
