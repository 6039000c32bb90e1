import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.js';
import { ADMIN_PATH_PREFIX } from '../../plugins/admin-session.js';

/**
 * An unknown path under /api/admin: the session is checked first (401 without one, so the
 * console's paths tell an outsider nothing), then 404 in the console's error shape. The member
 * API's key check never answers here: no member call lives under this prefix.
 */
export async function adminNotFound(app: FastifyInstance) {
  await app.register(
    async (admin) => {
      admin.setNotFoundHandler(async (request) => {
        await app.adminSessions.require(request, 'signed-in');
        throw notFound();
      });
    },
    { prefix: ADMIN_PATH_PREFIX },
  );
}
