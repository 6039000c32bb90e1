import { endpoints, ERROR_CODES, PRIVACY_LIMITS, PRIVACY_MESSAGES } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { route } from '../../lib/route.js';
import { exportMyData } from './service.js';

/**
 * "Baixar meus dados" (LGPD: access and portability). The token alone says whose data: the call
 * takes no body. It reads the whole record of a member, so each member may ask for it
 * PRIVACY_LIMITS.exportsPerWindow times in PRIVACY_LIMITS.exportWindowMinutes, from any address.
 */
export async function privacyRoutes(app: FastifyInstance) {
  const exportsLimit = app.createRateLimit({
    max: PRIVACY_LIMITS.exportsPerWindow,
    timeWindow: PRIVACY_LIMITS.exportWindowMinutes * 60_000,
    // Distinct prefix: with REDIS_URL every limiter shares one key space.
    keyGenerator: (request) => `export-data|${request.user?.id ?? request.ip}`,
  });

  route(app, endpoints.exportMyData, async (request, reply) => {
    const limit = await exportsLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('Retry-After', Math.max(1, limit.ttlInSeconds));
      throw new HttpError(429, PRIVACY_MESSAGES.tooManyExports, ERROR_CODES.tooManyRequests);
    }
    return exportMyData(app.db, request.user.id, new Date());
  });
}
