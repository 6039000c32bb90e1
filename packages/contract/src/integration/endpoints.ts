import type { z } from 'zod';
import type { ErrorStatus } from '../endpoints.js';
import {
  integrationRoutes,
  type IntegrationRouteInfo,
  type IntegrationRouteName,
} from './routes.js';
import {
  deactivateMemberBody,
  deactivateMemberResponse,
  integrationMember,
  listUsesQuery,
  listUsesResponse,
  memberParams,
  upsertMembersBody,
  upsertMembersResponse,
} from './schemas.js';

export interface IntegrationEndpoint extends IntegrationRouteInfo {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  errors?: readonly ErrorStatus[];
}

function integrationEndpoint<const E extends IntegrationEndpoint>(e: E): E {
  return e;
}

/**
 * Every error status an integration call may answer: 400, 401, 403 (scope), 429, 500, 503 always;
 * 413, 415 and 422 (an Idempotency-Key reused with another body) for writes; 404 with an id.
 */
export function integrationErrorStatuses(e: IntegrationEndpoint): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400, 401, 403, 429, 500, 503];
  if (e.method !== 'GET') statuses.push(413, 415);
  if (e.idempotent) statuses.push(409, 422);
  if (e.params) statuses.push(404);
  return [...new Set([...statuses, ...(e.errors ?? [])])].sort((a, b) => a - b);
}

export const integrationEndpoints = {
  upsertMembers: integrationEndpoint({
    ...integrationRoutes.upsertMembers,
    body: upsertMembersBody,
    response: upsertMembersResponse,
  }),
  deactivateMember: integrationEndpoint({
    ...integrationRoutes.deactivateMember,
    body: deactivateMemberBody,
    response: deactivateMemberResponse,
    /** 404 no card of this company; 409 already deactivated. */
    errors: [404, 409],
  }),
  getMember: integrationEndpoint({
    ...integrationRoutes.getMember,
    params: memberParams,
    response: integrationMember,
  }),
  listUses: integrationEndpoint({
    ...integrationRoutes.listUses,
    query: listUsesQuery,
    response: listUsesResponse,
  }),
} as const satisfies Record<IntegrationRouteName, IntegrationEndpoint>;

export type IntegrationEndpoints = typeof integrationEndpoints;
