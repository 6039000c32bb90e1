import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints, NOTICE_KINDS, NOTICE_SCREENS, type PushKeyResponse } from '@clube/contract';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import { newVapidKeys } from '../../src/config.js';
import type { Cliente, Database } from '../../src/db/schema.js';
import type { NoticePushPayload } from '../../src/jobs/dispatch-notices.js';
import { isPushServiceEndpoint } from '../../src/providers/push/index.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';

/*
 * Web Push end to end against a push service of our own on loopback: it checks the VAPID
 * signature (ES256 over the JWT, with the public key the server publishes) and decrypts the
 * payload (aes128gcm, RFC 8291 and 8188) with the keys the test's "browser" generated. Runs on
 * PostgreSQL too (scripts/test-pg.mjs runs every API test file).
 */

interface Received {
  path: string;
  claims: { aud: string; sub: string; exp: number };
  payload: NoticePushPayload;
}

/** A browser's subscription: its own ECDH key pair and auth secret, as PushManager makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
  };
}
type Browser = ReturnType<typeof browserKeys>;

/** RFC 8291 / 8188: one aes128gcm record, decrypted with the browser's private key and secret. */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<jwt>, k=<public key>` against the key the server publishes. */
function vapidClaims(request: IncomingMessage, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? '');
  if (!match) throw new Error(`no VAPID header: ${request.headers.authorization}`);
  const [, jwt, k] = match;
  if (k !== publicKey) throw new Error('VAPID key is not the published one');
  const [header, claims, signature] = jwt!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as Received['claims'];
}

const vapid = { ...newVapidKeys(), subject: 'mailto:avisos@example.com' };
const browsers = new Map<string, Browser>();
const received: Received[] = [];
const failures: string[] = [];
/** Paths the push service answers 410 (the browser dropped the subscription). */
const gone = new Set<string>();

const pushService = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (c: Buffer) => chunks.push(c));
  request.on('end', () => {
    const path = request.url ?? '';
    if (gone.has(path)) {
      response.writeHead(410).end();
      return;
    }
    try {
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      const claims = vapidClaims(request, vapid.publicKey);
      const browser = browsers.get(path);
      if (!browser) throw new Error(`unknown subscription ${path}`);
      const payload = JSON.parse(decrypt(Buffer.concat(chunks), browser)) as NoticePushPayload;
      received.push({ path, claims, payload });
      response.writeHead(201).end();
    } catch (error) {
      failures.push(String(error));
      response.writeHead(400).end();
    }
  });
});

let origin: string;
const it = apiTest(async (onCleanup) => {
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  onCleanup(async () => {
    pushService.closeAllConnections();
    await new Promise<void>((resolve) => pushService.close(() => resolve()));
  });
  return {
    config: {
      push: vapid,
      integration: { requestsPerMinute: 1000, webhooksAllowPrivate: true },
    },
  };
});

let devices = 0;
async function member(app: TestApp): Promise<{ m: TestMember; token: string; card: Cliente }> {
  const empresa = await insertEmpresa(app.database.db, {
    nome: 'Clube Azul',
    logo: '/media/logo-azul.png',
  });
  const m = await createMember(app.database.db, { empresas: [empresa], usuario: { email: '' } });
  return { m, token: await tokenFor(app.app, m.usuario), card: m.cards[0]! };
}

/** The browser subscribes with the push service and gives the subscription to the server. */
async function subscribe(app: TestApp, token: string) {
  const path = `/push/${++devices}`;
  const browser = browserKeys();
  browsers.set(path, browser);
  const endpoint = `${origin}${path}`;
  const response = await call(
    app.app,
    endpoints.registrarPush,
    { endpoint, keys: browser.keys },
    { token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return { path, endpoint };
}

const consentPush = (app: TestApp, token: string, tipo: string) =>
  call(
    app.app,
    endpoints.salvarPreferenciasAvisos,
    { preferencias: [{ tipo, push: true, email: false }] },
    { token },
  );

const campaign = (db: Kysely<Database>, card: Cliente, titulo: string) =>
  db
    .insertInto('aviso')
    .values({
      cliente_id: card.id,
      tipo: NOTICE_KINDS.campaign,
      titulo,
      texto: `Texto de ${titulo}`,
      tela: NOTICE_SCREENS.home,
      alvo_id: null,
      chave: null,
      criado_em: new Date().toISOString(),
      lido_em: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

async function run(app: TestApp) {
  await app.app.outbox.dispatchNotices();
  await app.app.outbox.deliver();
}

const subscriptionsOf = (db: Kysely<Database>, m: TestMember) =>
  db
    .selectFrom('push_inscricao')
    .select('endpoint')
    .where('usuario_id', '=', m.usuario.id)
    .execute();

describe('Web Push', () => {
  it('publishes the public key the pushes are signed with', async ({ app }) => {
    const { token } = await member(app);
    const response = await call(app.app, endpoints.getChavePush, undefined, { token });
    expect(response.json<PushKeyResponse>()).toEqual({ chavePublica: vapid.publicKey });
  });

  it('pushes a consented notice, signed and encrypted for the device, with the company’s icon and the notice’s screen', async ({
    app,
    db,
  }) => {
    const { token, card } = await member(app);
    const { path } = await subscribe(app, token);
    await consentPush(app, token, 'campanha');
    const { id } = await campaign(db, card, 'Feira de descontos');
    await run(app);
    expect(failures).toEqual([]);
    const push = received.find((r) => r.path === path);
    expect(push?.payload).toEqual({
      id,
      titulo: 'Feira de descontos',
      texto: 'Texto de Feira de descontos',
      icone: '/media/logo-azul.png',
      url: `/auth/notices?aviso=${id}`,
    });
    expect(push?.claims.aud).toBe(origin);
    expect(push?.claims.sub).toBe(vapid.subject);
  });

  it('pushes nothing of a kind the member did not turn on', async ({ app, db }) => {
    const { token, card } = await member(app);
    const { path } = await subscribe(app, token);
    await campaign(db, card, 'Sem consentimento');
    await run(app);
    expect(received.filter((r) => r.path === path)).toEqual([]);
  });

  it('pushes a security notice to every device where push is on, without asking', async ({
    app,
  }) => {
    const { token, m } = await member(app);
    const one = await subscribe(app, token);
    const two = await subscribe(app, token);
    await call(
      app.app,
      endpoints.changePassword,
      { oldpass: m.usuario.password, newpass: 'outra-senha-9' },
      { token },
    );
    await run(app);
    for (const device of [one, two])
      expect(received.filter((r) => r.path === device.path).map((r) => r.payload.titulo)).toEqual([
        'Sua senha foi alterada',
      ]);
  });

  it('forgets a subscription the push service says is gone (410), and tries it no more', async ({
    app,
    db,
  }) => {
    const { token, card, m } = await member(app);
    const { path } = await subscribe(app, token);
    await consentPush(app, token, 'campanha');
    gone.add(path);
    await campaign(db, card, 'Para um aparelho que sumiu');
    await run(app);
    expect(await subscriptionsOf(db, m)).toEqual([]);
    const messages = await db
      .selectFrom('outbox')
      .select('status')
      .where('canal', '=', 'push')
      .where('assunto', '=', 'Para um aparelho que sumiu')
      .execute();
    expect(messages).toEqual([{ status: 'falhou' }]);
  });

  it('forgets the member’s devices at logout', async ({ app, db }) => {
    const { token, m } = await member(app);
    await subscribe(app, token);
    expect(await subscriptionsOf(db, m)).toHaveLength(1);
    const response = await call(app.app, endpoints.logout, undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(await subscriptionsOf(db, m)).toEqual([]);
  });

  it('removes the caller’s own device, never another member’s', async ({ app, db }) => {
    const a = await member(app);
    const b = await member(app);
    const theirs = await subscribe(app, b.token);
    const refused = await call(
      app.app,
      endpoints.removerPush,
      { endpoint: theirs.endpoint },
      { token: a.token },
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Inscrição de notificações não encontrada.' });
    expect(await subscriptionsOf(db, b.m)).toHaveLength(1);
    const own = await call(
      app.app,
      endpoints.removerPush,
      { endpoint: theirs.endpoint },
      { token: b.token },
    );
    expect(own.statusCode).toBe(200);
    expect(await subscriptionsOf(db, b.m)).toEqual([]);
  });

  it('keeps one subscription per device: subscribing again replaces it', async ({ app, db }) => {
    const { token, m } = await member(app);
    const { endpoint } = await subscribe(app, token);
    const again = browserKeys();
    await call(app.app, endpoints.registrarPush, { endpoint, keys: again.keys }, { token });
    expect(await subscriptionsOf(db, m)).toEqual([{ endpoint }]);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', async ({ app, db }) => {
    const { token, m } = await member(app);
    const response = await call(
      app.app,
      endpoints.registrarPush,
      { endpoint: `${origin}/push/torto`, keys: { p256dh: 'A'.repeat(40), auth: 'A'.repeat(22) } },
      { token },
    );
    expect(response.statusCode).toBe(422);
    expect(await subscriptionsOf(db, m)).toEqual([]);
  });
});

describe('push services the server sends to', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://wns2-by3p.notify.windows.com/w/?token=abc', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://169.254.169.254/latest/meta-data', false],
    ['https://intranet.exemplo.com.br/push', false],
  ])('%s: %s', (endpoint, allowed) => {
    expect(isPushServiceEndpoint(endpoint, false)).toBe(allowed);
  });
});
