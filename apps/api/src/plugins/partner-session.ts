import { ERROR_CODES } from '@clube/contract';
import {
  PARTNER_COUNTER_HEADER,
  PARTNER_COUNTER_HEADER_VALUE,
  PARTNER_COUNTER_MESSAGES,
  PARTNER_SESSION,
  PARTNER_SESSION_COOKIE,
  PARTNER_SESSION_COOKIE_SECURE,
} from '@clube/contract/partner';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  hashSessionToken,
  isHttps,
  newSessionToken,
  SESSION_TOKEN_SHAPE,
  sessionOver,
} from '../lib/cookie-session.js';
import { HttpError, unauthenticated } from '../lib/http-error.js';
import { isUnder } from '../lib/request-path.js';

/**
 * The partner counter's sessions (docs/decisions/071-partner-staff-sessions.md): the console's
 * cookie sessions for a partner's staff (the same tokens, lib/cookie-session.ts, and the same
 * cookie parser and serialiser the console's plugin registers), in `parceiro_sessao`. The cookie
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

const IDLE_SECONDS = PARTNER_SESSION.idleHours * 3600;
const MAX_SECONDS = PARTNER_SESSION.absoluteHours * 3600;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const cookieName = (request: FastifyRequest) =>
  isHttps(request) ? PARTNER_SESSION_COOKIE_SECURE : PARTNER_SESSION_COOKIE;
const COOKIE_NAMES = new Set<string>([PARTNER_SESSION_COOKIE, PARTNER_SESSION_COOKIE_SECURE]);

const expired = () => unauthenticated(PARTNER_COUNTER_MESSAGES.sessionExpired);

export const partnerSessionPlugin = fp(
  async function partnerSession(app: FastifyInstance) {
    app.decorateRequest('staff', null);

    const cookie = (request: FastifyRequest, value: string, maxAge: number) =>
      app.serializeCookie(cookieName(request), value, {
        path: '/',
        maxAge,
        httpOnly: true,
        sameSite: 'strict',
        secure: isHttps(request),
      });

    /** The request's session token; two session cookies (one planted) are refused: 401. */
    const tokenOf = (request: FastifyRequest): string | undefined => {
      const header = request.headers.cookie;
      if (!header) return undefined;
      const names = header.split(';').map((part) => part.slice(0, part.indexOf('=')).trim());
      if (names.filter((name) => COOKIE_NAMES.has(name)).length > 1) throw expired();
      const token = app.parseCookie(header)[cookieName(request)];
      return token && SESSION_TOKEN_SHAPE.test(token) ? token : undefined;
    };

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
        const row = await app.db
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
          .where('s.id', '=', id)
          .executeTakeFirst();
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
        await app.db
          .updateTable('parceiro_sessao')
          .set({ last_seen_at: new Date(now).toISOString() })
          .where('id', '=', id)
          .execute();
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
        const token = tokenOf(request);
        if (token)
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
  { name: 'partner-session', dependencies: ['database', 'admin-session'] },
);
