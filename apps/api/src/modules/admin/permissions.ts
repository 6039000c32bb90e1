import {
  ADMIN_ACTIONS,
  ADMIN_RESOURCES,
  type AdminAction,
  type AdminPermissions,
  type AdminResource,
  type AdminRole,
} from '@clube/contract/admin';

/**
 * The one permission check of the console (docs/product.md#console-roles, decision 030): every
 * admin route asks it, and `GET /me` gives the console its effective permissions to hide what an
 * operator cannot open.
 *
 * - admin: everything, including operators.
 * - operator: only the companies assigned: their members and cards, their settings (read and
 *   update, not create or delete a company), their imports, card records, reports, partners,
 *   banners, FAQ and services, and the audit of their records. Never operators.
 * - support: read-only on the same scope, plus a member's password reset.
 *
 * Content of a company (banners, FAQ, services) is scoped by that company (decision 044); what
 * belongs to no company (the club's FAQ categories) stays admin's. Partners: an operator manages
 * those their companies list, checked per company by the routes; categories are admin's to write
 * (docs/decisions/042-console-partners.md).
 */
export interface OperatorScope {
  id: number;
  role: AdminRole;
  /** The companies assigned (ignored for admin, who sees every company). */
  companyIds: readonly number[];
}

/** The record a check is about: the company it belongs to (null: belongs to none). */
export interface RecordScope {
  companyId: number | null;
}

const READ: readonly AdminAction[] = ['list', 'read'];

/** What each non-admin role may do on each resource, inside its companies. */
const SCOPED: Record<
  Exclude<AdminRole, 'admin'>,
  Partial<Record<AdminResource, readonly AdminAction[]>>
> = {
  operator: {
    companies: [...READ, 'update'],
    members: [...READ, 'create', 'update', 'delete', 'resetPassword', 'unlock'],
    imports: [...READ, 'create', 'update', 'delete'],
    audit: READ,
    contracts: [...READ, 'create', 'update'],
    invoices: [...READ, 'create', 'update'],
    prescriptions: [...READ, 'create'],
    appointments: [...READ, 'create', 'update'],
    reports: [...READ, 'update'],
    partners: [...READ, 'create', 'update', 'delete'],
    categories: READ,
    // Content of a company (decision 044); the club's FAQ categories (no company) stay admin's.
    banners: [...READ, 'create', 'update', 'delete'],
    faq: [...READ, 'create', 'update', 'delete'],
    services: [...READ, 'create', 'update', 'delete'],
    // The partner counter: staff of the partners their companies list, uses of their companies' cards.
    partnerStaff: [...READ, 'create', 'update', 'resetPassword'],
    uses: [...READ, 'update'],
    // A company's API credentials and webhooks (decision 105).
    integrations: [...READ, 'create', 'update', 'delete'],
    // Campaigns to their companies' members (decisions 118, 119).
    campaigns: [...READ, 'create', 'update'],
  },
  support: {
    companies: READ,
    members: [...READ, 'resetPassword'],
    imports: READ,
    audit: READ,
    contracts: READ,
    invoices: READ,
    partners: READ,
    categories: READ,
    banners: READ,
    faq: READ,
    services: READ,
    prescriptions: READ,
    appointments: READ,
    reports: READ,
    partnerStaff: READ,
    uses: READ,
    integrations: READ,
    campaigns: READ,
  },
};

/**
 * May this operator do this action on this resource — and, given a record, on that record?
 * Without a record it answers for "some record in scope" (lists then filter by `scopeOf`).
 */
export function can(
  operator: OperatorScope,
  action: AdminAction,
  resource: AdminResource,
  record?: RecordScope,
): boolean {
  if (operator.role === 'admin') return true;
  const allowed = SCOPED[operator.role][resource] ?? [];
  if (!allowed.includes(action)) return false;
  if (record === undefined) return true;
  return record.companyId !== null && operator.companyIds.includes(record.companyId);
}

/** The companies whose records the operator sees: 'all' for an admin. */
export function scopeOf(operator: OperatorScope): 'all' | readonly number[] {
  return operator.role === 'admin' ? 'all' : operator.companyIds;
}

/** Resource → allowed actions, for the console (`GET /me`). */
export function permissionsOf(operator: OperatorScope): AdminPermissions {
  return Object.fromEntries(
    ADMIN_RESOURCES.map((resource) => [
      resource,
      ADMIN_ACTIONS.filter((action) => can(operator, action, resource)),
    ]),
  ) as AdminPermissions;
}
