import { ERROR_CODES, type ErrorResponse } from '@clube/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { databaseUnavailable } from '../db/unavailable.js';
import { HttpError } from '../lib/http-error.js';
import { OutageLog } from '../lib/outage-log.js';
import { REQUIRED_MESSAGE } from '../lib/zod-messages.js';

const INTERNAL: ErrorResponse = {
  message: 'Erro interno do servidor.',
  code: ERROR_CODES.internal,
};

/** 503 while the database cannot answer (locked, busy, down, disk full): not the member's fault. */
export const UNAVAILABLE: ErrorResponse = {
  message: 'Serviço temporariamente indisponível. Tente novamente em alguns instantes.',
  code: ERROR_CODES.unavailable,
};

/** Seconds a client is told to wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 2;

/** Fastify's own client errors (body parsing, limits) in the member's language. */
const CLIENT_ERRORS: Record<number, ErrorResponse> = {
  400: { message: 'Requisição inválida.', code: ERROR_CODES.invalidInput },
  404: { message: 'Recurso não encontrado.', code: ERROR_CODES.notFound },
  413: { message: 'Conteúdo grande demais.', code: ERROR_CODES.payloadTooLarge },
  415: { message: 'Tipo de conteúdo não suportado; envie JSON.', code: ERROR_CODES.invalidInput },
  429: {
    message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    code: ERROR_CODES.tooManyRequests,
  },
};

const BAD_URL: ErrorResponse = { message: 'Endereço inválido.', code: ERROR_CODES.invalidInput };

/**
 * Errors Fastify meets before any route or hook runs (a URL whose percent-escapes do not decode,
 * such as /media/%ff%fe): the same Portuguese JSON as every other 400, never the framework's code.
 * Passed to Fastify's `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, 'client error');
  void reply.code(400).header('Cache-Control', 'no-store').send(BAD_URL);
}

/** "/emergencia/0/nome" → "emergencia.0.nome". */
function fieldName(issue: FastifySchemaValidationError): string {
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
}

export function validationMessage(
  issue: FastifySchemaValidationError | undefined,
  context: string | undefined,
): string {
  if (!issue) return 'Requisição inválida.';
  const field = fieldName(issue);
  const message = issue.message ?? '';
  if (field === '') {
    const where =
      context === 'querystring' ? 'Parâmetros da URL inválidos' : 'Corpo da requisição inválido';
    return `${where}: ${message}`;
  }
  if (message === REQUIRED_MESSAGE) return `Campo '${field}' é obrigatório.`;
  return `Campo '${field}' inválido: ${message}`;
}

/**
 * One place that turns errors into the `{ message, code }` body (docs/architecture.md, Errors):
 * validation 400 naming the field, HttpError as thrown, Fastify client errors by status, a database
 * that cannot answer now 503 with Retry-After (logged once a minute, not per request), anything
 * else 500 with no detail.
 */
export const errorHandlerPlugin = fp(
  async function errorHandler(app: FastifyInstance) {
    const outages = new OutageLog();
    app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ message: error.message, code: error.code });
      }
      const outage = databaseUnavailable(error);
      if (outage) {
        outages.report(
          request.log,
          outage.reason,
          error,
          `database unavailable (${outage.reason})`,
        );
        return reply.code(503).header('Retry-After', RETRY_AFTER_SECONDS).send(UNAVAILABLE);
      }
      if ('validation' in error && error.validation) {
        const body: ErrorResponse = {
          message: validationMessage(error.validation[0], error.validationContext),
          code: ERROR_CODES.invalidInput,
        };
        return reply.code(400).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return reply.code(status).send(CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400]);
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(INTERNAL);
    });
  },
  { name: 'error-handler' },
);
