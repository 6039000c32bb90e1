import {
  adminEndpoints,
  MEMBER_ADMIN_MESSAGES as M,
  RESET_DELIVERY,
  type AdminAction,
} from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { forbidden, notFound } from '../../../lib/http-error.js';
import { hashPassword } from '../../../lib/password.js';
import type { SignedInOperator } from '../../../plugins/admin-session.js';
import { can } from '../permissions.js';
import { adminRoute, preparedAdminRoute } from '../route.js';
import { findCard, findUsuario, memberCompanyIds } from './queries.js';
import { queueEvents } from '../../integration/webhooks/events.js';
import {
  addCard,
  auditedCard,
  createMember,
  endCard,
  memberPage,
  reactivateCard,
  readMember,
  resetPassword,
  temporaryPassword,
  type PreparedPassword,
} from './service.js';

const RESET_MESSAGE = {
  [RESET_DELIVERY.screen]: M.resetShown,
  [RESET_DELIVERY.email]: M.resetEmailed,
  [RESET_DELIVERY.sms]: M.resetTexted,
} as const;

/**
 * Members in the operator console (docs/product.md#console-members): search, a member's page, a new member or card,
 * ending and reactivating a card, a password reset, an unlock. An operator reaches a member
 * through a card in one of their companies; every write is audited under the member's id.
 */
export async function adminMemberRoutes(app: FastifyInstance) {
  const { passwordCost } = app.config;
  const isLocked = (login: string) => app.loginLimits.isLocked(login);

  /*
   * A first or reset password is hashed before the write's transaction opens: scrypt takes a few
   * hundred milliseconds, and SQLite has one connection for every request.
   */
  const preparePassword = async (): Promise<PreparedPassword> => {
    const plain = temporaryPassword();
    return { plain, hash: await hashPassword(plain, { cost: passwordCost }) };
  };
  const required = (prepared: PreparedPassword | null) => {
    if (!prepared) throw new Error('password not prepared');
    return prepared;
  };

  /**
   * 403 unless the operator may do `action` on a company of the member's cards; for an admin a
   * member that does not exist is 404 (others cannot tell it from one out of their scope).
   * Answers the member's companies in the operator's scope.
   */
  async function authorizeMember(
    db: Kysely<Database>,
    operator: SignedInOperator,
    usuarioId: number,
    action: AdminAction,
  ): Promise<number[]> {
    const companies = await memberCompanyIds(db, usuarioId);
    const allowed = companies.filter((companyId) =>
      can(operator, action, 'members', { companyId }),
    );
    if (operator.role === 'admin') {
      if (!(await findUsuario(db, usuarioId))) throw notFound(M.notFound);
      return companies;
    }
    if (allowed.length === 0) throw forbidden();
    return allowed;
  }

  /**
   * May the operator do `action` on every card of the member? What reaches the sign-in all their
   * companies share (a password shown on screen, unlocking, ending every session) needs it.
   */
  async function reachesEveryCard(
    db: Kysely<Database>,
    operator: SignedInOperator,
    usuarioId: number,
    action: AdminAction,
  ) {
    const companies = await memberCompanyIds(db, usuarioId);
    return companies.every((companyId) => can(operator, action, 'members', { companyId }));
  }

  /** A member's card, when its company is in the operator's scope for `action`; else 403 (404 for an admin). */
  async function authorizeCard(
    db: Kysely<Database>,
    operator: SignedInOperator,
    idCliente: number,
    action: AdminAction,
  ) {
    const card = await findCard(db, idCliente);
    if (!card) throw operator.role === 'admin' ? notFound(M.cardNotFound) : forbidden();
    if (!can(operator, action, 'members', { companyId: card.empresa_id })) throw forbidden();
    return card;
  }

  adminRoute(app, adminEndpoints.listMembers, async (request, { db, scope }) =>
    memberPage(db, request.query, scope),
  );

  adminRoute(app, adminEndpoints.getMember, async (request, { db, operator, scope }) => {
    await authorizeMember(db, operator, request.params.id, 'read');
    return readMember(db, request.params.id, scope, isLocked);
  });

  preparedAdminRoute(
    app,
    adminEndpoints.createMember,
    // A new member in a company out of scope is refused by the handler: no hashing for it.
    async (request) =>
      can(request.operator, 'create', 'members', { companyId: request.body.idEmpresa })
        ? preparePassword()
        : null,
    async (request, { db, scope, authorize, audit, prepared }) => {
      const { body } = request;
      authorize({ companyId: body.idEmpresa });
      const now = new Date();
      const created = await createMember(db, body, now, required(prepared));
      await audit({
        recordId: created.usuarioId,
        action: created.novoAssociado ? 'create' : 'addCard',
        after: {
          ...(created.novoAssociado
            ? {
                cpf: body.cpf,
                nome: body.nome,
                email: body.email,
                telefone: body.telefone,
                nascimento: body.nascimento,
                alterarSenha: true,
              }
            : {}),
          cartao: auditedCard(created.idCliente, body, null),
        },
        companyId: body.idEmpresa,
      });
      return {
        member: await readMember(db, created.usuarioId, scope, isLocked),
        novoAssociado: created.novoAssociado,
        senhaProvisoria: created.senhaProvisoria,
      };
    },
  );

  adminRoute(
    app,
    adminEndpoints.addMemberCard,
    async (request, { db, operator, scope, authorize, audit }) => {
      const { id } = request.params;
      await authorizeMember(db, operator, id, 'read');
      authorize({ companyId: request.body.idEmpresa });
      const idCliente = await addCard(db, id, request.body, new Date(), scope);
      await audit({
        recordId: id,
        action: 'addCard',
        after: { cartao: auditedCard(idCliente, request.body, null) },
        companyId: request.body.idEmpresa,
      });
      return { message: 'Cartão adicionado.', member: await readMember(db, id, scope, isLocked) };
    },
  );

  adminRoute(app, adminEndpoints.endMemberCard, async (request, context) => {
    const { db, operator, scope, audit } = context;
    const { id: idCliente } = request.params;
    const { usuario_id: id } = await authorizeCard(db, operator, idCliente, 'delete');
    const endSessions = await reachesEveryCard(db, operator, id, 'delete');
    if (endSessions) context.forgetSessions(id);
    const now = new Date();
    const { card, encerradoEm } = await endCard(db, idCliente, now, endSessions);
    await queueEvents(
      db,
      card.empresa_id,
      [
        {
          type: 'member.deactivated',
          data: { memberId: id, cardId: idCliente, endedAt: encerradoEm },
        },
      ],
      now,
    );
    await audit({
      recordId: id,
      action: 'endCard',
      before: { idCliente, encerradoEm: null },
      after: { idCliente, encerradoEm },
      companyId: card.empresa_id,
    });
    return { message: M.cardEnded, member: await readMember(db, id, scope, isLocked) };
  });

  adminRoute(
    app,
    adminEndpoints.reactivateMemberCard,
    async (request, { db, operator, scope, audit }) => {
      const { id: idCliente } = request.params;
      const { usuario_id: id } = await authorizeCard(db, operator, idCliente, 'update');
      const { card } = await reactivateCard(db, idCliente, new Date());
      await audit({
        recordId: id,
        action: 'reactivateCard',
        before: { idCliente, encerradoEm: card.encerrado_em },
        after: { idCliente, encerradoEm: null },
        companyId: card.empresa_id,
      });
      return { message: M.cardReactivated, member: await readMember(db, id, scope, isLocked) };
    },
  );

  preparedAdminRoute(
    app,
    adminEndpoints.resetMemberPassword,
    preparePassword,
    async (request, { db, operator, audit, prepared, forgetSessions }) => {
      const { id } = request.params;
      const [companyId = null] = await authorizeMember(db, operator, id, 'resetPassword');
      // A temporary password: every session ends and the next sign-in must change it.
      forgetSessions(id);
      const { entrega } = request.body;
      if (entrega === RESET_DELIVERY.screen) {
        if (!(await reachesEveryCard(db, operator, id, 'resetPassword')))
          throw forbidden(M.screenOutOfReach);
      }
      const shown = await resetPassword(db, id, entrega, new Date(), prepared);
      await audit({ recordId: id, after: { alterarSenha: true, entrega }, companyId });
      return {
        message: RESET_MESSAGE[entrega],
        senhaProvisoria: shown,
      };
    },
  );

  adminRoute(app, adminEndpoints.unlockMember, async (request, { db, operator, audit }) => {
    const { id } = request.params;
    const [companyId = null] = await authorizeMember(db, operator, id, 'unlock');
    if (!(await reachesEveryCard(db, operator, id, 'unlock'))) throw forbidden(M.signInOutOfReach);
    const usuario = await findUsuario(db, id);
    if (!usuario) throw notFound(M.notFound);
    const wasLocked = await isLocked(usuario.login);
    await app.loginLimits.unlock(usuario.login);
    await audit({
      recordId: id,
      before: { bloqueado: wasLocked },
      after: { bloqueado: false },
      companyId,
    });
    return { message: M.unlocked };
  });
}
