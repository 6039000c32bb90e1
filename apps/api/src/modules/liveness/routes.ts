import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { migrations } from '../../db/migrations/index.js';
import { errorResponses } from '../../lib/route.js';

/** Readiness, at the URL load balancers already probe; 'health' elsewhere in the code means telemedicine. */
export const READINESS_PATH = '/api/health';
/** Liveness: the process runs and its event loop turns, whatever the database does. */
export const LIVENESS_PATH = '/api/health/live';
/** The probes: no api key, no token. */
export const HEALTH_PATHS = [READINESS_PATH, LIVENESS_PATH] as const;

/** Readiness answers within this, whatever the database does (a stalled query counts as down). */
export const READINESS_TIMEOUT_MS = 1000;

const check = z.enum(['ok', 'error']);
const readinessResponse = z.object({
  status: check,
  database: check,
  writes: check,
  migrations: check,
});
const readinessSchema = {
  response: { 200: readinessResponse, 503: readinessResponse, ...errorResponses([429, 500]) },
};
const livenessSchema = {
  response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses([429, 500]) },
};

type Readiness = z.infer<typeof readinessResponse>;

const KNOWN_MIGRATIONS = Object.keys(migrations);

/**
 * For load balancers and the operator: up or down, no detail beyond which check failed.
 * Readiness (docs/decisions/079) says 503 while the database does not answer, a write cannot reach
 * it (disk full, read-only), migrations are missing, or the server is shutting down.
 */
export async function livenessRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(LIVENESS_PATH, { schema: livenessSchema }, async () => ({ status: 'ok' }) as const);

  /** The checks of one probe, each set as it passes; concurrent probes share the one under way. */
  let running: Promise<Readiness> | undefined;
  const probe = async (): Promise<Readiness> => {
    const result: Readiness = {
      status: 'error',
      database: 'error',
      writes: 'error',
      migrations: 'error',
    };
    let timer: NodeJS.Timeout | undefined;
    const checks = (async () => {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
        app.db,
      );
      result.database = 'ok';
      const names = new Set(rows.map((row) => row.name));
      if (KNOWN_MIGRATIONS.every((name) => names.has(name))) result.migrations = 'ok';
      await app.db
        .updateTable('health_probe')
        .set({ checked_at: new Date().toISOString() })
        .where('id', '=', 1)
        .execute();
      result.writes = 'ok';
    })().catch(() => {});
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, READINESS_TIMEOUT_MS);
    });
    await Promise.race([checks, timeout]).finally(() => clearTimeout(timer));
    const ok = result.database === 'ok' && result.writes === 'ok' && result.migrations === 'ok';
    return { ...result, status: ok ? 'ok' : 'error' };
  };

  typed.get(READINESS_PATH, { schema: readinessSchema }, async (_request, reply) => {
    running ??= probe().finally(() => (running = undefined));
    const result = { ...(await running) };
    if (app.lifecycle.stopping) result.status = 'error';
    return result.status === 'ok' ? result : reply.code(503).send(result);
  });
}
