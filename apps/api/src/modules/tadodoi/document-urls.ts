import { urlSigner } from '../../lib/signed-urls.js';

/** A prescription's document opens in a new tab, which cannot send the bearer token: a signed link. */
export const DOCUMENT_URL_TTL_SECONDS = 5 * 60;
export const DOCUMENT_PATH = '/media/documento';

export interface DocumentUrls {
  url(documentoId: number, now?: Date): string;
  allows(
    documentoId: number,
    exp: string | undefined,
    sig: string | undefined,
    now?: Date,
  ): boolean;
}

const signedId = (documentoId: number) => `documento-${documentoId}`;

export function documentUrls(jwtSecret: string): DocumentUrls {
  const signer = urlSigner(jwtSecret);
  return {
    url: (documentoId, now) =>
      `${DOCUMENT_PATH}/${documentoId}?${signer.query(signedId(documentoId), DOCUMENT_URL_TTL_SECONDS, now)}`,
    allows: (documentoId, exp, sig, now) => signer.allows(signedId(documentoId), exp, sig, now),
  };
}
