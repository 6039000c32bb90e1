import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { photoUrls, type PhotoUrls } from '../lib/photo-urls.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs the URLs of members' photos in answers, and checks them when they come back. */
    photoUrls: PhotoUrls;
  }
}

/**
 * The signer of photo URLs, for every module that answers or accepts a `foto` and for the media
 * route that serves them; registered before any module, so none depends on another's registration.
 */
export const photoUrlsPlugin = fp<{ jwtSecret: string }>(
  async function photoUrlsSigner(app: FastifyInstance, { jwtSecret }) {
    app.decorate('photoUrls', photoUrls(jwtSecret));
  },
  { name: 'photo-urls' },
);
