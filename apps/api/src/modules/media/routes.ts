import { ERROR_CODES, type ErrorResponse } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route.js';
import { findMidia } from './queries.js';

const params = z.object({ id: z.string().min(1).max(100) });
/** The image bytes (sent as they are, never serialised), or an error body. */
const mediaSchema = {
  params,
  response: { 200: z.instanceof(Buffer), ...errorResponses([400, 404, 429, 500]) },
};
const NOT_FOUND: ErrorResponse = { message: 'Imagem não encontrada.', code: ERROR_CODES.notFound };
export const MEDIA_CACHE = 'public, max-age=604800';
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
]);

/**
 * Images of the `midia` table (seeded logos and banners, member photos), public like any <img>.
 * A row should never change in place (a new image gets a new id); a week of cache still lets a
 * re-seeded demo database show its new images soon.
 * The CSP sandboxes the answer: an SVG opened directly can run no script.
 */
export async function mediaRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/media/:id', { schema: mediaSchema }, async (request, reply) => {
      const midia = await findMidia(app.db, request.params.id);
      if (!midia) return reply.code(404).send(NOT_FOUND);
      const isImage = IMAGE_TYPES.has(midia.mime);
      if (!isImage) reply.header('Content-Disposition', 'attachment');
      return reply
        .header('Content-Type', isImage ? midia.mime : 'application/octet-stream')
        .header('Cache-Control', MEDIA_CACHE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(midia.conteudo));
    });
}
