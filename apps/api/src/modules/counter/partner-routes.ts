import { ERROR_CODES, idempotencyKey, IDEMPOTENCY_KEY_HEADER } from '@clube/contract';
import {
  COUNTER_LIMITS,
  PARTNER_COUNTER_MESSAGES,
  partnerEndpoints,
  type CounterMe,
} from '@clube/contract/partner';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error.js';
import {
  dummyPasswordHash,
  hashPassword,
  upgradedHash,
  verifyPassword,
} from '../../lib/password.js';
import type { SignedInStaff } from '../../plugins/partner-session.js';
import { createLoginLimits, createStoreCounter } from '../user/login-limit.js';
import { checkCard } from './check.js';
import { partnerRoute } from './route.js';
import { registerUse, replayedUse, undoUse, usesToday } from './uses.js';

const badCredentials = () =>
  new HttpError(401, PARTNER_COUNTER_MESSAGES.badCredentials, ERROR_CODES.badCredentials);

const describe = (
  s: Pick<
    SignedInStaff,
    'id' | 'nome' | 'email' | 'mustChangePassword' | 'parceiroId' | 'parceiroNome' | 'parceiroLogo'
  >,
): CounterMe => ({
  atendente: { id: s.id, nome: s.nome, email: s.email, alterarSenha: s.mustChangePassword },
  parceiro: { id: s.parceiroId, nome: s.parceiroNome, logo: s.parceiroLogo },
});

/**
 * The partner counter's API (`/api/partner/v1`, the `/parceiro` app): sign-in with the operators'
 * lockout (counted apart), checks limited per staff account and minute with a hold after repeated
 * invalid codes (counts in the rate limiter's store: shared through Redis), registration of a use
 * (idempotent), the day's uses and their undo. docs/decisions/070-card-code-scheme.md.
 */
export async function partnerCounterRoutes(app: FastifyInstance): Promise<void> {
  const { loginMax } = app.config.rateLimit;
  const { loginLockout: lockout, passwordCost } = app.config;
  const signInLimits = createLoginLimits(app, {
    loginMax,
    lockout,
    passwordCost,
    prefix: 'partner',
  });
  const checksPerMinute = createStoreCounter(app, 'partner-checks', 60_000);
  const invalidCodes = createStoreCounter(
    app,
    'partner-invalid-codes',
    COUNTER_LIMITS.invalidCodesLockoutMinutes * 60_000,
  );
  const sessions = app.partnerSessions;

  partnerRoute(app, partnerEndpoints.login, async (request, reply) => {
    const { email, senha } = request.body;
    await signInLimits.check(request, reply, email);
    const row = await app.db
      .selectFrom('parceiro_atendente as a')
      .innerJoin('parceiro as p', 'p.id', 'a.parceiro_id')
      .select([
        'a.id',
        'a.nome',
        'a.email',
        'a.senha_hash',
        'a.alterar_senha',
        'a.desativado_em',
        'a.parceiro_id',
        'p.nome as parceiro_nome',
        'p.logo as parceiro_logo',
        'p.ativo as parceiro_ativo',
      ])
      .where('a.email', '=', email)
      .executeTakeFirst();
    const hash = row?.senha_hash ?? (await dummyPasswordHash({ cost: passwordCost }));
    const right = await verifyPassword(senha, hash);
    if (!row || !right || row.desativado_em !== null || row.parceiro_ativo !== 1) {
      await signInLimits.recordFailure(request, email);
      throw badCredentials();
    }
    await signInLimits.unlock(email);
    const rehashed = await upgradedHash(senha, row.senha_hash, { cost: passwordCost });
    const now = new Date().toISOString();
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('parceiro_atendente')
        .set({ ultimo_acesso_em: now, ...(rehashed ? { senha_hash: rehashed } : {}) })
        .where('id', '=', row.id)
        .execute();
      await sessions.open(trx, request, reply, row.id);
    });
    return describe({
      id: row.id,
      nome: row.nome,
      email: row.email,
      mustChangePassword: row.alterar_senha === 1,
      parceiroId: row.parceiro_id,
      parceiroNome: row.parceiro_nome,
      parceiroLogo: row.parceiro_logo,
    });
  });

  partnerRoute(app, partnerEndpoints.logout, async (request, reply) => {
    await sessions.end(app.db, request, reply);
    return { message: PARTNER_COUNTER_MESSAGES.signedOut };
  });

  partnerRoute(app, partnerEndpoints.me, async (request) => describe(request.staff));

  partnerRoute(app, partnerEndpoints.changePassword, async (request, reply) => {
    const staff = request.staff;
    await signInLimits.check(request, reply, staff.email);
    const row = await app.db
      .selectFrom('parceiro_atendente')
      .select('senha_hash')
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(request.body.senhaAtual, row.senha_hash))) {
      await signInLimits.recordFailure(request, staff.email);
      throw badRequest(PARTNER_COUNTER_MESSAGES.wrongCurrentPassword);
    }
    if (request.body.senhaAtual === request.body.novaSenha)
      throw badRequest(PARTNER_COUNTER_MESSAGES.samePassword);
    const hash = await hashPassword(request.body.novaSenha, { cost: passwordCost });
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('parceiro_atendente')
        .set({ senha_hash: hash, alterar_senha: 0, atualizado_em: new Date().toISOString() })
        .where('id', '=', staff.id)
        .execute();
      // Other devices signed in with the old password are signed out; this one stays.
      await sessions.endAll(trx, staff.id, staff.sessionId);
    });
    return { message: PARTNER_COUNTER_MESSAGES.passwordChanged };
  });

  const limitChecks = async (request: FastifyRequest, reply: FastifyReply) => {
    const staff = request.staff!;
    const [held, checks] = await Promise.all([
      invalidCodes.read(String(staff.id)),
      checksPerMinute.add(String(staff.id)),
    ]);
    if (held.count >= COUNTER_LIMITS.invalidCodesBeforeLockout) {
      reply.header('Retry-After', Math.max(1, held.retryAfterSeconds));
      throw new HttpError(
        429,
        PARTNER_COUNTER_MESSAGES.invalidCodesLockout,
        ERROR_CODES.tooManyRequests,
      );
    }
    if (checks.count > COUNTER_LIMITS.checksPerMinute) {
      reply.header('Retry-After', Math.max(1, checks.retryAfterSeconds));
      throw new HttpError(429, PARTNER_COUNTER_MESSAGES.tooManyChecks, ERROR_CODES.tooManyRequests);
    }
  };

  partnerRoute(app, partnerEndpoints.check, async (request, reply) => {
    await limitChecks(request as unknown as FastifyRequest, reply);
    const outcome = await checkCard(app.db, request.staff, request.body, new Date(), (url) =>
      app.photoUrls.sign(url),
    );
    if (outcome.invalidCode) await invalidCodes.add(String(request.staff.id));
    return outcome.answer;
  });

  partnerRoute(app, partnerEndpoints.registerUse, async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    let key: string | null = null;
    if (header !== undefined) {
      const parsed = idempotencyKey.safeParse(header);
      if (!parsed.success) throw badRequest('Idempotency-Key deve ser um UUID.');
      key = parsed.data;
    }
    const now = new Date();
    if (key) {
      const earlier = await replayedUse(app.db, request.staff, key, now);
      if (earlier) return reply.code(201).send(earlier);
    }
    try {
      const use = await app.db
        .transaction()
        .execute((trx) => registerUse(trx, request.staff, request.body, key, now));
      return reply.code(201).send(use);
    } catch (error) {
      // A double tap racing the first: the one that lost answers what the first registered.
      const earlier = key ? await replayedUse(app.db, request.staff, key, now) : null;
      if (earlier) return reply.code(201).send(earlier);
      throw error;
    }
  });

  partnerRoute(app, partnerEndpoints.usesToday, async (request) => ({
    usos: await usesToday(app.db, request.staff, new Date()),
  }));

  partnerRoute(app, partnerEndpoints.undoUse, async (request) =>
    app.db
      .transaction()
      .execute((trx) => undoUse(trx, request.staff, request.params.id, new Date())),
  );
}
