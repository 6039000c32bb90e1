import { ERROR_CODES } from '@clube/contract';
import { ADMIN_MESSAGES, adminEndpoints } from '@clube/contract/admin';
import { HttpError } from '../../../lib/http-error.js';
import type { FastifyInstance } from 'fastify';
import {
  dummyPasswordHash,
  hashPassword,
  upgradedHash,
  verifyPassword,
} from '../../../lib/password.js';
import { createLoginLimits } from '../../user/login-limit.js';
import { writeAudit } from '../audit.js';
import { adminRoute, preparedAdminRoute } from '../route.js';
import {
  findOperatorByEmail,
  findOperatorById,
  replacePasswordHash,
  updatePassword,
} from './queries.js';
import {
  badCode,
  badCredentials,
  describeMe,
  needsSecondFactor,
  passSecondFactor,
  startSession,
} from './service.js';
import { secretKey } from './totp.js';

/**
 * Sign-in of the operator console (docs/product.md#console-sign-in): password, then TOTP (or enrolment, or a recovery
 * code), sign-out, who am I, own password change. The sign-in and the second factor have the
 * member sign-in's limits and lockout (docs/decisions/008-login-lockout.md), counted apart.
 */
export async function adminAuthRoutes(app: FastifyInstance): Promise<void> {
  const { loginMax } = app.config.rateLimit;
  const { loginLockout: lockout, passwordCost } = app.config;
  const signInLimits = createLoginLimits(app, { loginMax, lockout, passwordCost, prefix: 'admin' });
  const codeLimits = createLoginLimits(app, {
    loginMax,
    lockout,
    passwordCost,
    prefix: 'admin-totp',
  });
  const key = secretKey(app.config.jwtSecret);
  const sessions = app.adminSessions;

  adminRoute(app, adminEndpoints.signIn, async (request, _context, reply) => {
    const { email, password } = request.body;
    await signInLimits.check(request, reply, email);
    const operator = await findOperatorByEmail(app.db, email);
    const hash = operator?.senha_hash ?? (await dummyPasswordHash({ cost: passwordCost }));
    const right = await verifyPassword(password, hash);
    if (!operator || !right || operator.desativado_em !== null) {
      await signInLimits.recordFailure(request, email);
      throw badCredentials();
    }
    await signInLimits.unlock(email);
    const rehashed = await upgradedHash(password, operator.senha_hash, { cost: passwordCost });
    if (rehashed) await replacePasswordHash(app.db, operator.id, operator.senha_hash, rehashed);
    const secondFactor = needsSecondFactor(operator, app.config);
    return app.db
      .transaction()
      .execute((trx) => startSession(trx, sessions, key, request, reply, operator, secondFactor));
  });

  adminRoute(app, adminEndpoints.verifySecondFactor, async (request, _context, reply) => {
    const session = await sessions.require(request, 'pending');
    const limitKey = `operator|${session.operatorId}`;
    await codeLimits.check(request, reply, limitKey);
    const operator = await findOperatorById(app.db, session.operatorId);
    if (!operator) throw badCode();
    const passed = await app.db.transaction().execute(async (trx) => {
      const how = await passSecondFactor(trx, key, operator, session, request.body);
      if (!how) return false;
      // A new session id once signed in: the pending one is never promoted (session fixation).
      await sessions.discard(trx, session.id);
      await sessions.open(trx, request, reply, operator.id, null);
      const action =
        session.step === 'enroll' ? 'enrollTotp' : how === 'recovery' ? 'useRecoveryCode' : null;
      if (action)
        await writeAudit(
          trx,
          { operatorId: operator.id, ip: request.ip },
          {
            resource: 'operators',
            recordId: operator.id,
            action,
            companyId: null,
          },
        );
      return true;
    });
    if (!passed) {
      await codeLimits.recordFailure(request, limitKey);
      throw badCode();
    }
    await codeLimits.unlock(limitKey);
    return { step: 'done' as const };
  });

  adminRoute(app, adminEndpoints.signOut, async (request, _context, reply) => {
    await sessions.end(app.db, request, reply);
    return { message: ADMIN_MESSAGES.signedOut };
  });

  adminRoute(app, adminEndpoints.me, async (request, { db }) => {
    return describeMe(db, request.operator, request.adminSession!, sessions.idleSeconds);
  });

  preparedAdminRoute(
    app,
    adminEndpoints.changeOwnPassword,
    // Both scrypt runs before the transaction: it must not hold the database meanwhile.
    async (request, reply) => {
      const me = request.operator;
      await signInLimits.check(request, reply, me.email);
      const operator = await findOperatorById(app.db, me.id);
      if (!operator || !(await verifyPassword(request.body.currentPassword, operator.senha_hash))) {
        await signInLimits.recordFailure(request, me.email);
        throw badCurrentPassword();
      }
      return hashPassword(request.body.newPassword, { cost: passwordCost });
    },
    async (request, { db, audit, prepared: hash }, reply) => {
      const me = request.operator;
      await updatePassword(db, me.id, hash, new Date().toISOString());
      await sessions.endAll(db, me.id);
      sessions.clearCookie(request, reply);
      await audit({
        resource: 'operators',
        action: 'changePassword',
        recordId: me.id,
        companyId: null,
      });
      return { message: ADMIN_MESSAGES.passwordChanged };
    },
  );
}

/** A wrong current password is a 400, not a 401: the console must not read it as signed out. */
const badCurrentPassword = () =>
  new HttpError(400, ADMIN_MESSAGES.wrongCurrentPassword, ERROR_CODES.badCredentials);
