import { badRequest } from './http-error.js';
import { urlSigner } from './signed-urls.js';

/**
 * Member and dependent photos are personal data, yet an <img> cannot send the bearer token: the API
 * hands each photo out as a short-lived signed URL, `/media/foto-<uuid>?exp=<unix s>&sig=<hmac>`,
 * only inside answers to its owner, signed by `lib/signed-urls.ts`.
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
  const signer = urlSigner(jwtSecret);

  const sign = (url: string, now = new Date()) => {
    const id = PRIVATE_PATH.exec(url)?.[1];
    if (!id) return url;
    return `${url}?${signer.query(id, PHOTO_URL_TTL_SECONDS, now)}`;
  };

  return {
    sign,
    withSignedFoto: (answer, now) => ({ ...answer, foto: sign(answer.foto, now) }),
    allows(id, exp, sig, now = new Date()) {
      return !isPrivateMedia(id) || signer.allows(id, exp, sig, now);
    },
    unsign(sent) {
      if (!sent.startsWith('/media/') || !sent.includes('?')) return sent;
      const [, id, exp, sig] = SIGNED.exec(sent) ?? [];
      if (!id || !exp || !sig || !signer.signed(id, Number(exp), sig)) {
        throw badRequest("Campo 'foto' inválido: envie uma imagem PNG, JPEG, WEBP ou GIF.");
      }
      return `/media/${id}`;
    },
  };
}
