import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { noMetrics, type Metrics } from './metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Decorates the app with its metrics (no-ops when off) and, when on, counts each answer by its
 * route pattern. The metrics are served on their own port (metrics-server.ts), never by the app.
 */
export const metricsPlugin = fp<{ metrics?: Metrics | undefined }>(
  async function metrics(app: FastifyInstance, { metrics = noMetrics }) {
    app.decorate('metrics', metrics);
    if (!metrics.enabled) return;
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);
