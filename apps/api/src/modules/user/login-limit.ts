import { onlyDigits, type LoginBody } from '@clube/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/http-error.js';

/**
 * Login limits per address and CPF (docs/architecture.md), on top of the global per-address limit:
 * at most `maxFailures` wrong passwords a minute, so guessing is slow while a member who signs in
 * again and again is never blocked; and three times as many attempts of any outcome, so parallel
 * guesses cannot all pass the failure check before the first one is counted.
 */
export function loginLimits(app: FastifyInstance, maxFailures: number) {
  // Distinct prefixes: with REDIS_URL every limiter shares one key space.
  const keyOf = (kind: string) => (request: FastifyRequest) =>
    `login-${kind}|${request.ip}|${onlyDigits((request.body as LoginBody).username)}`;
  const failures = app.createRateLimit({
    max: maxFailures,
    timeWindow: '1 minute',
    keyGenerator: keyOf('failures'),
  });
  const attempts = app.createRateLimit({
    max: maxFailures * 3,
    timeWindow: '1 minute',
    keyGenerator: keyOf('attempts'),
  });

  const refuse = (reply: FastifyReply, retryAfterSeconds: number) => {
    reply.header('Retry-After', Math.max(1, retryAfterSeconds));
    return tooManyRequests();
  };

  return {
    /** preHandler of Login: 429 when either limit is reached. */
    async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const attempt = await attempts(request);
      if (!attempt.isAllowed && attempt.isExceeded) throw refuse(reply, attempt.ttlInSeconds);
      const failed = await failures(request, { increment: false });
      if (!failed.isAllowed && failed.remaining === 0) throw refuse(reply, failed.ttlInSeconds);
    },
    /** Counts a wrong password or unknown CPF. */
    async recordFailure(request: FastifyRequest): Promise<void> {
      await failures(request);
    },
  };
}
