import type { z } from 'zod';
import type { ErrorStatus } from '../endpoints.js';
import { partnerRoutes, type PartnerRouteInfo, type PartnerRouteName } from './routes.js';
import {
  checkBody,
  checkResponse,
  counterChangePasswordBody,
  counterLoginBody,
  counterMe,
  counterMessage,
  counterUse,
  registerUseBody,
  useParams,
  usesTodayResponse,
} from './schemas.js';

export interface PartnerEndpoint extends PartnerRouteInfo {
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Error statuses beyond those every partner call of its kind answers. */
  errors?: readonly ErrorStatus[];
}

function partnerEndpoint<const E extends PartnerEndpoint>(e: E): E {
  return e;
}

/**
 * Every error status a partner call may answer: 400, 429, 500 always; 403 (the counter header),
 * 413 and 415 for writes; 401 and 403 with a session; 404 with a record id in the path; plus the
 * call's own `errors`.
 */
export function partnerErrorStatuses(e: PartnerEndpoint): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400, 429, 500];
  if (e.method !== 'GET') statuses.push(403, 413, 415);
  if (e.auth !== 'public') statuses.push(401, 403);
  if (e.params) statuses.push(404);
  return [...new Set([...statuses, ...(e.errors ?? [])])].sort((a, b) => a - b);
}

export const partnerEndpoints = {
  login: partnerEndpoint({
    ...partnerRoutes.login,
    body: counterLoginBody,
    response: counterMe,
    errors: [401],
  }),
  logout: partnerEndpoint({ ...partnerRoutes.logout, response: counterMessage }),
  me: partnerEndpoint({ ...partnerRoutes.me, response: counterMe }),
  changePassword: partnerEndpoint({
    ...partnerRoutes.changePassword,
    body: counterChangePasswordBody,
    response: counterMessage,
  }),
  check: partnerEndpoint({ ...partnerRoutes.check, body: checkBody, response: checkResponse }),
  registerUse: partnerEndpoint({
    ...partnerRoutes.registerUse,
    body: registerUseBody,
    response: counterUse,
    /** 404 offer not for this member; 409 check expired or its code already used. */
    errors: [404, 409],
  }),
  usesToday: partnerEndpoint({ ...partnerRoutes.usesToday, response: usesTodayResponse }),
  undoUse: partnerEndpoint({
    ...partnerRoutes.undoUse,
    params: useParams,
    response: counterUse,
    /** 409 past the undo window or already undone. */
    errors: [409],
  }),
} as const satisfies Record<PartnerRouteName, PartnerEndpoint>;

export type PartnerEndpoints = typeof partnerEndpoints;
export type PartnerEndpointName = keyof PartnerEndpoints;

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
export type PartnerRequestBody<N extends PartnerEndpointName> = SchemaInput<
  PartnerEndpoints[N]['body' & keyof PartnerEndpoints[N]]
>;
export type PartnerResponseBody<N extends PartnerEndpointName> = SchemaOutput<
  PartnerEndpoints[N]['response']
>;
