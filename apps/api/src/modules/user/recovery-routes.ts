import {
  endpoints,
  MIN_NEW_PASSWORD_LENGTH,
  onlyDigits,
  RECOVERY_MESSAGES,
  SHORT_PASSWORD_MESSAGE,
  USER_MESSAGES,
} from '@clube/contract';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { Usuario } from '../../db/schema.js';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/password.js';
import { route } from '../../lib/route.js';
import { findUsuarioByLogin } from './queries.js';
import {
  cpfNotFound,
  checkCode,
  invalidCode,
  issueCode,
  RECOVERY_LIMITS,
  resetPassword,
} from './recovery.js';
import { createRecoveryPause, pauseNotice } from './recovery-pause.js';

/** Per client address, on top of the per-account limits: a distinct key per call (shared Redis). */
function perAddress(name: string, max: number): FastifyContextConfig {
  return {
    rateLimit: {
      max,
      timeWindow: '1 hour',
      keyGenerator: (request) => `${name}|${request.ip}`,
      errorResponseBuilder: () => tooManyRequests(RECOVERY_MESSAGES.tooManyRequests),
    },
  };
}

/** Password recovery by e-mail or SMS (docs/product.md#password-recovery). */
export async function recoveryRoutes(app: FastifyInstance) {
  const { jwtSecret: secret, passwordCost: cost, demo } = app.config;
  const pause = createRecoveryPause(app);

  /** Tells the member, through the outbox, that recovery of their account paused for a day. */
  const notifyPause = async (usuario: Usuario) => {
    const notice = pauseNotice(usuario);
    if (!notice) return;
    await app.db
      .insertInto('outbox')
      .values({ ...notice, status: 'pendente', created_at: new Date().toISOString() })
      .execute();
    if (app.outbox.sends(notice.canal)) void app.outbox.deliver().catch(() => undefined);
  };

  route(
    app,
    endpoints.requestPasswordChange,
    async (request, reply) => {
      const usuario = await findUsuarioByLogin(app.db, request.body.cpf);
      if (!usuario) throw cpfNotFound();
      await pause.check(reply, usuario.login);
      const { tipo } = request.body;
      const message = await app.db
        .transaction()
        .execute((trx) => issueCode(trx, secret, usuario, tipo, new Date()))
        .catch((error: unknown) => {
          // The hour's codes are used up: like every 429, say when to come back (at most an hour).
          if (error instanceof HttpError && error.statusCode === 429)
            reply.header('Retry-After', 3600);
          throw error;
        });
      if (message && app.outbox.sends(message.canal)) {
        void app.outbox.deliver().catch((err: unknown) => request.log.warn({ err }, 'outbox'));
      } else if (message && demo) {
        // Demo mode with nothing configured: the member reads the code here (it stays in the outbox).
        request.log.warn(
          `Recuperação de senha (demonstração, sem envio configurado): ${message.corpo}`,
        );
      } else if (message) {
        request.log.warn(
          { canal: message.canal },
          'recovery message kept in the outbox: no sender configured',
        );
      }
      return { message: RECOVERY_MESSAGES.codeSent };
    },
    { config: perAddress('recovery-request', RECOVERY_LIMITS.requestsPerAddressPerHour) },
  );

  route(
    app,
    endpoints.checkPasswordCode,
    async (request, reply) => {
      const { code, newPassword, cpf } = request.body;
      if (newPassword.length < MIN_NEW_PASSWORD_LENGTH) throw badRequest(SHORT_PASSWORD_MESSAGE);
      const login = onlyDigits(cpf ?? '');
      // Without the CPF a code could match any account: it is only ever checked against one.
      if (login === '') throw badRequest(RECOVERY_MESSAGES.cpfRequired);
      const usuario = await findUsuarioByLogin(app.db, login);
      if (!usuario) throw invalidCode();
      await pause.check(reply, usuario.login);
      const codeId = await checkCode(app.db, secret, usuario.id, code, new Date()).catch(
        async (error: unknown) => {
          if (error instanceof HttpError && error.message === RECOVERY_MESSAGES.invalidCode) {
            if (await pause.recordWrongCode(usuario.login)) {
              await notifyPause(usuario).catch((err: unknown) =>
                request.log.warn({ err }, 'recovery pause notice'),
              );
            }
          }
          throw error;
        },
      );
      const senhaHash = await hashPassword(newPassword, { cost });
      await app.db
        .transaction()
        .execute((trx) =>
          resetPassword(trx, { codeId, usuarioId: usuario.id, senhaHash }, new Date()),
        );
      app.forgetSessions(usuario.id);
      await app.loginLimits.unlock(usuario.login);
      return { message: USER_MESSAGES.passwordChanged };
    },
    { config: perAddress('recovery-check', RECOVERY_LIMITS.checksPerAddressPerHour) },
  );
}
