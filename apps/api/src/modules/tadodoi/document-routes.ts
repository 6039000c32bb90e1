import { ERROR_CODES, TADODOI_MESSAGES, type ErrorResponse } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route.js';
import { DOCUMENT_PATH, documentUrls } from './document-urls.js';
import { findDocument } from './queries.js';

const schema = {
  params: z.object({ id: z.string().regex(/^\d{1,12}$/) }),
  querystring: z.object({
    exp: z.string().max(20).optional(),
    sig: z.string().max(100).optional(),
  }),
  response: { 200: z.instanceof(Buffer), ...errorResponses([400, 403, 404, 429, 500]) },
};
const LINK_REFUSED: ErrorResponse = {
  message: TADODOI_MESSAGES.documentLinkRefused,
  code: ERROR_CODES.forbidden,
};
/**
 * The page's CSP forbids plugins (object-src 'none'), which would keep a browser's PDF viewer from
 * showing the file: the PDF gets its own policy, which loads nothing else and is never framed.
 */
export const DOCUMENT_CSP = "default-src 'none'; object-src 'self'; frame-ancestors 'none'";
const NOT_FOUND: ErrorResponse = {
  message: TADODOI_MESSAGES.documentNotFound,
  code: ERROR_CODES.notFound,
};

/**
 * A prescription's PDF, opened in a new tab through the signed link lista-minhas-receitas-documento
 * answers. The signature is checked before the database is read, so a refused link says nothing
 * about what exists. Personal data: never cached, never sniffed into anything but a PDF.
 */
export async function documentRoutes(app: FastifyInstance) {
  const documents = documentUrls(app.config.jwtSecret);

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${DOCUMENT_PATH}/:id`, { schema }, async (request, reply) => {
      const id = Number(request.params.id);
      reply.header('Cache-Control', 'private, no-store');
      if (!documents.allows(id, request.query.exp, request.query.sig)) {
        return reply.code(403).send(LINK_REFUSED);
      }
      const documento = await findDocument(app.db, id);
      if (documento?.mime !== 'application/pdf') return reply.code(404).send(NOT_FOUND);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', 'inline')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', DOCUMENT_CSP)
        .send(Buffer.from(documento.conteudo));
    });
}
