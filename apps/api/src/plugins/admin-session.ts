import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@clube/contract';
import {
  ADMIN_CONSOLE_HEADER,
  ADMIN_CONSOLE_HEADER_VALUE,
  ADMIN_MESSAGES,
  ADMIN_SESSION_COOKIE,
  type AdminRole,
} from '@clube/contract/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError, unauthenticated } from '../lib/http-error.js';
import { isUnder } from '../lib/request-path.js';

/**
 * The operator console's sessions (docs/decisions/029-admin-session-auth.md): a server-side row
 * (`operador_sessao`, keyed by the SHA-256 of a random 32-byte token) referenced by an HttpOnly,
 * SameSite=Strict cookie: over HTTPS `__Host-clube_admin` (Secure, Path=/), over plain HTTP
 * `clube_admin` scoped to /api/admin; a request carrying two session cookies is 401. It dies
 * when idle for `idleSeconds`, at `maxSeconds` after sign-in, at sign-out, at a password change,
 * when an admin ends it or disables the operator. Writes must carry the console's header (CSRF).
 */

export const ADMIN_PATH_PREFIX = '/api/admin';
/** A sign-in waiting for its second factor lives this long. */
export const PENDING_SECONDS = 5 * 60;

/** The signed-in operator of a request. */
export interface SignedInOperator {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
  /** Assigned companies (an admin's scope is every company, whatever this holds). */
  companyIds: number[];
  mustChangePassword: boolean;
  totpEnabled: boolean;
}

export interface AdminSessionRow {
  id: string;
  operatorId: number;
  step: 'totp' | 'enroll' | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface AdminSessionOptions {
  /** Seconds without a request before the session ends. */
  idleSeconds: number;
  /** Seconds after sign-in when the session ends whatever happens. */
  maxSeconds: number;
}

export interface AdminSessions {
  readonly idleSeconds: number;
  readonly maxSeconds: number;
  /** Opens a session (pending a second factor when `step` is set) and sets its cookie. */
  open(
    db: Kysely<Database>,
    request: FastifyRequest,
    reply: FastifyReply,
    operatorId: number,
    step: 'totp' | 'enroll' | null,
  ): Promise<void>;
  /**
   * The live session of the request's cookie, touched (idle clock restarted), or a 401 (no
   * cookie, unknown, expired, disabled operator, or not at the wanted stage).
   */
  require(request: FastifyRequest, stage: 'signed-in' | 'pending'): Promise<AdminSessionRow>;
  /** Deletes one session row by id (a pending one once its sign-in completes). */
  discard(db: Kysely<Database>, sessionId: string): Promise<void>;
  /** Ends the request's session, if any, and clears the cookie. */
  end(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of an operator (password change, disable, an admin's order). */
  endAll(db: Kysely<Database>, operatorId: number): Promise<number>;
  clearCookie(request: FastifyRequest, reply: FastifyReply): void;
  /** The operator behind a session, with scope; null when disabled or gone. */
  loadOperator(db: Kysely<Database>, operatorId: number): Promise<SignedInOperator | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminSessions: AdminSessions;
  }
  interface FastifyRequest {
    /** The signed-in operator on admin routes that need a session; null elsewhere. */
    operator: SignedInOperator | null;
    /** Their session (just touched), beside `operator`. */
    adminSession: AdminSessionRow | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** HTTPS as the client saw it: Fastify reads X-Forwarded-Proto only from trusted proxies. */
const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/**
 * The session cookie's name: with `Secure`, the `__Host-` prefix, which a browser accepts only
 * from this very host over HTTPS with `Path=/` and no `Domain` (a sibling subdomain or a plain
 * HTTP page cannot plant it); over plain HTTP (development, tests) the bare name.
 */
export const SECURE_SESSION_COOKIE = `__Host-${ADMIN_SESSION_COOKIE}`;
const SESSION_COOKIE_NAMES = new Set([ADMIN_SESSION_COOKIE, SECURE_SESSION_COOKIE]);
const cookieName = (request: FastifyRequest) =>
  isHttps(request) ? SECURE_SESSION_COOKIE : ADMIN_SESSION_COOKIE;

/** How many session cookies (either name) the request carries. */
function sessionCookieCount(header: string): number {
  return header
    .split(';')
    .filter((part) => SESSION_COOKIE_NAMES.has(part.slice(0, part.indexOf('=')).trim())).length;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const expired = () => unauthenticated(ADMIN_MESSAGES.sessionExpired);

export const adminSessionPlugin = fp<AdminSessionOptions>(
  async function adminSession(app: FastifyInstance, { idleSeconds, maxSeconds }) {
    app.decorateRequest('operator', null);
    app.decorateRequest('adminSession', null);
    // Parsed on demand (`sessionToken`), not on every request: the member API has no cookies.
    await app.register(fastifyCookie, { hook: false });

    /** The Set-Cookie line of the session cookie (an empty value and 0 clear it). */
    const cookie = (request: FastifyRequest, value: string, maxAge: number) => {
      const secure = isHttps(request);
      return app.serializeCookie(cookieName(request), value, {
        path: secure ? '/' : ADMIN_PATH_PREFIX,
        maxAge,
        httpOnly: true,
        sameSite: 'strict',
        secure,
      });
    };

    /**
     * The session token of the request's cookie, undefined without one. Two session cookies
     * (one planted beside the real one, which a browser would send first or second at will) are
     * refused: 401, whichever is real.
     */
    const sessionToken = (request: FastifyRequest): string | undefined => {
      const header = request.headers.cookie;
      if (!header) return undefined;
      if (sessionCookieCount(header) > 1) throw expired();
      return app.parseCookie(header)[cookieName(request)];
    };

    // CSRF: a write to the admin API must come from the console, which sets this header; a
    // cross-site form cannot, and a cross-site fetch with it needs a CORS grant we never give.
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !isUnder(request, ADMIN_PATH_PREFIX)) return;
      if (request.headers[ADMIN_CONSOLE_HEADER] !== ADMIN_CONSOLE_HEADER_VALUE) {
        throw new HttpError(
          403,
          ADMIN_MESSAGES.consoleHeaderRequired,
          ERROR_CODES.consoleHeaderRequired,
        );
      }
    });

    const loadOperator: AdminSessions['loadOperator'] = async (db, operatorId) => {
      const row = await db
        .selectFrom('operador')
        .select(['id', 'email', 'nome', 'papel', 'alterar_senha', 'totp_ativo', 'desativado_em'])
        .where('id', '=', operatorId)
        .executeTakeFirst();
      if (!row || row.desativado_em !== null) return null;
      const companies = await db
        .selectFrom('operador_empresa')
        .select('empresa_id')
        .where('operador_id', '=', operatorId)
        .orderBy('empresa_id')
        .execute();
      return {
        id: row.id,
        email: row.email,
        name: row.nome,
        role: row.papel,
        companyIds: companies.map((c) => c.empresa_id),
        mustChangePassword: row.alterar_senha === 1,
        totpEnabled: row.totp_ativo === 1,
      };
    };

    const sessions: AdminSessions = {
      idleSeconds,
      maxSeconds,

      async open(db, request, reply, operatorId, step) {
        const token = randomBytes(32).toString('base64url');
        const now = new Date();
        const lifetime = step === null ? maxSeconds : Math.min(PENDING_SECONDS, maxSeconds);
        await db
          .insertInto('operador_sessao')
          .values({
            id: hashToken(token),
            operador_id: operatorId,
            etapa: step,
            ip: request.ip,
            user_agent: (request.headers['user-agent'] ?? '').slice(0, 300),
            created_at: now.toISOString(),
            last_seen_at: now.toISOString(),
            expires_at: new Date(now.getTime() + lifetime * 1000).toISOString(),
          })
          .execute();
        reply.header('set-cookie', cookie(request, token, lifetime));
      },

      async require(request, stage) {
        const token = sessionToken(request);
        if (!token || !TOKEN_SHAPE.test(token)) throw expired();
        const id = hashToken(token);
        const row = await app.db
          .selectFrom('operador_sessao')
          .innerJoin('operador', 'operador.id', 'operador_sessao.operador_id')
          .select([
            'operador_sessao.id',
            'operador_sessao.operador_id',
            'operador_sessao.etapa',
            'operador_sessao.created_at',
            'operador_sessao.last_seen_at',
            'operador_sessao.expires_at',
            'operador.desativado_em',
          ])
          .where('operador_sessao.id', '=', id)
          .executeTakeFirst();
        if (!row) throw expired();
        const now = Date.now();
        const idleUntil = Date.parse(row.last_seen_at) + idleSeconds * 1000;
        if (now >= idleUntil || now >= Date.parse(row.expires_at) || row.desativado_em !== null) {
          await app.db.deleteFrom('operador_sessao').where('id', '=', id).execute();
          throw expired();
        }
        const pending = row.etapa !== null;
        if (stage === 'signed-in' && pending)
          throw unauthenticated(ADMIN_MESSAGES.secondFactorPending);
        if (stage === 'pending' && !pending) throw expired();
        const lastSeenAt = new Date(now).toISOString();
        await app.db
          .updateTable('operador_sessao')
          .set({ last_seen_at: lastSeenAt })
          .where('id', '=', id)
          .execute();
        return {
          id,
          operatorId: row.operador_id,
          step: row.etapa,
          createdAt: row.created_at,
          lastSeenAt,
          expiresAt: row.expires_at,
        };
      },

      async discard(db, sessionId) {
        await db.deleteFrom('operador_sessao').where('id', '=', sessionId).execute();
      },

      async end(db, request, reply) {
        let token: string | undefined;
        try {
          token = sessionToken(request);
        } catch {
          token = undefined; // two cookies: end none of them, clear ours
        }
        if (token && TOKEN_SHAPE.test(token))
          await db.deleteFrom('operador_sessao').where('id', '=', hashToken(token)).execute();
        sessions.clearCookie(request, reply);
      },

      async endAll(db, operatorId) {
        const result = await db
          .deleteFrom('operador_sessao')
          .where('operador_id', '=', operatorId)
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      },

      clearCookie(request, reply) {
        reply.header('set-cookie', cookie(request, '', 0));
      },

      loadOperator,
    };
    app.decorate('adminSessions', sessions);
  },
  { name: 'admin-session', dependencies: ['database'] },
);
