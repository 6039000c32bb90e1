import { ERROR_CODES } from '@clube/contract';
import {
  INTEGRATION_MESSAGES,
  integrationErrorStatuses,
  type IntegrationEndpoint,
} from '@clube/contract/integration';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { IDEMPOTENT_REPLAY_HEADER, idempotencyKeyOf } from '../../lib/idempotency.js';
import { errorResponses } from '../../lib/route.js';
import { writeAudits, type AuditEntryInput } from '../admin/audit.js';
import {
  authenticate,
  basicCredentials,
  touchCredential,
  type IntegrationCredential,
} from './credentials.js';
import { bodyHash, storedIntegrationAnswer, storeIntegrationAnswer } from './idempotency.js';

declare module 'fastify' {
  interface FastifyRequest {
    integration?: IntegrationCredential;
  }
}

type Parsed<E, K extends 'body' | 'params' | 'query'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

export type IntegrationRequest<E extends IntegrationEndpoint> = Omit<
  FastifyRequest,
  'body' | 'params' | 'query'
> & {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  integration: IntegrationCredential;
};

export interface IntegrationContext {
  /** The write's transaction on writes, the database on reads. */
  db: Kysely<Database>;
  credential: IntegrationCredential;
  now: Date;
  /** Appends audit rows in the write's transaction, as 'integração <nome>', in its company. */
  audit(entries: readonly Omit<AuditEntryInput, 'companyId'>[]): Promise<void>;
}

/** Slow work before the transaction opens (first passwords' hashes); throwing writes nothing. */
export type IntegrationPrepare<E extends IntegrationEndpoint, P> = (
  request: IntegrationRequest<E>,
  db: Kysely<Database>,
) => Promise<P>;

const invalidCredentials = () =>
  new HttpError(401, INTEGRATION_MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);

/**
 * Registers one endpoint of the integration contract (every integration route goes through it):
 * schemas and declared errors; the credential (HTTP Basic) checked before the body is parsed, its
 * scope, its rate limit; on writes one transaction, the Idempotency-Key, and the audit.
 */
export function integrationRoute<E extends IntegrationEndpoint, P = undefined>(
  app: FastifyInstance,
  endpoint: E,
  handler: (
    request: IntegrationRequest<E>,
    context: IntegrationContext,
    prepared: P,
  ) => Promise<z.output<E['response']>>,
  prepare?: IntegrationPrepare<E, P>,
): void {
  const limit = app.createRateLimit({
    max: app.config.integration.requestsPerMinute,
    timeWindow: '1 minute',
    // Distinct prefix: with REDIS_URL every limiter shares one key space.
    keyGenerator: (request) => `integration|${request.integration?.id ?? request.ip}`,
  });

  const requireCredential = async (request: FastifyRequest, reply: FastifyReply) => {
    const given = basicCredentials(request.headers.authorization);
    if (!given) throw invalidCredentials();
    const credential = await authenticate(app.db, given);
    if (!credential) throw invalidCredentials();
    request.integration = credential;
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('Retry-After', Math.max(1, result.ttlInSeconds));
      throw new HttpError(429, INTEGRATION_MESSAGES.tooMany, ERROR_CODES.tooManyRequests);
    }
    if (!credential.scopes.includes(endpoint.scope))
      throw new HttpError(
        403,
        INTEGRATION_MESSAGES.missingScope(endpoint.scope),
        ERROR_CODES.missingScope,
      );
    await touchCredential(app.db, credential.id, new Date());
  };

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, ...errorResponses(integrationErrorStatuses(endpoint)) },
    },
    onRequest: [requireCredential],
    handler: async (rawRequest, reply) => {
      const request = rawRequest as unknown as IntegrationRequest<E>;
      const credential = request.integration;
      const now = new Date();
      const context = (db: Kysely<Database>): IntegrationContext => ({
        db,
        credential,
        now,
        audit: (entries) =>
          writeAudits(
            db,
            { integrationId: credential.id, ip: request.ip },
            entries.map((entry) => ({ ...entry, companyId: credential.empresaId })),
            now,
          ),
      });
      if (endpoint.method === 'GET') return handler(request, context(app.db), undefined as P);

      const key = endpoint.idempotent ? idempotencyKeyOf(rawRequest) : undefined;
      const hash = bodyHash(request.body);
      if (key !== undefined) {
        const earlier = await storedIntegrationAnswer(
          app.db,
          credential.id,
          key,
          endpoint.path,
          hash,
          now,
        );
        if (earlier) {
          void reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
          return earlier.value;
        }
      }
      const prepared = prepare ? await prepare(request, app.db) : (undefined as P);
      try {
        return await app.db.transaction().execute(async (trx) => {
          const value = await handler(request, context(trx), prepared);
          if (key !== undefined)
            await storeIntegrationAnswer(
              trx,
              { integracaoId: credential.id, chave: key, rota: endpoint.path, hash, value },
              now,
            );
          return value;
        });
      } catch (error) {
        // A concurrent request with the same key committed first: answer what it answered.
        if (key === undefined) throw error;
        const concurrent = await storedIntegrationAnswer(
          app.db,
          credential.id,
          key,
          endpoint.path,
          hash,
          now,
        );
        if (!concurrent) throw error;
        void reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
        return concurrent.value;
      }
    },
  });
}
