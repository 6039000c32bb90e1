import {
  endpoints,
  ERROR_CODES,
  MIN_NEW_PASSWORD_LENGTH,
  onlyDigits,
  SHORT_PASSWORD_MESSAGE,
  type LoginBody,
} from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import { route } from '../../lib/route.js';
import {
  acceptTerms,
  changePassword,
  findUsuarioById,
  findUsuarioByLogin,
  listCompanyCards,
} from './queries.js';
import { loginLimits } from './login-limit.js';
import { toLoginResponse } from './session.js';

const badCredentials = () => notFound('Credenciais Inválidas!', ERROR_CODES.badCredentials);

export async function userRoutes(app: FastifyInstance) {
  const { demo, passwordCost: cost, rateLimit } = app.config;

  /** The member these credentials open, or undefined; unknown CPFs cost a hash check like wrong passwords. */
  async function authenticateMember({ username, password }: LoginBody) {
    if (demo && username.trim() === '' && password === '')
      return findUsuarioByLogin(app.db, DEMO_ACCOUNTS.demo.login);
    const login = onlyDigits(username);
    const usuario = login === '' ? undefined : await findUsuarioByLogin(app.db, login);
    const valid = await verifyPassword(
      password,
      usuario?.senha_hash ?? (await dummyPasswordHash({ cost })),
    );
    return valid ? usuario : undefined;
  }

  const limits = loginLimits(app, rateLimit.loginMax);

  route(
    app,
    endpoints.login,
    async (request) => {
      const usuario = await authenticateMember(request.body);
      if (!usuario) {
        await limits.recordFailure(request);
        throw badCredentials();
      }
      const cards = await listCompanyCards(app.db, usuario.id);
      return app.photoUrls.withSignedFoto(
        toLoginResponse(usuario, cards, await app.signToken(usuario)),
      );
    },
    { preHandler: limits.check },
  );

  route(app, endpoints.changePasswordAfterLogin, async (request) => {
    const { oldpass, newpass, cpf } = request.body;
    if (newpass.length < MIN_NEW_PASSWORD_LENGTH) throw badRequest(SHORT_PASSWORD_MESSAGE);
    if (onlyDigits(cpf) !== request.user.login) throw forbidden();
    const usuario = await findUsuarioById(app.db, request.user.id);
    if (!usuario || !(await verifyPassword(oldpass, usuario.senha_hash))) {
      throw notFound('Senha atual inválida!', ERROR_CODES.badCredentials);
    }
    const updated = await changePassword(app.db, usuario.id, await hashPassword(newpass, { cost }));
    return { message: 'Senha trocada com sucesso!', token: await app.signToken(updated) };
  });

  route(app, endpoints.updateTermsConditions, async (request) => {
    if (request.body.idUsuario !== request.user.id) throw forbidden();
    await acceptTerms(app.db, request.user.id, new Date());
    return { message: 'Termo aceito.' };
  });
}
