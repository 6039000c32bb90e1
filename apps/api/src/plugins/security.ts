import rateLimit from '@fastify/rate-limit';
import {
  ERROR_CODES,
  LIMITS,
  routes,
  TOO_MANY_WRITES_MESSAGE,
  type RouteInfo,
} from '@clube/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type * as IoRedis from 'ioredis';
import type { Redis } from 'ioredis';
import { HttpError, tooManyRequests } from '../lib/http-error.js';
import { lazyModule } from '../lib/lazy-module.js';
import { isUnder } from '../lib/request-path.js';

export interface SecurityOptions {
  /** Requests per minute and IP on /api and /media. */
  max: number;
  /** Shared counters for several instances; without it each instance counts on its own. */
  redisUrl?: string | undefined;
  /** Writes per minute and member (LIMITS.memberWritesPerMinute unless given). */
  memberWrites?: number;
}

/**
 * The calls that store what a member sends: those flagged `write` in the contract's route table.
 * Each signed-in member may make `memberWrites` of them a minute, whatever their address, counted
 * across instances with Redis: this bounds how fast one account can grow the database. Refused
 * writes (403, 409) count too; invalid bodies (400) are turned away before, without touching the
 * database.
 */
export const MEMBER_WRITES: ReadonlySet<string> = new Set(
  Object.values(routes as Record<string, RouteInfo>)
    .filter((info) => info.write)
    .map((info) => info.path),
);

/**
 * The inline scripts of the apps' pages, by hash: each app's few lines in the head that decide,
 * before the first paint, whether the first screen drawn into the page at build time shows
 * (apps/web/src/prerendered-gate.js, apps/partner/src/prerendered-gate.js, decision 132), the
 * member app's that draws the screen kept from the member's last visit (apps/web/src/kept-screen.js,
 * decision 136), and the one that starts the app's code after that paint
 * (scripts/prerendered-start.js, decisions 135 and 138).
 * test/security/prerendered-page-scripts.test.ts fails, naming this list, when a file no longer
 * matches its hash.
 */
export const PRERENDERED_PAGE_SCRIPT_HASHES = [
  "'sha256-Pt4OVxxyvfYxqWww8goaoQSWKTAEo01TxojmOhbECjg='",
  "'sha256-wlaSFN+J3PLaOQC4m/BZ8o0AFObMmEyMlMXs6yZFC8o='",
  "'sha256-CPTRUK/2hV0cWTBAnivTr1GbF27bgJXKQHvh/PgqE68='",
  "'sha256-Ei8ygw2c6Mas+zYkGOrDEEsSqzPx8oj3sTB3ZvjZJ0g='",
] as const;

/** The page's CSP (docs/architecture.md, Security): own origin only, nothing framed, no plugins. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'", ...PRERENDERED_PAGE_SCRIPT_HASHES],
  // Runtime-injected <style> elements (the toast library) need 'unsafe-inline'; styles cannot run script.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * Browser features the page may use: only the location, for our own origin ('Perto de mim' asks
 * for it on the member's tap; no frame or other site may). Telemedicine video opens on another site
 * in a new tab, so our origin needs no camera or microphone.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The partner counter app's pages (/parceiro) read the member's QR code with the camera: the same
 * policy with the camera allowed for our own origin, on those pages only (plugins/spa-web.ts).
 */
export const COUNTER_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)');

/** helmet's policies (docs/architecture.md, request path step 10). */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  // useDefaults off: its upgrade-insecure-requests would break plain-HTTP use on a LAN address.
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  crossOriginEmbedderPolicy: false,
  // Agrees with frame-ancestors 'none': no page of ours is ever framed.
  frameguard: { action: 'deny' },
};

/**
 * The headers helmet sets with HELMET_OPTIONS, worked out once at start: they depend on no request,
 * so every answer gets the same object instead of helmet building each header again (decision 018).
 */
export function securityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS) {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return Object.freeze({ ...headers, 'Permissions-Policy': PERMISSIONS_POLICY });
}

/** Answers of the API carry tokens and personal data (CPF, names): no cache may keep them. */
export const API_CACHE_CONTROL = 'no-store';

/** Only the API and the database-backed media count against the limit; static files are cheap. */
const isLimited = (request: FastifyRequest) =>
  isUnder(request, '/api') || isUnder(request, '/media');

// Loaded only when REDIS_URL is set (lib/lazy-module.ts).
const ioredis = lazyModule<typeof IoRedis>('ioredis');

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' Redis client (REDIS_URL), shared by what every instance must see; else null. */
    redis: Redis | null;
  }
}

/** A Redis command waits at most this long (a frozen server), then fails. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * A Redis client that fails fast (docs/decisions/079): while Redis is down or frozen, a request is
 * not held up, and the limiter lets it through (skipOnError) rather than taking sign-in down with
 * it.
 *
 * - No offline queue: while not connected, a command fails at once instead of waiting.
 * - A command that times out (Redis frozen, connection still open) drops the connection: the
 *   breaker is open until a new connection answers its ready check, and commands fail at once
 *   meanwhile. Reconnecting is tried at most every 5 s.
 * - The outage is logged once when it begins, and once when Redis is back.
 */
function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new (ioredis().Redis)(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 1000, 5000),
  });
  let down = false;
  const outage = (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'Redis (rate limits) unavailable: skipped until it is back');
  };
  redis.on('error', outage);
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis (rate limits) is back');
  });
  const sendCommand = redis.sendCommand.bind(redis);
  redis.sendCommand = ((...args: Parameters<Redis['sendCommand']>) => {
    const result = sendCommand(...args) as unknown as Promise<unknown> | undefined;
    void result?.catch((err: Error) => {
      if (!/timed out/i.test(err.message) || redis.status !== 'ready') return;
      outage(err);
      redis.disconnect(true);
    });
    return result;
  }) as Redis['sendCommand'];
  return redis;
}

/**
 * A second connection to the same Redis for a subscription (a subscribed connection takes no
 * other command): it queues its SUBSCRIBE until connected and subscribes again after a reconnect.
 */
export function connectRedisSubscriber(url: string, log: FastifyBaseLogger): Redis {
  const redis = new (ioredis().Redis)(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(times * 1000, 5000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'Redis (session cache) unavailable: sessions are re-read within 1 s');
  });
  redis.on('ready', () => {
    down = false;
  });
  return redis;
}

function whenReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}

export const securityPlugin = fp<SecurityOptions>(
  async function security(
    app: FastifyInstance,
    { max, redisUrl, memberWrites = LIMITS.memberWritesPerMinute },
  ) {
    // Every answer, as helmet's own hook did (at onRequest, so refusals carry them too).
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isUnder(request, '/api')) reply.header('Cache-Control', API_CACHE_CONTROL);
      done(null, payload);
    });
    const redis = redisUrl ? connectRedis(redisUrl, app.log) : undefined;
    app.decorate('redis', redis ?? null);
    if (redis) {
      app.addHook('onClose', async () => redis.disconnect());
      // Without an offline queue, counts sent before the connection is up would be skipped: the
      // server waits for it a moment at start (and starts anyway if Redis is not there).
      await whenReady(redis, 2000);
    }
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: '1 minute',
      allowList: (request) => !isLimited(request),
      errorResponseBuilder: () => tooManyRequests(),
      // One count across every instance (the login limits too: they are made from this plugin).
      ...(redis ? { redis, nameSpace: 'clube-rate-limit-', skipOnError: true } : {}),
    });

    const memberWritesLimit = app.createRateLimit({
      max: memberWrites,
      timeWindow: '1 minute',
      // Distinct prefix: with REDIS_URL every limiter shares one key space.
      keyGenerator: (request) => `member-writes|${request.user?.id ?? request.ip}`,
    });
    // preHandler: after the route's bearer-token check has set request.user.
    app.addHook('preHandler', async (request, reply) => {
      if (!request.user || !MEMBER_WRITES.has(request.routeOptions.url ?? '')) return;
      const result = await memberWritesLimit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', Math.max(1, result.ttlInSeconds));
        throw new HttpError(429, TOO_MANY_WRITES_MESSAGE, ERROR_CODES.tooManyRequests);
      }
    });
  },
  { name: 'security' },
);
