import { errorResponse, errorStatuses, type Endpoint, type ErrorStatus } from '@clube/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../plugins/auth.js';

type Parsed<E, K extends 'body' | 'query'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The request of a contract endpoint: body and query already parsed by its schemas. */
export type EndpointRequest<E extends Endpoint> = Omit<
  FastifyRequest,
  'body' | 'query' | 'user'
> & {
  body: Parsed<E, 'body'>;
  query: Parsed<E, 'query'>;
  /** Signed in on `auth: 'token'` endpoints (else the request never reaches the handler). */
  user: E['auth'] extends 'token' ? AuthUser : null;
};

export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E>>;

export interface RouteOptions {
  /** Route config (read by plugins such as the rate limiter). */
  config?: FastifyContextConfig;
  /** Runs after validation, before the handler: e.g. a rate limit keyed on the parsed body. */
  preHandler?: preHandlerAsyncHookHandler;
}

/** Response schemas for error statuses: each answers the contract's `{ message, code }`. */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  statuses: S,
): Record<S[number], typeof errorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    S[number],
    typeof errorResponse
  >;
}

/**
 * Registers one endpoint of the contract: method, path, request schemas, the 200 response schema
 * and its error responses (`errorStatuses`), and, for `auth: 'token'`, the bearer-token check
 * before the body is even parsed.
 *
 *   route(app, endpoints.login, async (request) => login(app, request.body));
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response: { 200: endpoint.response, ...errorResponses(errorStatuses(endpoint)) },
    },
    onRequest: endpoint.auth === 'token' ? [app.authenticate] : [],
    ...(options.config ? { config: options.config } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    // The schemas above have parsed body and query, and the hook has set the user.
    handler: (request, reply) => handler(request as unknown as EndpointRequest<E>, reply),
  });
}
