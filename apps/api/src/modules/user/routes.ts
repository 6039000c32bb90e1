import {
  endpoints,
  ERROR_CODES,
  MIN_NEW_PASSWORD_LENGTH,
  onlyDigits,
  SAME_PASSWORD_MESSAGE,
  SHORT_PASSWORD_MESSAGE,
  USER_MESSAGES,
  type LoginBody,
} from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_MEMBER } from '../../demo.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import {
  dummyPasswordHash,
  hashPassword,
  upgradedHash,
  verifyPassword,
} from '../../lib/password.js';
import { route } from '../../lib/route.js';
import { PENDING_STEPS } from '../../plugins/pending-steps.js';
import { checkSignedIn } from './login-limit.js';
import {
  acceptTerms,
  changePassword,
  replacePasswordHash,
  endSessions,
  findUsuarioById,
  findUsuarioByLogin,
  listCompanyCards,
  recordSignIn,
  insertSignInEvent,
} from './queries.js';
import { toLoginResponse } from './session.js';
import { recordSignInDevice } from '../notices/devices.js';

const badCredentials = () => notFound(USER_MESSAGES.badCredentials, ERROR_CODES.badCredentials);

/**
 * docs/product.md#login: an empty login submits built-in test credentials. Only in demo mode, and only as if the
 * demo member's published credentials were typed: after a password change it fails like any other.
 */
const DEMO_MEMBER_LOGIN: LoginBody = {
  username: DEMO_MEMBER.login,
  password: DEMO_MEMBER.password,
};
const isEmptyLogin = ({ username, password }: LoginBody) =>
  username.trim() === '' && password === '';

/** The first-access screens (docs/product.md#after-sign-in) work while their steps are pending; the password comes first. */
const DURING_ANY_STEP = { allowWhilePending: [PENDING_STEPS.passwordChange, PENDING_STEPS.terms] };
const DURING_TERMS = { allowWhilePending: [PENDING_STEPS.terms] };

export async function userRoutes(app: FastifyInstance) {
  const { demo, passwordCost: cost } = app.config;
  const limits = app.loginLimits;

  /** What the member typed, or in demo mode the demo member's credentials for an empty login. */
  const typed = (credentials: LoginBody) =>
    isEmptyLogin(credentials) && demo ? DEMO_MEMBER_LOGIN : credentials;

  /** The member these credentials open, or undefined; unknown CPFs cost a hash check like wrong passwords. */
  async function authenticateMember({ username, password }: LoginBody) {
    const login = onlyDigits(username);
    const usuario = login === '' ? undefined : await findUsuarioByLogin(app.db, login);
    const valid = await verifyPassword(
      password,
      usuario?.senha_hash ?? (await dummyPasswordHash({ cost })),
    );
    return valid ? usuario : undefined;
  }

  route(
    app,
    endpoints.login,
    async (request) => {
      const credentials = typed(request.body);
      const usuario = await authenticateMember(credentials);
      if (!usuario) {
        await limits.recordFailure(request, onlyDigits(credentials.username));
        throw badCredentials();
      }
      // Not awaited: forgetting earlier failures must not slow a sign-in down while Redis is.
      void limits
        .unlock(usuario.login)
        .catch((err: unknown) => request.log.warn({ err }, 'unlock'));
      const rehashed = await upgradedHash(credentials.password, usuario.senha_hash, { cost });
      if (rehashed) await replacePasswordHash(app.db, usuario.id, usuario.senha_hash, rehashed);
      const now = new Date();
      const [cards] = await Promise.all([
        listCompanyCards(app.db, usuario.id),
        recordSignIn(app.db, usuario.id, now),
        insertSignInEvent(app.db, usuario.id, now),
      ]);
      // After the others: a transaction holds its connection throughout, and a small pool must
      // not have every connection of the instance taken by one sign-in.
      await app.db
        .transaction()
        .execute((trx) => recordSignInDevice(trx, usuario.id, request.headers['user-agent'], now));
      return app.photoUrls.withSignedFoto(
        toLoginResponse(usuario, cards, await app.signToken(usuario)),
      );
    },
    {
      preHandler: (request, reply) =>
        limits.check(request, reply, onlyDigits(typed(request.body as LoginBody).username)),
    },
  );

  route(
    app,
    endpoints.changePasswordAfterLogin,
    async (request) => {
      const { oldpass, newpass, cpf } = request.body;
      if (newpass.length < MIN_NEW_PASSWORD_LENGTH) throw badRequest(SHORT_PASSWORD_MESSAGE);
      if (onlyDigits(cpf) !== request.user.login) throw forbidden();
      const usuario = await findUsuarioById(app.db, request.user.id);
      if (!usuario || !(await verifyPassword(oldpass, usuario.senha_hash))) {
        await limits.recordFailure(request, request.user.login);
        throw notFound(USER_MESSAGES.wrongCurrentPassword, ERROR_CODES.badCredentials);
      }
      // oldpass is the current password here: the same again would clear the first-access flag.
      if (newpass === oldpass) throw badRequest(SAME_PASSWORD_MESSAGE);
      const senhaHash = await hashPassword(newpass, { cost });
      const updated = await app.db
        .transaction()
        .execute((trx) => changePassword(trx, usuario.id, senhaHash));
      app.forgetSessions(usuario.id);
      await limits.unlock(usuario.login);
      return { message: USER_MESSAGES.passwordChanged, token: await app.signToken(updated) };
    },
    {
      config: DURING_ANY_STEP,
      // Like sign-in: a wrong current password counts toward the account lockout (decision 008).
      preHandler: checkSignedIn(limits),
    },
  );

  route(
    app,
    endpoints.updateTermsConditions,
    async (request) => {
      if (request.body.idUsuario !== request.user.id) throw forbidden();
      await acceptTerms(app.db, request.user.id, new Date());
      app.forgetSessions(request.user.id);
      return { message: 'Termo aceito.' };
    },
    { config: DURING_TERMS },
  );

  route(
    app,
    endpoints.logout,
    async (request) => {
      await endSessions(app.db, request.user.id);
      app.forgetSessions(request.user.id);
      // Every session ended, so no device of the member may show their notices any more: the
      // app subscribes again after the next sign-in (docs/decisions/116).
      await app.db.deleteFrom('push_inscricao').where('usuario_id', '=', request.user.id).execute();
      return { message: 'Sessão encerrada.' };
    },
    { config: DURING_ANY_STEP },
  );
}
