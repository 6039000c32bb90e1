import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * What the console's and the partner counter's server-side sessions share: a random 32-byte token
 * in an HttpOnly, SameSite=Strict cookie, stored as its SHA-256 (a leaked table opens nothing).
 * Over HTTPS the cookie carries the `__Host-` prefix, which a browser accepts only from this very
 * host with `Path=/` and no `Domain`, so a sibling subdomain or a plain HTTP page cannot plant it;
 * over plain HTTP (development, tests) the bare name. A request carrying two session cookies is
 * refused whichever is real (decision 064). Needs @fastify/cookie registered (app.ts).
 */

/** The shape of every session token (base64url of 32 bytes). */
export const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** HTTPS as the client saw it: Fastify reads X-Forwarded-Proto only from trusted proxies. */
export const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** The `__Host-` form of a session cookie's name, the one used over HTTPS. */
export const secureCookieName = (name: string) => `__Host-${name}`;

const cookieName = (request: FastifyRequest, name: string) =>
  isHttps(request) ? secureCookieName(name) : name;

/**
 * A session cookie's Set-Cookie value (an empty value and 0 clear it). Over plain HTTP the cookie
 * is scoped to `plainPath`; over HTTPS the prefix demands `Path=/`.
 */
export function sessionCookie(
  request: FastifyRequest,
  name: string,
  plainPath: string,
  value: string,
  maxAgeSeconds: number,
): string {
  const secure = isHttps(request);
  return request.server.serializeCookie(cookieName(request, name), value, {
    path: secure ? '/' : plainPath,
    maxAge: maxAgeSeconds,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

/** How many cookies of either form of `name` the header carries. */
function countOf(header: string, name: string): number {
  const names = new Set([name, secureCookieName(name)]);
  return header.split(';').filter((part) => names.has(part.slice(0, part.indexOf('=')).trim()))
    .length;
}

/**
 * The session token of the request's cookie: `undefined` without one (or of the wrong shape),
 * `'duplicate'` when the request carries two session cookies.
 */
export function sessionToken(
  request: FastifyRequest,
  name: string,
): string | 'duplicate' | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  if (countOf(header, name) > 1) return 'duplicate';
  const token = request.server.parseCookie(header)[cookieName(request, name)];
  return token && SESSION_TOKEN_SHAPE.test(token) ? token : undefined;
}

/** Whether a session last seen at `lastSeenAt` and expiring at `expiresAt` is over at `now`. */
export function sessionOver(
  lastSeenAt: string,
  expiresAt: string,
  idleSeconds: number,
  now: number,
): boolean {
  return now >= Date.parse(lastSeenAt) + idleSeconds * 1000 || now >= Date.parse(expiresAt);
}
