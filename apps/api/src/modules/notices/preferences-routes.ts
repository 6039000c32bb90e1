import { endpoints, ERROR_CODES, NOTICE_CONSENT_TEXTS } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, HttpError, notFound } from '../../lib/http-error.js';
import { route } from '../../lib/route.js';
import { isPushServiceEndpoint } from '../../providers/push/index.js';
import { readConsent, saveConsent } from './consent.js';
import { deviceLabel } from './devices.js';

const TEXTS = NOTICE_CONSENT_TEXTS;

/** A P-256 public point (65 bytes, uncompressed) and a 16-byte secret, as browsers give them. */
function validKeys(keys: { p256dh: string; auth: string }): boolean {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  const auth = Buffer.from(keys.auth, 'base64url');
  return p256dh.length === 65 && p256dh[0] === 4 && auth.length === 16;
}

/**
 * Perfil's 'Avisos' (consent per kind and channel) and this device's push subscription. Consent
 * and subscriptions belong to the person (the login): the token alone says whose, so no call names
 * anyone (docs/decisions/116).
 */
export async function noticePreferenceRoutes(app: FastifyInstance) {
  route(app, endpoints.getPreferenciasAvisos, async (request) =>
    readConsent(app.db, request.user.id),
  );

  route(app, endpoints.salvarPreferenciasAvisos, async (request) => {
    const { preferencias } = request.body;
    await app.db
      .transaction()
      .execute((trx) => saveConsent(trx, request.user.id, preferencias, new Date()));
    return readConsent(app.db, request.user.id);
  });

  route(app, endpoints.getChavePush, async () => ({
    chavePublica: app.config.push?.publicKey ?? null,
  }));

  route(app, endpoints.registrarPush, async (request) => {
    if (!app.config.push) throw conflict(TEXTS.serverOff);
    const { endpoint, keys } = request.body;
    if (
      !isPushServiceEndpoint(endpoint, app.config.integration.webhooksAllowPrivate) ||
      !validKeys(keys)
    )
      throw new HttpError(422, TEXTS.insecureEndpoint, ERROR_CODES.invalidInput);
    const usuarioId = request.user.id;
    const values = {
      usuario_id: usuarioId,
      p256dh: keys.p256dh,
      auth: keys.auth,
      aparelho: deviceLabel(request.headers['user-agent']),
      criado_em: new Date().toISOString(),
    };
    // One row per endpoint (one per device). The same device subscribing again replaces its keys;
    // a browser someone else subscribed from and is now signed in as this person becomes theirs
    // (the endpoint is a secret only that browser knows; the other person no longer uses it).
    await app.db
      .insertInto('push_inscricao')
      .values({ endpoint, ...values })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          usuario_id: usuarioId,
          p256dh: keys.p256dh,
          auth: keys.auth,
          aparelho: values.aparelho,
        }),
      )
      .execute();
    return { message: TEXTS.pushOn };
  });

  route(app, endpoints.removerPush, async (request) => {
    const removed = await app.db
      .deleteFrom('push_inscricao')
      .where('endpoint', '=', request.body.endpoint)
      .where('usuario_id', '=', request.user.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound(TEXTS.subscriptionNotFound);
    return { message: TEXTS.pushOff };
  });
}
