import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * What server-side cookie sessions share (the partner counter's, shaped like the console's): a
 * random 32-byte token in an HttpOnly, SameSite=Strict cookie, stored as its SHA-256 (a leaked
 * table opens nothing), ended idle or at an absolute time.
 */

/** The shape of every session token (base64url of 32 bytes). */
export const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** HTTPS as the client saw it: Fastify reads X-Forwarded-Proto only from trusted proxies. */
export const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** Whether a session last seen at `lastSeenAt` and expiring at `expiresAt` is over at `now`. */
export function sessionOver(
  lastSeenAt: string,
  expiresAt: string,
  idleSeconds: number,
  now: number,
): boolean {
  return now >= Date.parse(lastSeenAt) + idleSeconds * 1000 || now >= Date.parse(expiresAt);
}
