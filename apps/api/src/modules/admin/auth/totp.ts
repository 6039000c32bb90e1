import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type * as OtpAuth from 'otpauth';
import type QRCode from 'qrcode';
import { lazyModule } from '../../../lib/lazy-module.js';

// Loaded with the first operator who signs in or enrols, not at start (lib/lazy-module.ts).
const otpauth = lazyModule<typeof OtpAuth>('otpauth');
const qrcode = lazyModule<typeof QRCode>('qrcode');

/**
 * The second factor of the console (docs/product.md#console-sign-in): TOTP of RFC 6238 (SHA-1, 6 digits, 30 s — what
 * every authenticator app reads), recovery codes, and the secret encrypted at rest.
 */

export const TOTP_ISSUER = 'Clube';
const PERIOD_SECONDS = 30;
/** Codes of the step before and after are accepted too (clock drift between phone and server). */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totpFor(secretBase32: string, label = ''): OtpAuth.TOTP {
  const { Secret, TOTP } = otpauth();
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation), in base32. */
export const newTotpSecret = (): string => new (otpauth().Secret)({ size: 20 }).base32;

/** The otpauth:// URL an authenticator app scans, labelled with the operator's e-mail. */
export const otpauthUrl = (secretBase32: string, email: string): string =>
  totpFor(secretBase32, email).toString();

/** The QR code of a URL as an SVG document, made here so the console carries no QR library. */
export const qrSvg = (text: string): Promise<string> =>
  qrcode().toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/**
 * The RFC 6238 time step of a valid code (within ±WINDOW steps of `now`), or null. The caller
 * accepts it only when it is after the last step used, so a code works once.
 */
export function totpStep(
  secretBase32: string,
  code: string,
  now: number = Date.now(),
): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of the moment (tests, the CLI). */
export const totpCode = (secretBase32: string, now: number = Date.now()): string =>
  totpFor(secretBase32).generate({ timestamp: now });

/** Ten codes like `k3m9q-x7p2w` (50 bits each): shown once, stored as hashes. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Codes are compared without case, spaces or dashes (typed from paper). */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** The stored hashes without the one this code matches, or null when it matches none. */
export function useRecoveryCode(storedHashes: readonly string[], code: string): string[] | null {
  const candidate = Buffer.from(hashRecoveryCode(code), 'hex');
  let index = -1;
  storedHashes.forEach((stored, i) => {
    const bytes = Buffer.from(stored, 'hex');
    if (bytes.length === candidate.length && timingSafeEqual(bytes, candidate)) index = i;
  });
  if (index < 0) return null;
  return storedHashes.filter((_, i) => i !== index);
}

/**
 * AES-256-GCM with a key derived from JWT_SECRET by HKDF: a database dump alone does not give the
 * secrets away. Changing JWT_SECRET makes stored secrets unreadable: operators enrol again
 * (an admin resets their 2FA). Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export function secretKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'clube-admin-totp', 'totp-secret-v1', 32));
}

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was encrypted with another key or is malformed. */
export function decryptSecret(key: Buffer, stored: string): string | null {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
