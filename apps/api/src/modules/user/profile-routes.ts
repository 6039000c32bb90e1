import { endpoints, ERROR_CODES, RECORD_MESSAGES, USER_MESSAGES } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { notFound, unauthenticated } from '../../lib/http-error.js';
import { route } from '../../lib/route.js';
import { checkSignedIn } from './login-limit.js';
import { newOwnPasswordHash, updateProfile } from './profile.js';
import { changePassword, findUsuarioById } from './queries.js';

/** docs/product.md#profile: the signed-in login's own data and password. */
export async function profileRoutes(app: FastifyInstance) {
  const signedIn = async (id: number) => {
    const usuario = await findUsuarioById(app.db, id);
    if (!usuario) throw unauthenticated();
    return usuario;
  };

  route(app, endpoints.updateProfile, async (request) => {
    await request.authorize(request.body);
    const usuario = await signedIn(request.user.id);
    const input = { ...request.body, foto: app.photoUrls.unsign(request.body.foto) };
    const saved = await app.db.transaction().execute((trx) => updateProfile(trx, usuario, input));
    return app.photoUrls.withSignedFoto(saved);
  });

  /**
   * A stolen token must not guess the current password here: a wrong one counts toward the
   * account lockout of sign-in (docs/decisions/008-login-lockout.md), and a locked account is
   * refused before the password is checked.
   */
  route(
    app,
    endpoints.changePassword,
    async (request) => {
      const usuario = await signedIn(request.user.id);
      const senhaHash = await newOwnPasswordHash(usuario, request.body, app.config.passwordCost);
      const changed =
        senhaHash === null
          ? null
          : await app.db.transaction().execute((trx) => changePassword(trx, usuario.id, senhaHash));
      if (changed) app.forgetSessions(usuario.id);
      if (!changed) {
        await app.loginLimits.recordFailure(request, usuario.login);
        throw notFound(USER_MESSAGES.wrongCurrentPassword, ERROR_CODES.badCredentials);
      }
      await app.loginLimits.unlock(usuario.login);
      return {
        message: RECORD_MESSAGES.profilePasswordChanged,
        token: await app.signToken(changed),
      };
    },
    { preHandler: checkSignedIn(app.loginLimits) },
  );
}
