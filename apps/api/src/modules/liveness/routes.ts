import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { errorResponses } from '../../lib/route.js';

/** The URL load balancers already probe; 'health' elsewhere in the code means telemedicine. */
export const LIVENESS_PATH = '/api/health';

const livenessResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});
const livenessSchema = {
  response: { 200: livenessResponse, 503: livenessResponse, ...errorResponses([429, 500]) },
};

/** For load balancers and the operator: no api key, no token, no detail beyond up or down. */
export async function livenessRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(LIVENESS_PATH, { schema: livenessSchema }, async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'liveness check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    });
}
