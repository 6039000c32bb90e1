/**
 * The card's rotating code: RFC 6238 TOTP (HMAC-SHA-1, 30-second step, 6 digits) over a per-card
 * secret. Pure and synchronous, with no dependency (no node:crypto, no WebCrypto), so the member app
 * derives it offline and the server verifies it with the very same function.
 * docs/decisions/070-card-code-scheme.md.
 */

export const CARD_CODE_STEP_SECONDS = 30;
export const CARD_CODE_DIGITS = 6;
/** Steps before and after the server's own that a check still accepts (clock drift, slow typing). */
export const CARD_CODE_WINDOW = 1;
/** The prefix of the QR code's text: `CLUBE1:<card number>:<code>`. */
export const CARD_QR_PREFIX = 'CLUBE1';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Bytes of an RFC 4648 base32 text (case, spaces and '=' padding ignored); throws on other characters. */
export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** RFC 4648 base32 of bytes, without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));

/** SHA-1 (FIPS 180-4) of bytes. */
export function sha1(message: Uint8Array): Uint8Array {
  const length = message.length;
  const padded = new Uint8Array(((length + 9 + 63) >> 6) << 6);
  padded.set(message);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  const bitLength = length * 8;
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  let h0 = 0x67452301;
  let h1 = 0xefcdab89;
  let h2 = 0x98badcfe;
  let h3 = 0x10325476;
  let h4 = 0xc3d2e1f0;
  const w = new Uint32Array(80);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 80; i++) w[i] = rotl(w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!, 1);
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    for (let i = 0; i < 80; i++) {
      let f: number;
      let k: number;
      if (i < 20) {
        f = (b & c) | (~b & d);
        k = 0x5a827999;
      } else if (i < 40) {
        f = b ^ c ^ d;
        k = 0x6ed9eba1;
      } else if (i < 60) {
        f = (b & c) | (b & d) | (c & d);
        k = 0x8f1bbcdc;
      } else {
        f = b ^ c ^ d;
        k = 0xca62c1d6;
      }
      const t = (rotl(a, 5) + f + e + k + w[i]!) >>> 0;
      e = d;
      d = c;
      c = rotl(b, 30) >>> 0;
      b = a;
      a = t;
    }
    h0 = (h0 + a) >>> 0;
    h1 = (h1 + b) >>> 0;
    h2 = (h2 + c) >>> 0;
    h3 = (h3 + d) >>> 0;
    h4 = (h4 + e) >>> 0;
  }
  const out = new Uint8Array(20);
  const outView = new DataView(out.buffer);
  [h0, h1, h2, h3, h4].forEach((h, i) => outView.setUint32(i * 4, h));
  return out;
}

/** HMAC-SHA-1 (RFC 2104). */
export function hmacSha1(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha1(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 20);
  for (let i = 0; i < 64; i++) {
    inner[i] = block[i]! ^ 0x36;
    outer[i] = block[i]! ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha1(inner), 64);
  return sha1(outer);
}

/** The RFC 6238 time step of an instant (whole seconds since the epoch). */
export function cardCodeStep(unixSeconds: number): number {
  return Math.floor(unixSeconds / CARD_CODE_STEP_SECONDS);
}

/** The HOTP value (RFC 4226) of a key at a counter, as `digits` digits. */
export function hotp(key: Uint8Array, counter: number, digits = CARD_CODE_DIGITS): string {
  const message = new Uint8Array(8);
  const view = new DataView(message.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  const mac = hmacSha1(key, message);
  const offset = mac[19]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) |
    (mac[offset + 1]! << 16) |
    (mac[offset + 2]! << 8) |
    mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of a card (its base32 secret) at a step. */
export function cardCodeAtStep(secretBase32: string, step: number, digits = CARD_CODE_DIGITS) {
  return hotp(base32Decode(secretBase32), step, digits);
}

/** The 6-digit code a card shows at an instant (whole seconds since the epoch). */
export function cardCode(secretBase32: string, unixSeconds: number, digits = CARD_CODE_DIGITS) {
  return cardCodeAtStep(secretBase32, cardCodeStep(unixSeconds), digits);
}

/** Seconds until the code shown at an instant changes (1…30): the card's countdown. */
export function cardCodeSecondsLeft(unixSeconds: number): number {
  return CARD_CODE_STEP_SECONDS - (Math.floor(unixSeconds) % CARD_CODE_STEP_SECONDS);
}

/**
 * The step, within ±`window` of `unixSeconds`' own, whose code is `code`; null when none. Compares
 * every candidate (no early exit) so the time taken does not tell which step matched.
 */
export function matchCardCode(
  secretBase32: string,
  code: string,
  unixSeconds: number,
  window = CARD_CODE_WINDOW,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secretBase32);
  const current = cardCodeStep(unixSeconds);
  let matched: number | null = null;
  for (let step = current - window; step <= current + window; step++) {
    const candidate = hotp(key, step);
    let diff = 0;
    for (let i = 0; i < candidate.length; i++) diff |= candidate.charCodeAt(i) ^ code.charCodeAt(i);
    if (diff === 0 && matched === null) matched = step;
  }
  return matched;
}

/** The text of the card's QR code: `CLUBE1:<card number>:<code>`. */
export function cardQrPayload(cardNumber: string, code: string): string {
  return `${CARD_QR_PREFIX}:${cardNumber}:${code}`;
}

/** The card number and code of a QR code's text; null when it is not a Clube card's. */
export function parseCardQrPayload(text: string): { cartao: string; codigo: string } | null {
  const match = /^CLUBE1:([0-9A-Za-z.-]{1,40}):(\d{6})$/.exec(text.trim());
  return match ? { cartao: match[1]!, codigo: match[2]! } : null;
}
