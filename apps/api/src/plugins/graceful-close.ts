import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where shutdown is at: readiness answers 503 from the moment the drain starts. */
    lifecycle: { stopping: boolean };
    /** Starts the drain (docs/decisions/078): not ready, and every answer says `Connection: close`. */
    drain(): void;
  }
}

/**
 * Lets shutdown go without a member's request being cut.
 *
 * From SIGTERM (`app.drain()`), readiness answers 503 so that a load balancer stops sending, and
 * every answer carries `Connection: close` so that keep-alive clients open a new connection
 * (elsewhere) for their next request instead of meeting a closed socket. `app.close()` then stops
 * accepting; sockets already idle are dropped at once, since Fastify's own closing of idle
 * keep-alive sockets does not reach a plain server (fastify/fastify#7044).
 */
export const gracefulClosePlugin = fp(
  async function gracefulClose(app: FastifyInstance) {
    const lifecycle = { stopping: false };
    app.decorate('lifecycle', lifecycle);
    app.decorate('drain', () => {
      lifecycle.stopping = true;
    });

    app.addHook('preClose', async () => {
      lifecycle.stopping = true;
      app.server.closeIdleConnections();
    });

    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.stopping) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
