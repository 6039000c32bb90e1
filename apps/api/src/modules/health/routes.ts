import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

export const HEALTH_PATH = '/api/health';

const healthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});

/** For load balancers and the operator: no api key, no token, no detail beyond up or down. */
export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      HEALTH_PATH,
      { schema: { response: { 200: healthResponse, 503: healthResponse } } },
      async (request, reply) => {
        try {
          await sql`select 1`.execute(app.db);
          return { status: 'ok', database: 'ok' } as const;
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.code(503).send({ status: 'error', database: 'error' });
        }
      },
    );
}
