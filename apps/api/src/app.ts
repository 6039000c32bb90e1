import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import { OneLinePerRequest } from './lib/request-log.js';
import { useBrazilianZodMessages } from './lib/zod-messages.js';
import { addressRoutes } from './modules/address/routes.js';
import { adminAuditRoutes } from './modules/admin/audit/routes.js';
import { adminAuthRoutes } from './modules/admin/auth/routes.js';
import { adminCompanyRoutes } from './modules/admin/companies/routes.js';
import { adminMemberRoutes } from './modules/admin/members/routes.js';
import { adminImportRoutes } from './modules/admin/imports/routes.js';
import { adminContentRoutes } from './modules/admin/content/routes.js';
import { adminReportRoutes } from './modules/admin/reports/routes.js';
import { adminDashboardRoutes } from './modules/admin/dashboard/routes.js';
import { adminOperatorRoutes } from './modules/admin/operators/routes.js';
import { adminPartnerRoutes } from './modules/admin/partners/routes.js';
import { adminPartnerImportRoutes } from './modules/admin/partners/import-routes.js';
import { adminRecordRoutes } from './modules/admin/records/routes.js';
import { bannerRoutes } from './modules/banners/routes.js';
import { cardRoutes } from './modules/card/routes.js';
import { contractRoutes } from './modules/contracts/routes.js';
import { customerRoutes } from './modules/customers/routes.js';
import { dependentRoutes } from './modules/dependents/routes.js';
import { DOCS_PATHS, docsRoutes } from './modules/docs/routes.js';
import { faqRoutes } from './modules/faq/routes.js';
import { helpRoutes } from './modules/help/routes.js';
import { HEALTH_PATHS, livenessRoutes } from './modules/liveness/routes.js';
import { lookupRoutes } from './modules/lookups/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { partnerRoutes } from './modules/partners/routes.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { loginLimitsPlugin } from './modules/user/login-limit.js';
import { serviceRoutes } from './modules/services/routes.js';
import { documentRoutes } from './modules/tadodoi/document-routes.js';
import { tadodoiRoutes } from './modules/tadodoi/routes.js';
import { profileRoutes } from './modules/user/profile-routes.js';
import { recoveryRoutes } from './modules/user/recovery-routes.js';
import { userRoutes } from './modules/user/routes.js';
import { actingIdentityPlugin } from './plugins/acting-identity.js';
import { adminNotFound } from './modules/admin/not-found.js';
import fastifyCookie from '@fastify/cookie';
import { ADMIN_PATH_PREFIX, adminSessionPlugin } from './plugins/admin-session.js';
import { apiKeyPlugin } from './plugins/api-key.js';
import { authPlugin } from './plugins/auth.js';
import { databasePlugin } from './plugins/database.js';
import { outboxPlugin } from './jobs/outbox-plugin.js';
import { gracefulClosePlugin } from './plugins/graceful-close.js';
import { photoUrlsPlugin } from './plugins/photo-urls.js';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.js';
import { COUNTER_PERMISSIONS_POLICY, securityPlugin } from './plugins/security.js';
import { compressionPlugin } from './plugins/compression.js';
import type { Metrics } from './metrics/metrics.js';
import { metricsPlugin } from './metrics/metrics-plugin.js';
import { pendingOutbox } from './metrics/pending-outbox.js';
import { ADMIN_PREFIX, PARTNER_PREFIX, spaWebPlugin } from './plugins/spa-web.js';
import { PARTNER_PATH_PREFIX, partnerSessionPlugin } from './plugins/partner-session.js';
import { partnerCounterRoutes } from './modules/counter/partner-routes.js';
import { memberCounterRoutes } from './modules/counter/member-routes.js';
import { noticeRoutes } from './modules/notices/routes.js';
import { noticePreferenceRoutes } from './modules/notices/preferences-routes.js';
import { adminCounterRoutes } from './modules/counter/admin-routes.js';
import { integrationRoutes } from './modules/integration/routes.js';
import { adminIntegrationRoutes } from './modules/integration/admin-routes.js';
import { adminCampaignRoutes } from './modules/campaigns/admin-routes.js';
import { INTEGRATION_API_PREFIX } from '@clube/contract/integration';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Kysely<Database>;
  /** Writes per minute and member; LIMITS.memberWritesPerMinute unless given (tests raise it). */
  memberWritesPerMinute?: number;
  /** Where log lines go (the server: lib/log-destination.ts); pino's stdout destination otherwise. */
  logStream?: { write(line: string): unknown };
  /** What the app counts (metrics/metrics.ts); nothing unless given. */
  metrics?: Metrics;
  /** The token check's cache lifetime (SESSION_CACHE_TTL_MS unless given; tests only). */
  sessionCacheTtlMs?: number;
}

/** A member photo is a data URL of up to ~2.9 MB (LIMITS.photoDataUrl); anything bigger is a 413. */
export const BODY_LIMIT = 4 * 1024 * 1024;

/** Never in the logs: credentials, CPFs (personal data under LGPD) and passwords, wherever they appear. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.api_key',
  'req.headers.cookie',
  ...[
    'password',
    'oldpass',
    'newpass',
    'newPassword',
    'cpf',
    'username',
    // The operator console's secrets (sign-in, second factor, invitations).
    'currentPassword',
    'initialPassword',
    'recoveryCode',
    'recoveryCodes',
    'secret',
  ].flatMap((key) => [key, `*.${key}`]),
];

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The application, ready for `inject` or `listen`; the caller owns the database connection. */
export async function buildApp({
  config,
  db,
  memberWritesPerMinute,
  logStream,
  metrics,
  sessionCacheTtlMs,
}: BuildAppOptions): Promise<FastifyInstance> {
  useBrazilianZodMessages();
  const { headersTimeoutMs, requestTimeoutMs } = config.http;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Slow clients (a slowloris socket, a body trickled byte by byte) are cut off: headers and the
    // whole request each have a bound, checked every second instead of Node's 30 s.
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
    },
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    // Behind a reverse proxy the client address (rate limits) comes from X-Forwarded-For.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(metricsPlugin, { metrics });
  await app.register(gracefulClosePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, {
    max: config.rateLimit.max,
    redisUrl: config.redisUrl,
    ...(memberWritesPerMinute === undefined ? {} : { memberWrites: memberWritesPerMinute }),
  });
  await app.register(compressionPlugin);
  await app.register(loginLimitsPlugin, {
    loginMax: config.rateLimit.loginMax,
    lockout: config.loginLockout,
    passwordCost: config.passwordCost,
  });
  await app.register(databasePlugin, { db });
  app.metrics.watch({ outboxPending: () => pendingOutbox(db) });
  await app.register(outboxPlugin);
  await app.register(apiKeyPlugin, {
    apiKeys: config.apiKeys,
    // The probes, and the APIs' documentation (public: it holds no data).
    exempt: [...HEALTH_PATHS, ...DOCS_PATHS],
    // The console's calls authenticate by their session cookie (docs/decisions/029); the
    // integration API's by the company's credential (docs/decisions/105).
    exemptPrefixes: [ADMIN_PATH_PREFIX, PARTNER_PATH_PREFIX, INTEGRATION_API_PREFIX],
  });
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    tokenTtl: config.tokenTtl,
    redisUrl: config.redisUrl,
    ...(sessionCacheTtlMs === undefined ? {} : { sessionCacheTtlMs }),
  });
  await app.register(actingIdentityPlugin);
  await app.register(photoUrlsPlugin, { jwtSecret: config.jwtSecret });
  await app.register(spaWebPlugin, {
    dist: config.webDist,
    label: 'O aplicativo web',
    routePages: true,
    serverPrefixes: ['/api', '/media'],
  });
  await app.register(spaWebPlugin, {
    dist: config.adminDist,
    label: 'O console do Clube',
    prefix: ADMIN_PREFIX,
  });
  await app.register(spaWebPlugin, {
    dist: config.partnerDist,
    label: 'O aplicativo do parceiro',
    prefix: PARTNER_PREFIX,
    permissionsPolicy: COUNTER_PERMISSIONS_POLICY,
  });
  // Cookies are parsed on demand by the two cookie sessions (lib/cookie-session.ts), not on every
  // request: the member API has none.
  await app.register(fastifyCookie, { hook: false });
  await app.register(adminSessionPlugin, {
    idleSeconds: config.admin.sessionIdle,
    maxSeconds: config.admin.sessionMax,
  });
  await app.register(partnerSessionPlugin);

  await app.register(livenessRoutes);
  await app.register(docsRoutes);
  await app.register(mediaRoutes);
  await app.register(userRoutes);
  await app.register(recoveryRoutes);
  await app.register(bannerRoutes);
  await app.register(partnerRoutes);
  await app.register(dependentRoutes);
  await app.register(lookupRoutes);
  await app.register(profileRoutes);
  await app.register(customerRoutes);
  await app.register(addressRoutes);
  await app.register(contractRoutes);
  await app.register(cardRoutes);
  await app.register(serviceRoutes);
  await app.register(helpRoutes);
  await app.register(faqRoutes);
  await app.register(tadodoiRoutes);
  await app.register(documentRoutes);
  await app.register(privacyRoutes);
  await app.register(noticeRoutes);
  await app.register(noticePreferenceRoutes);
  await app.register(adminAuthRoutes);
  await app.register(adminCompanyRoutes);
  await app.register(adminMemberRoutes);
  await app.register(adminOperatorRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminImportRoutes);
  await app.register(adminPartnerRoutes);
  await app.register(adminPartnerImportRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminRecordRoutes);
  await app.register(adminReportRoutes);
  await app.register(partnerCounterRoutes);
  await app.register(memberCounterRoutes);
  await app.register(adminCounterRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminIntegrationRoutes);
  await app.register(adminCampaignRoutes);
  await app.register(integrationRoutes);
  await app.register(adminNotFound);
  return app;
}
