import { ERROR_CODES, type ErrorResponse } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route.js';
import { isPrivateMedia } from '../../lib/photo-urls.js';
import { findMidia } from './queries.js';

const params = z.object({ id: z.string().min(1).max(100) });
const querystring = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
/** The image bytes (sent as they are, never serialised), or an error body. */
const mediaSchema = {
  params,
  querystring,
  response: { 200: z.instanceof(Buffer), ...errorResponses([400, 403, 404, 429, 500]) },
};
const NOT_FOUND: ErrorResponse = { message: 'Imagem não encontrada.', code: ERROR_CODES.notFound };
const LINK_REFUSED: ErrorResponse = {
  message: 'Link da imagem inválido ou expirado.',
  code: ERROR_CODES.forbidden,
};
export const MEDIA_CACHE = 'public, max-age=31536000, immutable';
export const PRIVATE_MEDIA_CACHE = 'private, no-store';
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
]);

/**
 * Images of the `midia` table. Logos and banners are public like any <img>, and kept for a year
 * (`immutable`): a row never changes in place (an upload gets a new random id, a seeded image an id
 * with its content's hash, seed/context.ts), so a URL always means the same bytes. Members' photos (`foto-…`) are personal data: served only
 * through a valid, unexpired signed URL (`lib/photo-urls.ts`), and never kept by any cache. The URL is
 * checked before the database is read, so a refused one says nothing about what exists.
 * The CSP sandboxes the answer: an SVG opened directly can run no script.
 */
export const mediaRoutes = fp(
  async function media(app: FastifyInstance) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/media/:id', { schema: mediaSchema }, async (request, reply) => {
        const { id } = request.params;
        const isPrivate = isPrivateMedia(id);
        if (isPrivate) reply.header('Cache-Control', PRIVATE_MEDIA_CACHE);
        if (!app.photoUrls.allows(id, request.query.exp, request.query.sig)) {
          return reply.code(403).send(LINK_REFUSED);
        }
        const midia = await findMidia(app.db, id);
        if (!midia) return reply.code(404).send(NOT_FOUND);
        const isImage = IMAGE_TYPES.has(midia.mime);
        if (!isImage) reply.header('Content-Disposition', 'attachment');
        if (!isPrivate) reply.header('Cache-Control', MEDIA_CACHE);
        return reply
          .header('Content-Type', isImage ? midia.mime : 'application/octet-stream')
          .header('X-Content-Type-Options', 'nosniff')
          .header(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          )
          .send(Buffer.from(midia.conteudo));
      });
  },
  { name: 'media', dependencies: ['photo-urls'] },
);
