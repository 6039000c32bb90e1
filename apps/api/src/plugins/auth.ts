import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { LoginResponse } from '@clube/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../lib/http-error.js';
import { precompiled } from '../lib/precompiled.js';
import { assertAllowedWhilePending, pendingStep } from './pending-steps.js';
import { connectRedisSubscriber } from './security.js';
import {
  SESSION_CACHE_TTL_MS,
  SESSIONS_CHANNEL,
  SessionCache,
  subscribeToForgets,
  type SessionRow,
} from './session-cache.js';

export interface AuthUser {
  id: number;
  /** CPF digits. */
  login: string;
}

export type SessionToken = LoginResponse['token'];

declare module 'fastify' {
  interface FastifyInstance {
    /** A bearer token for the user at their current token version (docs/architecture.md). */
    signToken(user: { id: number; token_version: number }): Promise<SessionToken>;
    /**
     * onRequest hook of `auth: 'token'` endpoints: sets request.user, or answers 401 (no valid
     * session) or 403 (a pending first-access step the route does not allow).
     */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * After (never before) a write that bumps members' token version or changes their first-access
     * steps or login has committed: the token check reads them again, on this instance at once and
     * on the others as soon as Redis carries the message (within 1 s in any case; decision 125).
     */
    forgetSessions(ids: number | readonly number[]): void;
  }
  interface FastifyRequest {
    /** The signed-in member; null on endpoints that need only the api key. */
    user: AuthUser | null;
  }
}

export interface AuthOptions {
  jwtSecret: string;
  /** Seconds. */
  tokenTtl: number;
  /** Milliseconds the token check may reuse a member's row: 1 s; tests set another to tell the paths apart. */
  sessionCacheTtlMs?: number;
  /** With REDIS_URL: every instance forgets what one forgets. */
  redisUrl?: string | undefined;
}

const ISSUER = 'clube';

/** The user id and token version a token carries, or null when it is not one of ours. */
function claims(payload: {
  sub?: string | undefined;
  ver?: unknown;
}): { id: number; ver: number } | null {
  const id = Number(payload.sub);
  const ver = payload.ver;
  if (!Number.isSafeInteger(id) || id <= 0 || typeof ver !== 'number' || !Number.isSafeInteger(ver))
    return null;
  return { id, ver };
}

/**
 * The one JOSE header our tokens carry, `{"alg":"HS256"}`, base64url: a token with any other
 * header (alg none, another algorithm, crit, kid…) was not issued here and is refused unread.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
const HEADER_PREFIX = `${HEADER}.`;
/** base64url without padding: what a payload and an HS256 signature (43 characters) are made of. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const SIGNATURE_LENGTH = 43;

const hmac = (key: KeyObject, signingInput: string) =>
  createHmac('sha256', key).update(signingInput).digest();

/**
 * Our HS256 JWT, signed and checked with node:crypto's synchronous HMAC
 * (docs/decisions/017-synchronous-token-check.md): a few microseconds on the event loop, where
 * WebCrypto's async HMAC queued each request behind the thread pool (and behind scrypt during
 * sign-ins). Same tokens as before: header, claims and signature are byte for byte what jose made.
 */
export function sessionTokens(secret: string) {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign(claims: { sub: string; ver: number; iat: number; exp: number }): string {
      const payload = Buffer.from(
        JSON.stringify({
          ver: claims.ver,
          sub: claims.sub,
          iss: ISSUER,
          iat: claims.iat,
          exp: claims.exp,
        }),
      ).toString('base64url');
      const signingInput = `${HEADER}.${payload}`;
      return `${signingInput}.${hmac(key, signingInput).toString('base64url')}`;
    },
    /**
     * The user id and token version of a token we signed that has not expired, or null: header,
     * signature (constant time), issuer, `exp` (required: a token without one would never die),
     * `nbf` and `iat` when present.
     */
    verify(token: string, nowSeconds: number): { id: number; ver: number } | null {
      if (!token.startsWith(HEADER_PREFIX)) return null;
      const dot = token.indexOf('.', HEADER_PREFIX.length);
      if (dot < 0 || token.length - dot - 1 !== SIGNATURE_LENGTH) return null;
      const payloadPart = token.slice(HEADER_PREFIX.length, dot);
      const signaturePart = token.slice(dot + 1);
      if (!BASE64URL.test(payloadPart) || !BASE64URL.test(signaturePart)) return null;
      const expected = hmac(key, token.slice(0, dot));
      const given = Buffer.from(signaturePart, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
      const { iss, exp, nbf, iat, sub, ver } = payload as Record<string, unknown>;
      if (iss !== ISSUER) return null;
      if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= nowSeconds) return null;
      if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return null;
      if (iat !== undefined && typeof iat !== 'number') return null;
      return claims({ sub: typeof sub === 'string' ? sub : undefined, ver });
    },
  };
}

const BEARER = /^bearer\s+(\S+)$/i;

/** The token check's one query, compiled once (no query building on the hot path). */
const findUser = precompiled((db, arg) =>
  db
    .selectFrom('usuario')
    .select(['id', 'login', 'token_version', 'alterar_senha', 'termo_pendente'])
    .where('id', '=', arg<number>(0)),
);

export const authPlugin = fp<AuthOptions>(
  async function auth(
    app: FastifyInstance,
    { jwtSecret, tokenTtl, sessionCacheTtlMs = SESSION_CACHE_TTL_MS, redisUrl },
  ) {
    const tokens = sessionTokens(jwtSecret);
    const cache = new SessionCache(sessionCacheTtlMs);
    const publisher = app.redis;
    if (redisUrl) {
      const subscriber = connectRedisSubscriber(redisUrl, app.log);
      app.addHook('onClose', async () => subscriber.disconnect());
      await subscribeToForgets(subscriber, cache, app.log);
    }

    app.decorate('forgetSessions', (ids: number | readonly number[]) => {
      const list = typeof ids === 'number' ? [ids] : ids;
      if (list.length === 0) return;
      cache.forgetLocally(list);
      // Not awaited: a Redis that is down must not fail the write; the entries expire anyway.
      publisher?.publish(SESSIONS_CHANNEL, list.join(',')).catch((err: unknown) => {
        app.log.warn({ err }, 'Redis (session cache) publish failed: other instances wait 1 s');
      });
    });

    /** The member's row, from the cache when fresh (decision 125). */
    async function sessionRow(id: number): Promise<SessionRow | undefined> {
      const cached = cache.get(id);
      if (cached) return cached;
      const startedAt = cache.started();
      const [user] = await findUser(app.db, [id]);
      if (user) cache.set(user, startedAt);
      return user;
    }

    app.decorateRequest('user', null);

    app.decorate('signToken', async (user: { id: number; token_version: number }) => {
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + tokenTtl;
      const token = tokens.sign({ sub: String(user.id), ver: user.token_version, iat, exp });
      return { token, expiration: new Date(exp * 1000).toISOString() };
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      const claimed = match?.[1] ? tokens.verify(match[1], Math.floor(Date.now() / 1000)) : null;
      if (!claimed) throw unauthenticated();

      // Every request: a password change or a logout bumps the version and ends older tokens.
      const user = await sessionRow(claimed.id);
      // A password change bumps the version: every older token dies.
      if (!user || user.token_version !== claimed.ver) throw unauthenticated();
      assertAllowedWhilePending(request, pendingStep(user));
      request.user = { id: user.id, login: user.login };
    });
  },
  { name: 'auth', dependencies: ['database', 'security'] },
);
