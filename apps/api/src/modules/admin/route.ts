import { ERROR_CODES } from '@clube/contract';
import {
  ADMIN_MESSAGES,
  adminErrorStatuses,
  type AdminAction,
  type AdminEndpoint,
  type AdminResource,
} from '@clube/contract/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { forbidden, HttpError } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route.js';
import type { SignedInOperator } from '../../plugins/admin-session.js';
import { writeAudit, type AuditEntryInput } from './audit.js';
import { can, scopeOf, type RecordScope } from './permissions.js';

type Parsed<E, K extends 'body' | 'query' | 'params'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** The request of an admin endpoint: params, query and body already parsed by its schemas. */
export type AdminRequest<E extends AdminEndpoint> = Omit<
  FastifyRequest,
  'body' | 'query' | 'params' | 'operator'
> & {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  operator: E['auth'] extends 'session' ? SignedInOperator : null;
};

export interface AdminContext<E extends AdminEndpoint, P = undefined> {
  /** What `options.prepare` answered, before the transaction opened. */
  prepared: P;
  /** The signed-in operator (null on public and pending routes). */
  operator: E['auth'] extends 'session' ? SignedInOperator : null;
  /** The write's transaction on writes, the database on reads. */
  db: Kysely<Database>;
  /** The companies whose records this operator sees: 'all' for an admin. */
  scope: 'all' | readonly number[];
  /**
   * 403 unless the operator may do the route's action (or `action`) on this record: call it
   * with the record's company before reading or writing anything of it.
   */
  authorize(record: RecordScope, action?: AdminAction): void;
  /**
   * Appends the audit row of this write in its transaction: changed fields of before → after,
   * secrets dropped, CPFs masked. `resource` and `action` default to the route's permission.
   */
  audit(
    entry: Omit<AuditEntryInput, 'resource' | 'action'> & {
      resource?: AdminResource;
      action?: AuditEntryInput['action'];
    },
  ): Promise<void>;
  /**
   * These members' sessions and first-access steps are read again by the member API once the
   * write has committed (app.forgetSessions, decision 125): call it with every member whose token
   * version, password flag or card the write changes.
   */
  forgetSessions(ids: number | readonly number[]): void;
}

export type AdminHandler<E extends AdminEndpoint, P = undefined> = (
  request: AdminRequest<E>,
  context: AdminContext<E, P>,
  reply: FastifyReply,
) => Promise<z.output<E['response']>>;

/**
 * Slow work that needs no database lock, run before the write's transaction opens: password
 * hashing above all (scrypt takes ~0.5 s, and a SQLite transaction holds the only connection).
 * Its answer is `context.prepared`; throwing here writes nothing.
 */
export type AdminPrepare<E extends AdminEndpoint, P> = (
  request: AdminRequest<E>,
  reply: FastifyReply,
) => Promise<P>;

const isWrite = (e: AdminEndpoint) => e.method !== 'GET';

/**
 * Registers one admin endpoint of the contract (every admin route goes through it): schemas and
 * declared error answers; the session (cookie) for `auth: 'session'`, checked before the body is
 * parsed, with the pending password change; `can(operator, action, resource)` for the endpoint's
 * `permission`; on writes the console header (checked for every /api/admin write by the
 * admin-session plugin) and one transaction around the handler, in which `context.audit` writes.
 *
 *   adminRoute(app, adminEndpoints.updateOperator, async (request, { db, audit }) => { … });
 */
export function adminRoute<E extends AdminEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: AdminHandler<E>,
): void {
  preparedAdminRoute(app, endpoint, async () => undefined, handler);
}

/**
 * `adminRoute` with a `prepare` step before the transaction (see AdminPrepare):
 *
 *   preparedAdminRoute(app, adminEndpoints.createOperator, (request) => hashFirst(request.body),
 *     async (request, { db, prepared }) => { … });
 */
export function preparedAdminRoute<E extends AdminEndpoint, P>(
  app: FastifyInstance,
  endpoint: E,
  prepare: AdminPrepare<E, P>,
  handler: AdminHandler<E, P>,
): void {
  const permission = endpoint.permission;
  const requireSession = async (request: FastifyRequest) => {
    const session = await app.adminSessions.require(request, 'signed-in');
    const operator = await app.adminSessions.loadOperator(app.db, session.operatorId);
    if (!operator) throw await expire(request);
    if (operator.mustChangePassword && !endpoint.allowWhilePasswordChange) {
      throw new HttpError(
        403,
        ADMIN_MESSAGES.passwordChangeRequired,
        ERROR_CODES.passwordChangeRequired,
      );
    }
    if (permission && !can(operator, permission.action, permission.resource)) throw forbidden();
    request.operator = operator;
    request.adminSession = session;
  };
  const expire = async (request: FastifyRequest) => {
    request.log.info('admin session of a disabled operator');
    return new HttpError(401, ADMIN_MESSAGES.sessionExpired, ERROR_CODES.unauthenticated);
  };

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, ...errorResponses(adminErrorStatuses(endpoint)) },
    },
    onRequest: endpoint.auth === 'session' ? [requireSession] : [],
    handler: async (request, reply) => {
      const operator = request.operator;
      const prepared = await prepare(request as unknown as AdminRequest<E>, reply);
      const forget: number[] = [];
      const run = (db: Kysely<Database>) => {
        const context: Omit<AdminContext<AdminEndpoint, P>, 'operator'> & {
          operator: SignedInOperator | null;
        } = {
          prepared,
          operator,
          db,
          scope: operator ? scopeOf(operator) : [],
          forgetSessions(ids) {
            forget.push(...(typeof ids === 'number' ? [ids] : ids));
          },
          authorize(record, action) {
            if (!permission || !operator) throw forbidden();
            if (!can(operator, action ?? permission.action, permission.resource, record))
              throw forbidden();
          },
          async audit(entry) {
            if (!operator) throw new Error('audit needs a signed-in operator');
            const resource = entry.resource ?? permission?.resource;
            const action = entry.action ?? permission?.action;
            if (!resource || !action)
              throw new Error(`${endpoint.path}: audit needs a resource and an action`);
            await writeAudit(
              db,
              { operatorId: operator.id, ip: request.ip },
              { ...entry, resource, action },
            );
          },
        };
        return handler(
          request as unknown as AdminRequest<E>,
          context as unknown as AdminContext<E, P>,
          reply,
        );
      };
      try {
        if (isWrite(endpoint) && endpoint.auth === 'session')
          return await app.db.transaction().execute((trx) => run(trx));
        return await run(app.db);
      } finally {
        // After the commit: a token check in between would store the old row again.
        app.forgetSessions(forget);
      }
    },
  });
}
