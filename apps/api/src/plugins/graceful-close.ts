import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets `app.close()` finish as soon as the requests in flight are answered.
 *
 * Fastify's default of closing idle keep-alive sockets does not reach a plain server
 * (fastify/fastify#7044), so one phone holding its connection open kept shutdown waiting for the
 * whole grace period and the process then exited 1. While closing, every answer says
 * `Connection: close`, and sockets that are already idle are dropped at once.
 */
export const gracefulClosePlugin = fp(
  async function gracefulClose(app: FastifyInstance) {
    let closing = false;

    app.addHook('preClose', async () => {
      closing = true;
      app.server.closeIdleConnections();
    });

    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
