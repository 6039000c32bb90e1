import { describe, expect, it } from 'vitest';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  secretKey,
  totpCode,
  totpStep,
  useRecoveryCode,
} from '../../src/modules/admin/auth/totp.js';

describe('the TOTP secret at rest', () => {
  it('decrypts with the key of the same JWT secret only', () => {
    const secret = newTotpSecret();
    const stored = encryptSecret(secretKey('a'.repeat(40)), secret);
    expect(stored).not.toContain(secret);
    expect(decryptSecret(secretKey('a'.repeat(40)), stored)).toBe(secret);
    expect(decryptSecret(secretKey('b'.repeat(40)), stored)).toBeNull();
    expect(decryptSecret(secretKey('a'.repeat(40)), 'v1.x.y')).toBeNull();
  });
});

describe('codes', () => {
  it('accept the code of the moment and of the neighbouring steps, with their step', () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2030, 0, 1, 12, 0, 10);
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, now - 90_000), now)).toBeNull();
  });

  it('strike out a recovery code once used, whatever its case or dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    const stored = codes.map(hashRecoveryCode);
    const left = useRecoveryCode(stored, codes[3]!.toUpperCase().replace('-', ' '));
    expect(left).toHaveLength(9);
    expect(useRecoveryCode(left!, codes[3]!)).toBeNull();
    expect(useRecoveryCode(stored, 'zzzzz-zzzzz')).toBeNull();
  });
});
