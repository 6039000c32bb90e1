import type { LoginResponse } from '@clube/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { unauthenticated } from '../lib/http-error.js';
import { assertAllowedWhilePending, pendingStep } from './pending-steps.js';

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
}

const ALGORITHM = 'HS256';
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

export const authPlugin = fp<AuthOptions>(
  async function auth(app: FastifyInstance, { jwtSecret, tokenTtl }) {
    const key = new TextEncoder().encode(jwtSecret);

    app.decorateRequest('user', null);

    app.decorate('signToken', async (user: { id: number; token_version: number }) => {
      const exp = Math.floor(Date.now() / 1000) + tokenTtl;
      const token = await new SignJWT({ ver: user.token_version })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiration: new Date(exp * 1000).toISOString() };
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const match = /^bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw unauthenticated();
      const verified = await jwtVerify(match[1], key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        // jose checks exp only when present: a token without one would never die.
        requiredClaims: ['exp'],
      }).catch(() => null);
      const claimed = verified && claims(verified.payload);
      if (!claimed) throw unauthenticated();

      const user = await app.db
        .selectFrom('usuario')
        .select(['id', 'login', 'token_version', 'alterar_senha', 'termo_pendente'])
        .where('id', '=', claimed.id)
        .executeTakeFirst();
      // A password change bumps the version: every older token dies.
      if (!user || user.token_version !== claimed.ver) throw unauthenticated();
      assertAllowedWhilePending(request, pendingStep(user));
      request.user = { id: user.id, login: user.login };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
