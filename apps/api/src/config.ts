import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_HASHES_AT_ONCE, PASSWORD_COST } from './lib/password.js';

/**
 * Server configuration from the environment (the README's Configuration table).
 * This is the only module that knows about environment variables; server.ts passes `process.env`.
 */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dialect: 'sqlite' | 'postgres';
  apiKeys: string[];
  jwtSecret: string;
  /** Token lifetime in seconds. */
  tokenTtl: number;
  demo: boolean;
  logLevel: LogLevel;
  /** Absolute path of the built web app. */
  webDist: string;
  /** Absolute path of the built operator console, served under /admin. */
  adminDist: string;
  /** Absolute path of the built partner counter app, served under /parceiro. */
  partnerDist: string;
  smtpUrl: string | undefined;
  smsWebhookUrl: string | undefined;
  cepProvider: 'viacep' | 'local';
  /** ViaCEP's base URL (CEP_PROVIDER=viacep): a lookup is GET <viaCepUrl>/<cep>/json/. */
  viaCepUrl: string;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: false, true, a hop count, or trusted addresses/CIDRs (comma-separated). */
  trustProxy: boolean | number | string;
  /** Requests per minute and IP on /api and /media; Login has its own, stricter limit. */
  rateLimit: { max: number; loginMax: number };
  /**
   * The integration API (docs/decisions/105–108): requests per minute and credential
   * (INTEGRATION_RATE_LIMIT_PER_MINUTE), and whether webhooks may target http:// and private or
   * loopback addresses (WEBHOOKS_ALLOW_PRIVATE: tests and local setups only).
   */
  integration: { requestsPerMinute: number; webhooksAllowPrivate: boolean };
  /** Account lockout (docs/decisions/008-login-lockout.md): failures per CPF before the first lock, and CPFs one address may fail on in 10 minutes. */
  loginLockout: { afterFailures: number; accountsPerAddress: number };
  /** scrypt cost of new password hashes and of the dummy hash (tests lower it). */
  passwordCost: number;
  /** Password hashes computed at once (PASSWORD_HASHES_AT_ONCE); more sign-ins wait their turn. */
  passwordHashesAtOnce: number;
  /** How often the LGPD retention job runs across all instances (RETENTION_INTERVAL); null: never in the server. */
  retentionIntervalMs: number | null;
  /**
   * The operator console (docs/decisions/029-admin-session-auth.md): whether every operator needs
   * a TOTP second factor (ADMIN_2FA), and the session's idle and absolute lifetimes in seconds.
   */
  admin: { twoFactor: 'required' | 'optional'; sessionIdle: number; sessionMax: number };
  /**
   * Bounds on waiting for the database (docs/decisions/076, 077), in milliseconds: for a lock held
   * by another process (SQLite) or a free connection (PostgreSQL); PostgreSQL's statement_timeout;
   * the PostgreSQL pool's size and how many requests may wait for it.
   */
  database: { waitMs: number; statementTimeoutMs: number; poolMax: number; poolQueueMax: number };
  /** Slow clients are cut off (milliseconds): all headers within the first, the whole request within the second. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  /**
   * Shutdown (docs/decisions/078), in milliseconds: after SIGTERM the server reports not ready and
   * answers with `Connection: close` for `drainMs`, then stops; at `graceMs` every connection left
   * is closed and the process exits.
   */
  shutdown: { drainMs: number; graceMs: number };
  /** Prometheus metrics on a port of their own (docs/decisions/096); null: off (METRICS_PORT unset). */
  metrics: { port: number; host: string } | null;
  /**
   * Web Push's VAPID keys (docs/decisions/117), base64url: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY,
   * else created once in embedded mode and kept in `vapid-keys` beside the database; null (no push
   * notifications) with PostgreSQL and no keys.
   */
  push: { publicKey: string; privateKey: string; subject: string } | null;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEMO_API_KEY = 'clube-demo-key';
const JWT_SECRET_FILE = 'jwt-secret';
const VAPID_KEYS_FILE = 'vapid-keys';
export const DEFAULT_VAPID_SUBJECT = 'mailto:avisos@clube.app.br';
const MIN_JWT_SECRET_LENGTH = 32;

/** apps/web/dist, two levels up from both src/config.ts and the bundled dist/server.js. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** apps/admin/dist, found the same way. */
const DEFAULT_ADMIN_DIST = fileURLToPath(new URL('../../admin/dist', import.meta.url));
/** apps/partner/dist, found the same way. */
const DEFAULT_PARTNER_DIST = fileURLToPath(new URL('../../partner/dist', import.meta.url));

const TTL_UNITS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());

const flag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], { error: 'must be true or false' })
    .transform((v) => ['1', 'true', 'on', 'yes'].includes(v))
    .optional(),
);

const ttl = z
  .string()
  .trim()
  .regex(/^\d+\s*[smhd]?$/i, 'must be seconds or a duration like 45m, 12h, 7d')
  .transform((v) => {
    const unit = v.at(-1)?.toLowerCase() ?? '';
    const n = Number.parseInt(v, 10);
    return unit in TTL_UNITS ? n * TTL_UNITS[unit as keyof typeof TTL_UNITS] : n;
  })
  .pipe(
    z
      .number()
      .int()
      .min(60, 'must be at least 60 seconds')
      .max(30 * 86400, 'must be at most 30 days'),
  );

/** RETENTION_INTERVAL: a duration like TOKEN_TTL's (1 minute to 30 days), or off. */
const retentionInterval = z.preprocess(
  emptyToUndefined,
  z.union([z.enum(['off', 'false', '0']).transform(() => null), ttl]).default(24 * 3600),
);

/** A whole number of milliseconds within [min, max], `fallback` when unset. */
const millis = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: optionalString,
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('file:./data/clube.db')
      .refine(
        (v) => /^(file:|:memory:$|postgres(ql)?:\/\/)/.test(v),
        'must be file:<path>, :memory: or postgres://…',
      ),
  ),
  API_KEYS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(MIN_JWT_SECRET_LENGTH, `must have at least ${MIN_JWT_SECRET_LENGTH} characters`)
      .optional(),
  ),
  TOKEN_TTL: z.preprocess(emptyToUndefined, ttl.default(12 * 3600)),
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, base64url (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
      .default(DEFAULT_VAPID_SUBJECT),
  ),
  DEMO: flag,
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  PASSWORD_HASHES_AT_ONCE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(64).default(DEFAULT_HASHES_AT_ONCE),
  ),
  WEB_DIST: optionalString,
  ADMIN_DIST: optionalString,
  PARTNER_DIST: optionalString,
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  SMS_WEBHOOK_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  CEP_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['viacep', 'local']).default('local')),
  VIACEP_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://viacep.com.br/ws'),
  ),
  REDIS_URL: optionalString,
  RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(10).max(1_000_000).default(300),
  ),
  INTEGRATION_RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(120),
  ),
  WEBHOOKS_ALLOW_PRIVATE: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true'),
  ),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .transform((v) =>
        /^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : /^\d+$/.test(v) ? Number(v) : v,
      )
      .default(false),
  ),
  RETENTION_INTERVAL: retentionInterval,
  ADMIN_2FA: z.preprocess(emptyToUndefined, z.enum(['required', 'optional']).default('required')),
  ADMIN_SESSION_IDLE: z.preprocess(emptyToUndefined, ttl.default(30 * 60)),
  ADMIN_SESSION_MAX: z.preprocess(emptyToUndefined, ttl.default(12 * 3600)),
  DB_WAIT_MS: millis(5000, 50, 60_000),
  DB_STATEMENT_TIMEOUT_MS: millis(10_000, 100, 3_600_000),
  DB_POOL_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(10)),
  DB_POOL_QUEUE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(100_000).default(100),
  ),
  HTTP_HEADERS_TIMEOUT_MS: millis(10_000, 100, 300_000),
  HTTP_REQUEST_TIMEOUT_MS: millis(30_000, 100, 3_600_000),
  SHUTDOWN_DRAIN_MS: millis(1000, 0, 600_000),
  SHUTDOWN_GRACE_MS: millis(10_000, 100, 600_000),
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().trim().default('127.0.0.1')),
});

const isPostgres = (url: string) => url.startsWith('postgres');
const demoMode = (e: { DEMO?: boolean | undefined; DATABASE_URL: string }) =>
  e.DEMO ?? !isPostgres(e.DATABASE_URL);
/** Demo mode by default (SQLite, DEMO unset), as opposed to asked for with DEMO=true. */
const implicitDemo = (e: { DEMO?: boolean | undefined; DATABASE_URL: string }) =>
  e.DEMO === undefined && !isPostgres(e.DATABASE_URL);

const LOOPBACK_HOSTS = ['127.0.0.1', '::1', '[::1]', 'localhost'];
const isLoopback = (host: string) => LOOPBACK_HOSTS.includes(host.toLowerCase());

/**
 * Where demo mode by default would publish the demo accounts beyond a developer's machine: it must
 * then be asked for with DEMO=true, or turned off.
 */
function implicitDemoProblem(env: Record<string, string | undefined>): string | null {
  const reasons = [
    env.NODE_ENV?.trim() === 'production' ? 'NODE_ENV=production' : '',
    env.HOST?.trim() && !isLoopback(env.HOST.trim())
      ? `HOST=${env.HOST.trim()} is reachable from other machines`
      : '',
  ].filter(Boolean);
  if (reasons.length === 0) return null;
  return `DEMO: demo mode is on by default with SQLite, and its published demo accounts would open this server (${reasons.join(', ')}). Set DEMO=false (with API_KEYS) to run without demo data, or DEMO=true to keep the demo on purpose`;
}

/** Rules between variables, checked on the raw values so they are reported with all the others. */
function crossProblems(env: Record<string, string | undefined>): string[] {
  const url = env.DATABASE_URL ?? '';
  const demo = flag.safeParse(env.DEMO).data;
  const problems: string[] = [];
  if (implicitDemo({ DEMO: demo, DATABASE_URL: url })) {
    const problem = implicitDemoProblem(env);
    if (problem) problems.push(problem);
  }
  if (!env.API_KEYS?.replaceAll(',', '').trim() && !demoMode({ DEMO: demo, DATABASE_URL: url })) {
    problems.push('API_KEYS: required when DEMO is off (comma-separated client keys)');
  }
  const idle = ttl.safeParse(env.ADMIN_SESSION_IDLE ?? '1800').data;
  const max = ttl.safeParse(env.ADMIN_SESSION_MAX ?? '43200').data;
  if (idle !== undefined && max !== undefined && idle > max) {
    problems.push('ADMIN_SESSION_IDLE: must not be longer than ADMIN_SESSION_MAX');
  }
  const drain = millis(1000, 0, 600_000).safeParse(env.SHUTDOWN_DRAIN_MS).data;
  const grace = millis(10_000, 100, 600_000).safeParse(env.SHUTDOWN_GRACE_MS).data;
  if (drain !== undefined && grace !== undefined && drain >= grace) {
    problems.push('SHUTDOWN_DRAIN_MS: must be shorter than SHUTDOWN_GRACE_MS');
  }
  const metricsPort = env.METRICS_PORT?.trim();
  if (metricsPort && metricsPort !== '0' && metricsPort === (env.PORT?.trim() || '3000')) {
    problems.push(
      'METRICS_PORT: must differ from PORT (metrics are never served on the public port)',
    );
  }
  if (!env.VAPID_PUBLIC_KEY?.trim() !== !env.VAPID_PRIVATE_KEY?.trim()) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  if (!env.JWT_SECRET?.trim() && isPostgres(url)) {
    problems.push(
      `JWT_SECRET: required with PostgreSQL (all instances must share it): at least ${MIN_JWT_SECRET_LENGTH} random characters, e.g. \`openssl rand -hex 32\``,
    );
  }
  return problems;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once. Throws a ConfigError whose message lists every problem, for the
 * operator. Its only side effect: in embedded mode without JWT_SECRET, the secret is created
 * once and kept in `jwt-secret` beside the database file.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []),
    ...crossProblems(env),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  const e = parsed.data;
  const dialect = isPostgres(e.DATABASE_URL) ? 'postgres' : 'sqlite';
  const demo = demoMode(e);

  return {
    port: e.PORT,
    // Demo mode by default listens on this machine only; DEMO=true or DEMO=false opens the network.
    host: e.HOST ?? (implicitDemo(e) ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: e.DATABASE_URL,
    dialect,
    apiKeys: e.API_KEYS?.length ? e.API_KEYS : [DEMO_API_KEY],
    jwtSecret: e.JWT_SECRET ?? embeddedJwtSecret(e.DATABASE_URL),
    tokenTtl: e.TOKEN_TTL,
    demo,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? DEFAULT_WEB_DIST),
    adminDist: resolve(e.ADMIN_DIST ?? DEFAULT_ADMIN_DIST),
    partnerDist: resolve(e.PARTNER_DIST ?? DEFAULT_PARTNER_DIST),
    smtpUrl: e.SMTP_URL,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    cepProvider: e.CEP_PROVIDER,
    viaCepUrl: e.VIACEP_URL,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_PER_MINUTE, loginMax: 10 },
    integration: {
      requestsPerMinute: e.INTEGRATION_RATE_LIMIT_PER_MINUTE,
      webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    },
    loginLockout: { afterFailures: 5, accountsPerAddress: 20 },
    passwordCost: PASSWORD_COST,
    passwordHashesAtOnce: e.PASSWORD_HASHES_AT_ONCE,
    retentionIntervalMs: e.RETENTION_INTERVAL === null ? null : e.RETENTION_INTERVAL * 1000,
    admin: {
      twoFactor: e.ADMIN_2FA,
      sessionIdle: e.ADMIN_SESSION_IDLE,
      sessionMax: e.ADMIN_SESSION_MAX,
    },
    database: {
      waitMs: e.DB_WAIT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      poolMax: e.DB_POOL_MAX,
      poolQueueMax: e.DB_POOL_QUEUE,
    },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    },
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, graceMs: e.SHUTDOWN_GRACE_MS },
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    push: vapidKeys(e),
  };
}

function vapidKeys(e: {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT: string;
  DATABASE_URL: string;
}): Config['push'] {
  const subject = e.VAPID_SUBJECT;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  // Every instance must sign with the same keys (a subscription names the public key it was made
  // with): with PostgreSQL they come from the environment or push stays off.
  if (isPostgres(e.DATABASE_URL)) return null;
  const dbFile = sqliteFilePath(e.DATABASE_URL);
  if (dbFile === null) return { ...newVapidKeys(), subject };
  const file = join(dirname(resolve(dbFile)), VAPID_KEYS_FILE);
  const read = () => {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string')
      throw new ConfigError(
        `Invalid configuration:\n  - ${file}: not a pair of VAPID keys; delete the file to make new ones (devices then subscribe again)`,
      );
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  };
  if (existsSync(file)) return read();
  mkdirSync(dirname(file), { recursive: true });
  const keys = newVapidKeys();
  try {
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
    return { ...keys, subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  }
}

/** A P-256 key pair as Web Push names it: the public point uncompressed, both base64url. */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey('base64url'),
    // A key with leading zero bytes comes back shorter: always 32 bytes.
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString(
      'base64url',
    ),
  };
}

/** `file:./data/clube.db` → `./data/clube.db` (as db/database.ts reads it); null for an in-memory database. */
export function sqliteFilePath(databaseUrl: string): string | null {
  const rest = databaseUrl.replace(/^file:/, '');
  const path = rest.startsWith('//')
    ? decodeURIComponent(rest.replace(/^\/\/(localhost)?/, ''))
    : rest;
  return path === '' || path === ':memory:' ? null : path;
}

function embeddedJwtSecret(databaseUrl: string): string {
  const dbFile = sqliteFilePath(databaseUrl);
  // An in-memory database forgets its sessions anyway: a per-process secret is enough.
  if (dbFile === null) return randomBytes(32).toString('hex');

  const file = join(dirname(resolve(dbFile)), JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < MIN_JWT_SECRET_LENGTH) {
      throw new ConfigError(
        `Invalid configuration:\n  - ${file}: the stored JWT secret is too short; delete the file to make a new one`,
      );
    }
    return stored;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // 'wx' fails if another process created it meanwhile; then theirs wins.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/**
 * The database of a command-line tool (`npm run admin`): DATABASE_URL as the server reads it,
 * without the server's other requirements (API keys, demo rules).
 */
export function databaseUrlOf(env: Record<string, string | undefined>): string {
  const parsed = envSchema.shape.DATABASE_URL.safeParse(env.DATABASE_URL);
  if (!parsed.success)
    throw new ConfigError(
      `Invalid configuration:\n  - DATABASE_URL: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
  return parsed.data;
}
