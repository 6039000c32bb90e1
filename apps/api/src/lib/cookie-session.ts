import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * What the console's and the partner counter's server-side sessions share: a random 32-byte token
 * in an HttpOnly, SameSite=Strict cookie, stored as its SHA-256 (a leaked table opens nothing).
 */

/** The shape of every session token (base64url of 32 bytes). */
export const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The value of one cookie of the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** HTTPS as the client saw it: Fastify reads X-Forwarded-Proto only from trusted proxies. */
export const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** A session cookie's Set-Cookie value (Secure when the request came over HTTPS). */
export function sessionCookie(
  request: FastifyRequest,
  name: string,
  path: string,
  value: string,
  maxAgeSeconds: number,
): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(isHttps(request) ? ['Secure'] : []),
  ].join('; ');
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
