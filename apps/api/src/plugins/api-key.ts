import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import { isUnder, routePattern } from '../lib/request-path.js';

export interface ApiKeyOptions {
  apiKeys: readonly string[];
  /** Route patterns under /api that need no key (the health check for load balancers). */
  exempt?: readonly string[];
  /** Path prefixes under /api that need no key (the operator console's calls, decision 029). */
  exemptPrefixes?: readonly string[];
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Every /api request carries a configured key in header `api_key` (docs/architecture.md). */
export const apiKeyPlugin = fp<ApiKeyOptions>(
  async function apiKey(app: FastifyInstance, { apiKeys, exempt = [], exemptPrefixes = [] }) {
    const keys = apiKeys.map(digest);
    const exemptPaths = new Set(exempt);

    // Compares digests of equal length against every key, so timing tells nothing about the keys.
    const isKnownKey = (candidate: string): boolean => {
      const given = digest(candidate);
      return keys.reduce((found, key) => timingSafeEqual(key, given) || found, false);
    };

    app.addHook('onRequest', async (request) => {
      if (!isUnder(request, '/api')) return;
      const pattern = routePattern(request);
      if (pattern !== undefined && exemptPaths.has(pattern)) return;
      // Only by the matched route: a raw URL must never lift the key from a member call.
      if (
        pattern !== undefined &&
        exemptPrefixes.some((prefix) => pattern.startsWith(`${prefix}/`))
      )
        return;
      // No route matched: no member call to protect, and an unknown console path answers the
      // console's own 401/404 (modules/admin/not-found.ts), never this key error.
      if (request.is404 && exemptPrefixes.some((prefix) => isUnder(request, prefix))) return;
      const header = request.headers.api_key;
      if (typeof header !== 'string' || !isKnownKey(header)) {
        throw new HttpError(401, 'Chave de API inválida.', ERROR_CODES.invalidApiKey);
      }
    });
  },
  { name: 'api-key' },
);
