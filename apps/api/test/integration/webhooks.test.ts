import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { adminEndpoints, type WebhookDeliveryView } from '@clube/contract/admin';
import {
  integrationEndpoints,
  type UpsertMembersResponse,
  type WebhookPayload,
} from '@clube/contract/integration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Empresa } from '../../src/db/schema.js';
import { isPrivateAddress } from '../../src/modules/integration/webhooks/address.js';
import { deliverWebhooks } from '../../src/jobs/deliver-webhooks.js';
import { secretKey } from '../../src/modules/admin/auth/totp.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { startFakeHttpServer, type FakeHttpServer } from '../helpers/fake-http-server.js';
import { insertEmpresa, insertLookups, uniqueCpf } from '../helpers/factories.js';
import { consoleCall, createOperator, signIn } from '../admin/helpers.js';

/*
 * Webhooks: registration refuses private and plain-http addresses unless WEBHOOKS_ALLOW_PRIVATE;
 * a loopback receiver written from the Standard Webhooks convention verifies every delivery;
 * failures are retried with backoff, logged per endpoint, and 'Reenviar' sends the same id again.
 */

/** The receiver's side of Standard Webhooks, from the convention (not from the server's code). */
function verify(secret: string, headers: IncomingMessage['headers'], body: string): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const signatures = String(headers['webhook-signature'] ?? '').split(' ');
  if (!id || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false;
  const key = Buffer.from(secret.split('_')[1] ?? '', 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

interface Received {
  id: string;
  valid: boolean;
  payload: WebhookPayload;
}

let t: TestApp;
let alfa: Empresa;
let cookie = '';
let receiver: FakeHttpServer;
let secret = '';
let answer = 204;
const received: Received[] = [];
const db = () => t.database.db;

beforeAll(async () => {
  receiver = await startFakeHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        id: String(request.headers['webhook-id']),
        valid: verify(secret, request.headers, body),
        payload: JSON.parse(body) as WebhookPayload,
      });
      response.writeHead(answer).end();
    });
  });
  t = await createTestApp({
    config: {
      admin: { twoFactor: 'optional', sessionIdle: 1800, sessionMax: 43200 },
      integration: { requestsPerMinute: 1000, webhooksAllowPrivate: true },
    },
  });
  await insertLookups(db());
  alfa = await insertEmpresa(db(), { nome: 'Alfa' });
  cookie = await signIn(
    t.app,
    await createOperator(db(), { role: 'operator', companyIds: [alfa.id] }),
  );
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('registration', () => {
  it('refuses http, loopback, private and link-local addresses without the setting', async () => {
    const strict = await createTestApp({
      config: { admin: { twoFactor: 'optional', sessionIdle: 1800, sessionMax: 43200 } },
    });
    try {
      await insertLookups(strict.database.db);
      const company = await insertEmpresa(strict.database.db, { nome: 'Beta' });
      const admin = await signIn(
        strict.app,
        await createOperator(strict.database.db, { role: 'admin' }),
      );
      for (const [url, message] of [
        ['http://example.com/hook', /https/],
        ['https://127.0.0.1/hook', /rede privada/],
        ['https://localhost/hook', /rede privada/],
        ['https://10.1.2.3/hook', /rede privada/],
        ['https://169.254.169.254/latest', /rede privada/],
        ['https://[::1]/hook', /rede privada/],
        ['https://[::ffff:127.0.0.1]/hook', /rede privada/],
      ] as const) {
        const response = await consoleCall(strict.app, adminEndpoints.createWebhook, {
          cookie: admin,
          body: { companyId: company.id, url, events: ['member.created'] },
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(message);
      }
      expect(
        await strict.database.db.selectFrom('webhook_endpoint').select('id').execute(),
      ).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('knows private from public addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.1.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '200.160.2.3', '2001:4860:4860::8888'])
      expect(isPrivateAddress(a), a).toBe(false);
  });
});

describe('delivery', () => {
  let endpointId = 0;
  let credential = { clientId: '', secret: '' };

  beforeAll(async () => {
    const made = await consoleCall(t.app, adminEndpoints.createWebhook, {
      cookie,
      body: {
        companyId: alfa.id,
        url: `${receiver.url}/hooks`,
        events: ['member.created', 'member.updated', 'member.deactivated'],
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const body = made.json<{ endpoint: { id: number }; secret: string }>();
    endpointId = body.endpoint.id;
    secret = body.secret;
    expect(secret).toMatch(/^whsec_/);
    const c = await consoleCall(t.app, adminEndpoints.createIntegrationCredential, {
      cookie,
      body: { companyId: alfa.id, name: 'RH', scopes: ['members:write'] },
    });
    const cb = c.json<{ credential: { clientId: string }; secret: string }>();
    credential = { clientId: cb.credential.clientId, secret: cb.secret };
  });

  const auth = () =>
    `Basic ${Buffer.from(`${credential.clientId}:${credential.secret}`).toString('base64')}`;

  const deliveries = async () =>
    (
      await consoleCall(t.app, adminEndpoints.listWebhookDeliveries, {
        cookie,
        params: { id: endpointId },
      })
    ).json<{ data: WebhookDeliveryView[] }>().data;

  it('signs each event; the receiver verifies it; payloads carry ids, not personal data', async () => {
    const cpf = uniqueCpf();
    const response = await t.app.inject({
      method: 'POST',
      url: integrationEndpoints.upsertMembers.path,
      headers: { authorization: auth() },
      payload: { members: [{ cpf, nome: 'Dora Alves', nascimento: '1992-03-04' }] },
    });
    const { memberId, cardId } = response.json<UpsertMembersResponse>().results[0]!;
    await t.app.inject({
      method: 'POST',
      url: integrationEndpoints.upsertMembers.path,
      headers: { authorization: auth() },
      payload: { members: [{ cpf, telefone: '11912345678' }] },
    });
    await t.app.inject({
      method: 'POST',
      url: integrationEndpoints.deactivateMember.path,
      headers: { authorization: auth() },
      payload: { cpf },
    });
    expect(await t.app.outbox.deliverWebhooks()).toBe(3);
    expect(received.map((r) => [r.payload.type, r.valid])).toEqual([
      ['member.created', true],
      ['member.updated', true],
      ['member.deactivated', true],
    ]);
    expect(received[0]?.payload.data).toEqual({ companyId: alfa.id, memberId, cardId });
    expect(received[1]?.payload.data.changed).toEqual(['telefone']);
    const text = JSON.stringify(received);
    expect(text).not.toContain(cpf);
    expect(text).not.toContain('Dora');
    expect(text).not.toContain('11912345678');
    expect((await deliveries()).every((d) => d.status === 'entregue')).toBe(true);
  });

  it('a failed delivery is retried later with backoff; Reenviar sends the same id again', async () => {
    received.length = 0;
    answer = 500;
    await t.app.inject({
      method: 'POST',
      url: integrationEndpoints.upsertMembers.path,
      headers: { authorization: auth() },
      payload: { members: [{ cpf: uniqueCpf(), nome: 'Eva Melo', nascimento: '1993-03-04' }] },
    });
    await t.app.outbox.deliverWebhooks();
    const [failed] = await deliveries();
    expect(failed).toMatchObject({ status: 'pendente', attempts: 1, lastStatus: 500 });
    expect(Date.parse(failed!.nextAttemptAt!)).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is sent again now.
    expect(await t.app.outbox.deliverWebhooks()).toBe(0);
    expect(received).toHaveLength(1);

    answer = 200;
    const resent = await consoleCall(t.app, adminEndpoints.resendWebhookDelivery, {
      cookie,
      params: { id: failed!.id },
    });
    expect(resent.statusCode).toBe(200);
    expect(await t.app.outbox.deliverWebhooks()).toBe(1);
    expect(received.map((r) => r.id)).toEqual([failed!.messageId, failed!.messageId]);
    expect(received.every((r) => r.valid)).toBe(true);
    expect((await deliveries())[0]).toMatchObject({ status: 'entregue', attempts: 2 });
  });

  it('at delivery, refuses an address that has become private (DNS rebinding)', async () => {
    received.length = 0;
    await t.app.inject({
      method: 'POST',
      url: integrationEndpoints.upsertMembers.path,
      headers: { authorization: auth() },
      payload: { members: [{ cpf: uniqueCpf(), nome: 'Fia Rocha', nascimento: '1994-03-04' }] },
    });
    // A worker without WEBHOOKS_ALLOW_PRIVATE: the endpoint's loopback address is refused.
    const sent = await deliverWebhooks(db(), {
      secretKey: secretKey(t.config.jwtSecret),
      allowPrivate: false,
      log: t.app.log,
    });
    expect(sent).toBe(0);
    expect(received).toEqual([]);
    expect((await deliveries())[0]).toMatchObject({
      status: 'pendente',
      attempts: 1,
      lastStatus: null,
      lastError: expect.stringMatching(/private/),
    });
  });

  it("another company's operator cannot see or resend the log", async () => {
    const beta = await insertEmpresa(db(), { nome: 'Beta' });
    const other = await signIn(
      t.app,
      await createOperator(db(), { role: 'operator', companyIds: [beta.id] }),
    );
    const list = await consoleCall(t.app, adminEndpoints.listWebhookDeliveries, {
      cookie: other,
      params: { id: endpointId },
    });
    expect(list.statusCode).toBe(403);
    const [first] = await deliveries();
    const resend = await consoleCall(t.app, adminEndpoints.resendWebhookDelivery, {
      cookie: other,
      params: { id: first!.id },
    });
    expect(resend.statusCode).toBe(403);
  });
});
