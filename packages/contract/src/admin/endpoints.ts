import type { z } from 'zod';
import type { ErrorStatus } from '../endpoints.js';
import { adminRoutes, type AdminRouteInfo } from './routes.js';
import { companyEndpoints } from './companies.js';
import { memberEndpoints } from './members.js';
import { importEndpoints } from './imports.js';
import { partnerEndpoints } from './partners.js';
import { partnerImportEndpoints } from './partner-imports.js';
import { contentEndpoints } from './content.js';
import { recordEndpoints } from './records.js';
import { dashboardEndpoints } from './dashboard.js';
import { reportEndpoints } from './reports.js';
import { counterEndpoints } from './counter.js';
import { integrationAdminEndpoints } from './integrations.js';
import { campaignEndpoints } from './campaigns.js';
import {
  adminMessageResponse,
  changeOwnPasswordBody,
  meResponse,
  secondFactorBody,
  secondFactorResponse,
  signInBody,
  signInResponse,
  signOutResponse,
} from './schemas/auth.js';
import { auditEntry, auditList, auditListQuery } from './schemas/audit.js';
import { recordParams } from './schemas/list.js';
import {
  createOperatorBody,
  createOperatorResponse,
  operator,
  operatorList,
  operatorListQuery,
  updateOperatorBody,
} from './schemas/operators.js';

export interface AdminEndpoint extends AdminRouteInfo {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /**
   * The body is a file sent as it is, not JSON (the CSV imports): the content types it takes and
   * its size cap in bytes. A call has `body` or `upload`, never both.
   */
  upload?: { types: readonly string[]; maxBytes: number };
  /** Error statuses beyond those every admin call of its kind answers (`adminErrorStatuses`). */
  errors?: readonly ErrorStatus[];
}

function adminEndpoint<const E extends AdminEndpoint>(e: E): E {
  return e;
}

/**
 * Every error status an admin call may answer: 400, 429, 500, 503 always; 403 for writes (the console
 * header) and for permissions; 401 unless public; 413/415 for writes (a body, a file, or a body
 * sent to a call that takes none, like the member contract's `errorStatuses`); 404 with a record
 * id in the path; plus the call's own `errors`.
 */
export function adminErrorStatuses(e: AdminEndpoint): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400, 429, 500, 503];
  if (e.method !== 'GET') statuses.push(403, 413, 415);
  if (e.auth !== 'public') statuses.push(401, 403);
  if (e.params) statuses.push(404);
  return [...new Set([...statuses, ...(e.errors ?? [])])].sort((a, b) => a - b);
}

/** The operator console's calls: `adminRoutes` plus their schemas. */
export const adminEndpoints = {
  signIn: adminEndpoint({
    ...adminRoutes.signIn,
    body: signInBody,
    response: signInResponse,
    errors: [401],
  }),
  verifySecondFactor: adminEndpoint({
    ...adminRoutes.verifySecondFactor,
    body: secondFactorBody,
    response: secondFactorResponse,
  }),
  signOut: adminEndpoint({ ...adminRoutes.signOut, response: signOutResponse }),
  me: adminEndpoint({ ...adminRoutes.me, response: meResponse }),
  changeOwnPassword: adminEndpoint({
    ...adminRoutes.changeOwnPassword,
    body: changeOwnPasswordBody,
    response: adminMessageResponse,
  }),

  listOperators: adminEndpoint({
    ...adminRoutes.listOperators,
    query: operatorListQuery,
    response: operatorList,
  }),
  getOperator: adminEndpoint({
    ...adminRoutes.getOperator,
    params: recordParams,
    response: operator,
  }),
  createOperator: adminEndpoint({
    ...adminRoutes.createOperator,
    body: createOperatorBody,
    response: createOperatorResponse,
    errors: [409],
  }),
  updateOperator: adminEndpoint({
    ...adminRoutes.updateOperator,
    params: recordParams,
    body: updateOperatorBody,
    response: operator,
    errors: [409],
  }),
  endOperatorSessions: adminEndpoint({
    ...adminRoutes.endOperatorSessions,
    params: recordParams,
    response: adminMessageResponse,
  }),
  resetOperatorTotp: adminEndpoint({
    ...adminRoutes.resetOperatorTotp,
    params: recordParams,
    response: adminMessageResponse,
  }),

  listAudit: adminEndpoint({
    ...adminRoutes.listAudit,
    query: auditListQuery,
    response: auditList,
  }),
  getAuditEntry: adminEndpoint({
    ...adminRoutes.getAuditEntry,
    params: recordParams,
    response: auditEntry,
  }),
  ...companyEndpoints,
  ...memberEndpoints,
  ...importEndpoints,
  ...partnerEndpoints,
  ...partnerImportEndpoints,
  ...contentEndpoints,
  ...recordEndpoints,
  ...reportEndpoints,
  ...counterEndpoints,
  ...dashboardEndpoints,
  ...integrationAdminEndpoints,
  ...campaignEndpoints,
} as const satisfies Record<string, AdminEndpoint>;

export type AdminEndpoints = typeof adminEndpoints;
export type AdminEndpointName = keyof AdminEndpoints;

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
export type AdminRequestBody<N extends AdminEndpointName> = SchemaInput<
  AdminEndpoints[N]['body' & keyof AdminEndpoints[N]]
>;
export type AdminRequestQuery<N extends AdminEndpointName> = SchemaInput<
  AdminEndpoints[N]['query' & keyof AdminEndpoints[N]]
>;
export type AdminResponseBody<N extends AdminEndpointName> = SchemaOutput<
  AdminEndpoints[N]['response']
>;
