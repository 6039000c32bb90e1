import { z } from 'zod';
import { isoDate } from '../../schemas/common.js';
import { adminAction, adminResource } from './auth.js';
import { listQuery, listResponse, queryId } from './list.js';

/** One changed field: its value before and after (absent on create / delete). */
export const auditChange = z.object({ from: z.unknown().optional(), to: z.unknown().optional() });

/**
 * One row of the audit log: who, when, from where, what. Passwords and secrets are never in
 * `changes`; CPFs appear masked (***.982.247-**).
 */
export const auditEntry = z.object({
  id: z.number(),
  /** null when an integration credential wrote (operatorName then says 'integração <nome>'). */
  operatorId: z.number().nullable(),
  operatorName: z.string(),
  operatorEmail: z.string(),
  at: z.string(),
  ip: z.string(),
  resource: z.string(),
  recordId: z.string(),
  action: z.string(),
  /** The company the record belongs to, when it belongs to one (it scopes the log). */
  companyId: z.number().nullable(),
  changes: z.record(z.string(), auditChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = listQuery(
  ['at'],
  {
    operatorId: queryId.optional(),
    resource: adminResource.optional(),
    recordId: z.string().trim().max(64, 'identificador muito longo').optional(),
    action: adminAction.optional(),
    companyId: queryId.optional(),
    /** Period, Brazil's dates inclusive (yyyy-mm-dd). */
    from: isoDate.optional(),
    to: isoDate.optional(),
  },
  { sort: 'at', order: 'desc' },
);
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditList = listResponse(auditEntry);
export type AuditList = z.infer<typeof auditList>;
