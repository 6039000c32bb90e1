import { ERROR_CODES } from '@clube/contract';
import {
  PARTNER_COUNTER_HEADER,
  PARTNER_COUNTER_HEADER_VALUE,
  PARTNER_COUNTER_MESSAGES,
  PARTNER_SESSION,
  PARTNER_SESSION_COOKIE,
} from '@clube/contract/partner';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  hashSessionToken,
  newSessionToken,
  sessionCookie,
  sessionOver,
  sessionToken,
} from '../lib/cookie-session.js';
import { HttpError, unauthenticated } from '../lib/http-error.js';
import { precompiled } from '../lib/precompiled.js';
import { isUnder } from '../lib/request-path.js';

/**
 * The partner counter's sessions (docs/decisions/071-partner-staff-sessions.md): the console's
 * cookie sessions (lib/cookie-session.ts) for a partner's staff, in `parceiro_sessao`. The cookie
 * is `__Host-clube_parceiro` behind TLS (Secure, Path=/), `clube_parceiro` on plain http. A session
 * lasts a shift: it ends idle for 8 h, 14 h after sign-in, at 'Sair', at a password change or
 * reset, and when the account is disabled. Writes must carry the counter's header (CSRF).
 */

export const PARTNER_PATH_PREFIX = '/api/partner';

/** The signed-in staff account of a request. */
export interface SignedInStaff {
  id: number;
  nome: string;
  email: string;
  parceiroId: number;
  parceiroNome: string;
  parceiroLogo: string;
  mustChangePassword: boolean;
  sessionId: string;
}

export interface PartnerSessions {
  open(
    db: Kysely<Database>,
    request: FastifyRequest,
    reply: FastifyReply,
    staffId: number,
  ): Promise<void>;
  /** The signed-in staff of the request's cookie (session touched), or a 401. */
  require(request: FastifyRequest): Promise<SignedInStaff>;
  end(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of a staff account (disable, password reset or change). */
  endAll(db: Kysely<Database>, staffId: number, except?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    partnerSessions: PartnerSessions;
  }
  interface FastifyRequest {
    /** The signed-in staff on partner routes that need a session; null elsewhere. */
    staff: SignedInStaff | null;
  }
}

/** The session of a token's hash with its staff account and partner (built once: every call). */
const findSession = precompiled((db, arg) =>
  db
    .selectFrom('parceiro_sessao as s')
    .innerJoin('parceiro_atendente as a', 'a.id', 's.atendente_id')
    .innerJoin('parceiro as p', 'p.id', 'a.parceiro_id')
    .select([
      's.last_seen_at',
      's.expires_at',
      'a.id',
      'a.nome',
      'a.email',
      'a.alterar_senha',
      'a.desativado_em',
      'a.parceiro_id',
      'p.nome as parceiro_nome',
      'p.logo as parceiro_logo',
      'p.ativo as parceiro_ativo',
    ])
    .where('s.id', '=', arg<string>(0)),
);

const touchSession = precompiled((db, arg) =>
  db
    .updateTable('parceiro_sessao')
    .set({ last_seen_at: arg<string>(0) })
    .where('id', '=', arg<string>(1)),
);

const IDLE_SECONDS = PARTNER_SESSION.idleHours * 3600;
const MAX_SECONDS = PARTNER_SESSION.absoluteHours * 3600;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const cookie = (request: FastifyRequest, value: string, maxAge: number) =>
  sessionCookie(request, PARTNER_SESSION_COOKIE, '/', value, maxAge);

const expired = () => unauthenticated(PARTNER_COUNTER_MESSAGES.sessionExpired);

/** The request's session token; two session cookies are refused (401), whichever is real. */
function tokenOf(request: FastifyRequest): string | undefined {
  const token = sessionToken(request, PARTNER_SESSION_COOKIE);
  if (token === 'duplicate') throw expired();
  return token;
}

export const partnerSessionPlugin = fp(
  async function partnerSession(app: FastifyInstance) {
    app.decorateRequest('staff', null);

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !isUnder(request, PARTNER_PATH_PREFIX)) return;
      if (request.headers[PARTNER_COUNTER_HEADER] !== PARTNER_COUNTER_HEADER_VALUE) {
        throw new HttpError(
          403,
          PARTNER_COUNTER_MESSAGES.headerRequired,
          ERROR_CODES.consoleHeaderRequired,
        );
      }
    });

    const sessions: PartnerSessions = {
      async open(db, request, reply, staffId) {
        const token = newSessionToken();
        const now = new Date();
        await db
          .insertInto('parceiro_sessao')
          .values({
            id: hashSessionToken(token),
            atendente_id: staffId,
            ip: request.ip,
            user_agent: (request.headers['user-agent'] ?? '').slice(0, 300),
            created_at: now.toISOString(),
            last_seen_at: now.toISOString(),
            expires_at: new Date(now.getTime() + MAX_SECONDS * 1000).toISOString(),
          })
          .execute();
        reply.header('set-cookie', cookie(request, token, MAX_SECONDS));
      },

      async require(request) {
        const token = tokenOf(request);
        if (!token) throw expired();
        const id = hashSessionToken(token);
        const [row] = await findSession(app.db, [id]);
        if (!row) throw expired();
        const now = Date.now();
        if (
          sessionOver(row.last_seen_at, row.expires_at, IDLE_SECONDS, now) ||
          row.desativado_em !== null ||
          row.parceiro_ativo !== 1
        ) {
          await app.db.deleteFrom('parceiro_sessao').where('id', '=', id).execute();
          throw expired();
        }
        await touchSession(app.db, [new Date(now).toISOString(), id]);
        return {
          id: row.id,
          nome: row.nome,
          email: row.email,
          parceiroId: row.parceiro_id,
          parceiroNome: row.parceiro_nome,
          parceiroLogo: row.parceiro_logo,
          mustChangePassword: row.alterar_senha === 1,
          sessionId: id,
        };
      },

      async end(db, request, reply) {
        const token = sessionToken(request, PARTNER_SESSION_COOKIE);
        if (token && token !== 'duplicate')
          await db
            .deleteFrom('parceiro_sessao')
            .where('id', '=', hashSessionToken(token))
            .execute();
        reply.header('set-cookie', cookie(request, '', 0));
      },

      async endAll(db, staffId, except) {
        let query = db.deleteFrom('parceiro_sessao').where('atendente_id', '=', staffId);
        if (except) query = query.where('id', '!=', except);
        await query.execute();
      },
    };
    app.decorate('partnerSessions', sessions);
  },
  { name: 'partner-session', dependencies: ['database'] },
);
