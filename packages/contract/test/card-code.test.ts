import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  cardCode,
  cardCodeSecondsLeft,
  cardCodeStep,
  cardQrPayload,
  matchCardCode,
  parseCardQrPayload,
  sha1,
} from '../src/card-code.js';
import { checkBody } from '../src/partner/schemas.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const ascii = (text: string) => new TextEncoder().encode(text);

/** RFC 6238 appendix B's SHA-1 seed, '12345678901234567890', in base32. */
const RFC_SECRET = base32Encode(ascii('12345678901234567890'));

describe('card code (RFC 6238, HMAC-SHA-1)', () => {
  it('hashes like SHA-1', () => {
    expect(hex(sha1(ascii('abc')))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(hex(sha1(ascii('')))).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    const long = ascii('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq');
    expect(hex(sha1(long))).toBe('84983e441c3bd26ebaae4aa1f95129e5e54670f1');
  });

  it('gives the RFC 6238 test vectors (8 digits) and their last 6 digits', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [time, code] of vectors) {
      expect(cardCode(RFC_SECRET, time, 8)).toBe(code);
      expect(cardCode(RFC_SECRET, time)).toBe(code.slice(2));
    }
  });

  it('round-trips base32 and refuses other characters', () => {
    const bytes = Uint8Array.from({ length: 20 }, (_, i) => i * 13);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(() => base32Decode('ABC1')).toThrow();
  });

  it('accepts the previous and next 30 seconds, not older or newer', () => {
    const now = 1_800_000_015;
    const step = cardCodeStep(now);
    expect(matchCardCode(RFC_SECRET, cardCode(RFC_SECRET, now), now)).toBe(step);
    expect(matchCardCode(RFC_SECRET, cardCode(RFC_SECRET, now - 30), now)).toBe(step - 1);
    expect(matchCardCode(RFC_SECRET, cardCode(RFC_SECRET, now + 30), now)).toBe(step + 1);
    expect(matchCardCode(RFC_SECRET, cardCode(RFC_SECRET, now - 60), now)).toBeNull();
    expect(matchCardCode(RFC_SECRET, cardCode(RFC_SECRET, now + 60), now)).toBeNull();
    expect(matchCardCode(RFC_SECRET, '12a456', now)).toBeNull();
  });

  it('counts down to the next code', () => {
    expect(cardCodeSecondsLeft(1_800_000_000)).toBe(30);
    expect(cardCodeSecondsLeft(1_800_000_029)).toBe(1);
  });

  it('writes and reads the QR code text', () => {
    expect(cardQrPayload('1234567', '012345')).toBe('CLUBE1:1234567:012345');
    expect(parseCardQrPayload(' CLUBE1:1234567:012345 ')).toEqual({
      cartao: '1234567',
      codigo: '012345',
    });
    expect(parseCardQrPayload('CLUBE1:1234567:12345')).toBeNull();
    expect(parseCardQrPayload('https://example.com')).toBeNull();
  });

  it('normalises a check from a QR code or typed fields', () => {
    expect(checkBody.parse({ qr: 'CLUBE1:1234567:012345' })).toEqual({
      cartao: '1234567',
      cpf: undefined,
      codigo: '012345',
    });
    expect(checkBody.parse({ cpf: '529.982.247-25', codigo: '012345' })).toMatchObject({
      cpf: '52998224725',
    });
    expect(checkBody.safeParse({ codigo: '012345' }).success).toBe(false);
    expect(checkBody.safeParse({ qr: 'nada' }).success).toBe(false);
    expect(checkBody.safeParse({ cartao: '123', codigo: '12' }).success).toBe(false);
  });
});
