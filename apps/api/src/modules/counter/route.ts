import { ERROR_CODES } from '@clube/contract';
import {
  PARTNER_COUNTER_MESSAGES,
  partnerErrorStatuses,
  type PartnerEndpoint,
} from '@clube/contract/partner';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route.js';
import type { SignedInStaff } from '../../plugins/partner-session.js';

type Parsed<E, K extends 'body' | 'params'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

export type PartnerRequest<E extends PartnerEndpoint> = Omit<
  FastifyRequest,
  'body' | 'params' | 'staff'
> & {
  params: Parsed<E, 'params'>;
  body: Parsed<E, 'body'>;
  staff: E['auth'] extends 'session' ? SignedInStaff : null;
};

/**
 * Registers one endpoint of the partner counter's contract: schemas and declared errors, and for
 * `auth: 'session'` the staff's session (checked before the body is parsed) and the pending change
 * of a temporary password. The counter header of writes is checked by the session plugin.
 */
export function partnerRoute<E extends PartnerEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: PartnerRequest<E>, reply: FastifyReply) => Promise<z.output<E['response']>>,
): void {
  const requireSession = async (request: FastifyRequest) => {
    const staff = await app.partnerSessions.require(request);
    if (staff.mustChangePassword && !endpoint.allowWhilePasswordChange)
      throw new HttpError(
        403,
        PARTNER_COUNTER_MESSAGES.passwordChangeRequired,
        ERROR_CODES.passwordChangeRequired,
      );
    request.staff = staff;
  };
  const statuses = partnerErrorStatuses(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        200: endpoint.response,
        ...(endpoint.idempotent ? { 201: endpoint.response } : {}),
        ...errorResponses(statuses),
      },
    },
    onRequest: endpoint.auth === 'session' ? [requireSession] : [],
    handler: (request, reply) => handler(request as unknown as PartnerRequest<E>, reply),
  });
}
