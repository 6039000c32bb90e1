import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from './http-error.js';

/**
 * Member and dependent photos are personal data, yet an <img> cannot send the bearer token: the API
 * hands each photo out as a short-lived signed URL, `/media/foto-<uuid>?exp=<unix s>&sig=<hmac>`,
 * only inside answers to its owner. The HMAC key is derived from JWT_SECRET, so every instance
 * that shares the secret accepts the URLs of the others.
 */
export const PHOTO_URL_TTL_SECONDS = 15 * 60;

/** Uploaded photos (private); seeded logos, banners and avatars have other ids and stay public. */
const PRIVATE_ID = /^foto-[0-9a-f-]{36}$/;
const PRIVATE_PATH = /^\/media\/(foto-[0-9a-f-]{36})$/;
const SIGNED = /^\/media\/(foto-[0-9a-f-]{36})\?exp=(\d{1,12})&sig=([A-Za-z0-9_-]{43})$/;

export const isPrivateMedia = (id: string) => PRIVATE_ID.test(id);

export interface PhotoUrls {
  /** The URL to answer for a stored photo URL: private ones signed, anything else as it is. */
  sign(url: string, now?: Date): string;
  /** The answer with its `foto` signed. */
  withSignedFoto<T extends { foto: string }>(answer: T, now?: Date): T;
  /** Whether /media/<id>?exp&sig may be served now. */
  allows(id: string, exp: string | undefined, sig: string | undefined, now?: Date): boolean;
  /**
   * A `foto` a client sent back: a URL we signed turns into the stored URL it stands for (expired
   * or not: the form may have stayed open), so the service can see it is the current photo. A
   * signed-looking URL with a wrong signature is refused (400). Anything else is left as sent.
   */
  unsign(sent: string): string;
}

export function photoUrls(jwtSecret: string): PhotoUrls {
  const key = createHmac('sha256', jwtSecret).update('clube media url v1').digest();
  const signature = (id: string, exp: number) =>
    createHmac('sha256', key).update(`${id}.${exp}`).digest('base64url');
  const valid = (id: string, exp: number, sig: string) => {
    const expected = Buffer.from(signature(id, exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

  const sign = (url: string, now = new Date()) => {
    const id = PRIVATE_PATH.exec(url)?.[1];
    if (!id) return url;
    const exp = seconds(now) + PHOTO_URL_TTL_SECONDS;
    return `${url}?exp=${exp}&sig=${signature(id, exp)}`;
  };

  return {
    sign,
    withSignedFoto: (answer, now) => ({ ...answer, foto: sign(answer.foto, now) }),
    allows(id, exp, sig, now = new Date()) {
      if (!isPrivateMedia(id)) return true;
      if (exp === undefined || sig === undefined || !/^\d{1,12}$/.test(exp)) return false;
      return Number(exp) >= seconds(now) && valid(id, Number(exp), sig);
    },
    unsign(sent) {
      if (!sent.startsWith('/media/') || !sent.includes('?')) return sent;
      const [, id, exp, sig] = SIGNED.exec(sent) ?? [];
      if (!id || !exp || !sig || !valid(id, Number(exp), sig)) {
        throw badRequest("Campo 'foto' inválido: envie uma imagem PNG, JPEG, WEBP ou GIF.");
      }
      return `/media/${id}`;
    },
  };
}
