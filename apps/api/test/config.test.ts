import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_VAPID_SUBJECT,
  DEMO_API_KEY,
  loadConfig,
  newVapidKeys,
} from '../src/config.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'clube-config-'));
const embedded = (dir: string) => ({ DATABASE_URL: `file:${join(dir, 'clube.db')}` });
const PG = 'postgres://clube@db.internal:5432/clube';
const SECRET = 'x'.repeat(40);

describe('loadConfig', () => {
  it('has the documented defaults in embedded mode', () => {
    const dir = tempDir();
    const config = loadConfig(embedded(dir));
    expect(config).toMatchObject({
      port: 3000,
      // Demo mode by default: the published demo accounts stay on this machine.
      host: '127.0.0.1',
      dialect: 'sqlite',
      apiKeys: [DEMO_API_KEY],
      tokenTtl: 12 * 3600,
      demo: true,
      logLevel: 'info',
      cepProvider: 'local',
      smtpUrl: undefined,
      redisUrl: undefined,
      trustProxy: false,
      passwordHashesAtOnce: 2,
      rateLimit: { max: 300, loginMax: 10 },
      integration: { requestsPerMinute: 120, webhooksAllowPrivate: false },
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: PG,
      API_KEYS: ' web-key , app-key ,',
      JWT_SECRET: SECRET,
      TOKEN_TTL: '45m',
      DEMO: 'on',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/srv/web',
      SMTP_URL: 'smtp://mail:25',
      SMS_WEBHOOK_URL: 'https://sms.example/hook',
      CEP_PROVIDER: 'viacep',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: '1',
      PASSWORD_HASHES_AT_ONCE: '1',
      RATE_LIMIT_PER_MINUTE: '1200',
      INTEGRATION_RATE_LIMIT_PER_MINUTE: '60',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dialect: 'postgres',
      apiKeys: ['web-key', 'app-key'],
      jwtSecret: SECRET,
      tokenTtl: 45 * 60,
      demo: true,
      logLevel: 'warn',
      webDist: '/srv/web',
      smtpUrl: 'smtp://mail:25',
      smsWebhookUrl: 'https://sms.example/hook',
      cepProvider: 'viacep',
      redisUrl: 'redis://cache:6379',
      trustProxy: 1,
      passwordHashesAtOnce: 1,
      rateLimit: { max: 1200, loginMax: 10 },
      integration: { requestsPerMinute: 60, webhooksAllowPrivate: true },
    });
  });

  it.each([
    ['3600', 3600],
    ['12h', 43200],
    ['7d', 604800],
    ['90s', 90],
  ])('reads TOKEN_TTL %s as %i seconds', (value, seconds) => {
    expect(loadConfig({ ...embedded(tempDir()), TOKEN_TTL: value }).tokenTtl).toBe(seconds);
  });

  it('turns demo off by default with PostgreSQL, and then requires API_KEYS', () => {
    expect(() => loadConfig({ DATABASE_URL: PG, JWT_SECRET: SECRET })).toThrow(/API_KEYS/);
    expect(loadConfig({ DATABASE_URL: PG, JWT_SECRET: SECRET, API_KEYS: 'k' }).demo).toBe(false);
  });

  it('listens on every interface when demo mode is asked for or off', () => {
    expect(loadConfig({ ...embedded(tempDir()), DEMO: 'true' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...embedded(tempDir()), DEMO: 'false', API_KEYS: 'k' }).host).toBe(
      '0.0.0.0',
    );
    expect(loadConfig({ DATABASE_URL: PG, JWT_SECRET: SECRET, API_KEYS: 'k' }).host).toBe(
      '0.0.0.0',
    );
  });

  describe('demo mode by default', () => {
    const fix = /Set DEMO=false \(with API_KEYS\) to run without demo data, or DEMO=true/;

    it('refuses to start with NODE_ENV=production', () => {
      const start = () => loadConfig({ ...embedded(tempDir()), NODE_ENV: 'production' });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(/DEMO: demo mode is on by default[\s\S]*NODE_ENV=production/);
      expect(start).toThrow(fix);
    });

    it.each(['0.0.0.0', '::', '192.168.0.10', 'clube.example.com'])(
      'refuses to listen on HOST=%s',
      (host) => {
        const start = () => loadConfig({ ...embedded(tempDir()), HOST: host });
        expect(start).toThrow(`HOST=${host} is reachable from other machines`);
        expect(start).toThrow(fix);
      },
    );

    it.each(['127.0.0.1', '::1', 'localhost'])('starts on the loopback HOST=%s', (host) => {
      expect(loadConfig({ ...embedded(tempDir()), HOST: host })).toMatchObject({
        host,
        demo: true,
      });
    });

    it('starts anywhere once DEMO=true is set on purpose', () => {
      const config = loadConfig({
        ...embedded(tempDir()),
        DEMO: 'true',
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
      });
      expect(config).toMatchObject({ demo: true, host: '0.0.0.0' });
    });

    it('is not in the way with DEMO=false', () => {
      const config = loadConfig({
        ...embedded(tempDir()),
        DEMO: 'false',
        API_KEYS: 'k',
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
      });
      expect(config).toMatchObject({ demo: false, host: '0.0.0.0' });
    });
  });

  it('requires API_KEYS in embedded mode when DEMO is off', () => {
    expect(() => loadConfig({ ...embedded(tempDir()), DEMO: 'false' })).toThrow(ConfigError);
  });

  it('refuses PostgreSQL without JWT_SECRET', () => {
    expect(() => loadConfig({ DATABASE_URL: PG, API_KEYS: 'k' })).toThrow(
      /JWT_SECRET: required with PostgreSQL/,
    );
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ DATABASE_URL: PG, PORT: 'x' })).toThrow(
      /PORT[\s\S]*API_KEYS: required when DEMO is off[\s\S]*JWT_SECRET: required with PostgreSQL/,
    );
  });

  it('generates the JWT secret once beside the database file, private, and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig(embedded(dir)).jwtSecret;
    const file = join(dir, 'jwt-secret');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig(embedded(dir)).jwtSecret).toBe(first);
  });

  it('generates the VAPID keys once beside the database file, private, and reuses them', () => {
    const dir = tempDir();
    const first = loadConfig(embedded(dir)).push;
    expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first?.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first?.subject).toBe(DEFAULT_VAPID_SUBJECT);
    const file = join(dir, 'vapid-keys');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first?.publicKey,
      privateKey: first?.privateKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig(embedded(dir)).push).toEqual(first);
  });

  it('takes the VAPID keys and subject from the environment, writing no file then', () => {
    const dir = tempDir();
    const keys = newVapidKeys();
    const env = {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://clube.example.com.br/contato',
    };
    expect(loadConfig({ ...embedded(dir), ...env }).push).toEqual({
      ...keys,
      subject: 'https://clube.example.com.br/contato',
    });
    expect(() => statSync(join(dir, 'vapid-keys'))).toThrow();
    expect(
      loadConfig({ DATABASE_URL: PG, JWT_SECRET: SECRET, API_KEYS: 'k', ...env }).push?.publicKey,
    ).toBe(keys.publicKey);
  });

  it('sends no push notifications with PostgreSQL and no VAPID keys', () => {
    expect(loadConfig({ DATABASE_URL: PG, JWT_SECRET: SECRET, API_KEYS: 'k' }).push).toBeNull();
  });

  it('prefers JWT_SECRET over the stored one and writes no file then', () => {
    const dir = tempDir();
    expect(loadConfig({ ...embedded(dir), JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(() => statSync(join(dir, 'jwt-secret'))).toThrow();
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ TOKEN_TTL: '12 hours' }, /TOKEN_TTL/],
    [{ TOKEN_TTL: '5' }, /TOKEN_TTL/],
    [{ DEMO: 'maybe' }, /DEMO/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PASSWORD_HASHES_AT_ONCE: '0' }, /PASSWORD_HASHES_AT_ONCE/],
    [{ CEP_PROVIDER: 'correios' }, /CEP_PROVIDER/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def' }, /VAPID_PUBLIC_KEY/],
    [
      { VAPID_PUBLIC_KEY: newVapidKeys().publicKey },
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both/,
    ],
    [{ VAPID_SUBJECT: 'avisos@clube' }, /VAPID_SUBJECT/],
  ])('explains a bad value %o', (env, message) => {
    expect(() => loadConfig({ ...embedded(tempDir()), ...env })).toThrow(message);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({
      ...embedded(tempDir()),
      PORT: '',
      API_KEYS: '',
      DEMO: '',
      SMTP_URL: '',
    });
    expect(config).toMatchObject({
      port: 3000,
      apiKeys: [DEMO_API_KEY],
      demo: true,
      smtpUrl: undefined,
    });
  });
});
