import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed links to private files that a browser opens without the bearer token (an
 * <img>, a new tab): `?exp=<unix s>&sig=<hmac of "<id>.<exp>">`. The HMAC key is derived from
 * JWT_SECRET, so every instance that shares the secret accepts the links of the others. Ids carry
 * their kind (`foto-…`, `documento-…`), so a signature for one file never opens another.
 */
export interface UrlSigner {
  /** The query string (`exp=…&sig=…`) that opens `id` for `ttlSeconds` from now. */
  query(id: string, ttlSeconds: number, now?: Date): string;
  /** Whether the link is unexpired and signed for exactly this id. */
  allows(id: string, exp: string | undefined, sig: string | undefined, now?: Date): boolean;
  /** Whether `sig` is ours for this id and expiry, expired or not. */
  signed(id: string, exp: number, sig: string): boolean;
}

const EXP = /^\d{1,12}$/;

export function urlSigner(jwtSecret: string): UrlSigner {
  const key = createHmac('sha256', jwtSecret).update('clube media url v1').digest();
  const signature = (id: string, exp: number) =>
    createHmac('sha256', key).update(`${id}.${exp}`).digest('base64url');
  const seconds = (now: Date) => Math.floor(now.getTime() / 1000);
  const signed = (id: string, exp: number, sig: string) => {
    const expected = Buffer.from(signature(id, exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    query(id, ttlSeconds, now = new Date()) {
      const exp = seconds(now) + ttlSeconds;
      return `exp=${exp}&sig=${signature(id, exp)}`;
    },
    allows(id, exp, sig, now = new Date()) {
      if (exp === undefined || sig === undefined || !EXP.test(exp)) return false;
      return Number(exp) >= seconds(now) && signed(id, Number(exp), sig);
    },
    signed,
  };
}
