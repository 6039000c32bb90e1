import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { adminEndpoints, type WebhookDeliveryView } from '@clube/contract/admin';
import {
  integrationEndpoints,
  type UpsertMembersResponse,
  type WebhookPayload,
} from '@clube/contract/integration';
import { describe, expect, it as unit } from 'vitest';
import { isPrivateAddress } from '../../src/modules/integration/webhooks/address.js';
import { deliverWebhooks } from '../../src/jobs/deliver-webhooks.js';
import { secretKey } from '../../src/modules/admin/auth/totp.js';
import { startFakeHttpServer } from '../helpers/fake-http-server.js';
import { apiTest } from '../helpers/fixture.js';
import { insertEmpresa, insertLookups, uniqueCpf } from '../helpers/factories.js';
import { consoleCall, createOperator, signIn } from '../admin/helpers.js';

/*
 * Webhooks: registration refuses private and plain-http addresses unless WEBHOOKS_ALLOW_PRIVATE;
 * a loopback receiver written from the Standard Webhooks convention verifies every delivery;
 * failures are retried with backoff, logged per endpoint, and 'Reenviar' sends the same id again.
 *
 * Each delivery test has a company, operator, endpoint and credential of its own: the receiver
 * keeps what it gets per endpoint, so no test reads another's deliveries.
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

/** What the receiver got at one endpoint's path, verified with its secret, and how it answers. */
interface Inbox {
  secret: string;
  answer: number;
  received: Received[];
}

const ADMIN = { twoFactor: 'optional', sessionIdle: 1800, sessionMax: 43200 } as const;

/** The app without WEBHOOKS_ALLOW_PRIVATE. */
const strictTest = apiTest({ config: { admin: ADMIN } });

const it = apiTest({
  config: { admin: ADMIN, integration: { requestsPerMinute: 1000, webhooksAllowPrivate: true } },
})
  /** A loopback receiver: each endpoint's deliveries go to a path of its own. */
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter.
  .extend('receiver', { scope: 'file' }, async ({}, { onCleanup }) => {
    const inboxes = new Map<string, Inbox>();
    const server = await startFakeHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const inbox = inboxes.get(request.url ?? '');
        if (!inbox) return response.writeHead(404).end();
        inbox.received.push({
          id: String(request.headers['webhook-id']),
          valid: verify(inbox.secret, request.headers, body),
          payload: JSON.parse(body) as WebhookPayload,
        });
        response.writeHead(inbox.answer).end();
      });
    });
    onCleanup(() => server.close());
    return { url: server.url, inboxes };
  })
  /**
   * A company with an operator, an endpoint for its member events (answering 204 unless a test
   * says otherwise) and an integration credential: fresh for each test.
   */
  .extend('hook', async ({ app, db, receiver }) => {
    const company = await insertEmpresa(db, { nome: 'Alfa' });
    const cookie = await signIn(
      app.app,
      await createOperator(db, { role: 'operator', companyIds: [company.id] }),
    );
    const path = `/hooks/${company.id}`;
    const made = await consoleCall(app.app, adminEndpoints.createWebhook, {
      cookie,
      body: {
        companyId: company.id,
        url: `${receiver.url}${path}`,
        events: ['member.created', 'member.updated', 'member.deactivated'],
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { endpoint, secret } = made.json<{ endpoint: { id: number }; secret: string }>();
    const inbox: Inbox = { secret, answer: 204, received: [] };
    receiver.inboxes.set(path, inbox);
    const c = await consoleCall(app.app, adminEndpoints.createIntegrationCredential, {
      cookie,
      body: { companyId: company.id, name: 'RH', scopes: ['members:write'] },
    });
    const cb = c.json<{ credential: { clientId: string }; secret: string }>();
    const authorization = `Basic ${Buffer.from(`${cb.credential.clientId}:${cb.secret}`).toString('base64')}`;
    return {
      company,
      cookie,
      endpointId: endpoint.id,
      secret,
      inbox,
      /** An integration call with the company's credential. */
      integration: (path: string, payload: Record<string, unknown>) =>
        app.app.inject({ method: 'POST', url: path, headers: { authorization }, payload }),
      /** The endpoint's delivery log, newest first, as the company's operator sees it. */
      deliveries: async () =>
        (
          await consoleCall(app.app, adminEndpoints.listWebhookDeliveries, {
            cookie,
            params: { id: endpoint.id },
          })
        ).json<{ data: WebhookDeliveryView[] }>().data,
    };
  });

it.beforeAll(({ db }) => insertLookups(db));
describe('registration', () => {
  strictTest(
    'refuses http, loopback, private and link-local addresses without the setting',
    async ({ app: strict, db }) => {
      await insertLookups(db);
      const company = await insertEmpresa(db, { nome: 'Beta' });
      const admin = await signIn(strict.app, await createOperator(db, { role: 'admin' }));
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
      expect(await db.selectFrom('webhook_endpoint').select('id').execute()).toEqual([]);
    },
  );

  unit('knows private from public addresses', () => {
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

/*
 * `deliverWebhooks()` sends every delivery due in the app, whoever's: the counts below hold because
 * no test leaves one due (a refused one waits its backoff, more than 20 s).
 */
describe('delivery', () => {
  it('signs each event; the receiver verifies it; payloads carry ids, not personal data', async ({
    app: t,
    hook,
  }) => {
    expect(hook.secret).toMatch(/^whsec_/);
    const cpf = uniqueCpf();
    const response = await hook.integration(integrationEndpoints.upsertMembers.path, {
      members: [{ cpf, nome: 'Dora Alves', nascimento: '1992-03-04' }],
    });
    const { memberId, cardId } = response.json<UpsertMembersResponse>().results[0]!;
    await hook.integration(integrationEndpoints.upsertMembers.path, {
      members: [{ cpf, telefone: '11912345678' }],
    });
    await hook.integration(integrationEndpoints.deactivateMember.path, { cpf });
    expect(await t.app.outbox.deliverWebhooks()).toBe(3);
    const { received } = hook.inbox;
    expect(received.map((r) => [r.payload.type, r.valid])).toEqual([
      ['member.created', true],
      ['member.updated', true],
      ['member.deactivated', true],
    ]);
    expect(received[0]?.payload.data).toEqual({ companyId: hook.company.id, memberId, cardId });
    expect(received[1]?.payload.data.changed).toEqual(['telefone']);
    const text = JSON.stringify(received);
    expect(text).not.toContain(cpf);
    expect(text).not.toContain('Dora');
    expect(text).not.toContain('11912345678');
    expect((await hook.deliveries()).every((d) => d.status === 'entregue')).toBe(true);
  });

  it('a failed delivery is retried later with backoff; Reenviar sends the same id again', async ({
    app: t,
    hook,
  }) => {
    hook.inbox.answer = 500;
    await hook.integration(integrationEndpoints.upsertMembers.path, {
      members: [{ cpf: uniqueCpf(), nome: 'Eva Melo', nascimento: '1993-03-04' }],
    });
    await t.app.outbox.deliverWebhooks();
    const [failed] = await hook.deliveries();
    expect(failed).toMatchObject({ status: 'pendente', attempts: 1, lastStatus: 500 });
    expect(Date.parse(failed!.nextAttemptAt!)).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is sent again now.
    expect(await t.app.outbox.deliverWebhooks()).toBe(0);
    expect(hook.inbox.received).toHaveLength(1);

    hook.inbox.answer = 200;
    const resent = await consoleCall(t.app, adminEndpoints.resendWebhookDelivery, {
      cookie: hook.cookie,
      params: { id: failed!.id },
    });
    expect(resent.statusCode).toBe(200);
    expect(await t.app.outbox.deliverWebhooks()).toBe(1);
    expect(hook.inbox.received.map((r) => r.id)).toEqual([failed!.messageId, failed!.messageId]);
    expect(hook.inbox.received.every((r) => r.valid)).toBe(true);
    expect((await hook.deliveries())[0]).toMatchObject({ status: 'entregue', attempts: 2 });
  });

  it('at delivery, refuses an address that has become private (DNS rebinding)', async ({
    app: t,
    db,
    hook,
  }) => {
    await hook.integration(integrationEndpoints.upsertMembers.path, {
      members: [{ cpf: uniqueCpf(), nome: 'Fia Rocha', nascimento: '1994-03-04' }],
    });
    // A worker without WEBHOOKS_ALLOW_PRIVATE: the endpoint's loopback address is refused.
    const sent = await deliverWebhooks(db, {
      secretKey: secretKey(t.config.jwtSecret),
      allowPrivate: false,
      log: t.app.log,
    });
    expect(sent).toBe(0);
    expect(hook.inbox.received).toEqual([]);
    expect(await hook.deliveries()).toEqual([
      expect.objectContaining({
        status: 'pendente',
        attempts: 1,
        lastStatus: null,
        lastError: expect.stringMatching(/private/),
      }),
    ]);
  });

  it("another company's operator cannot see or resend the log", async ({ app: t, db, hook }) => {
    await hook.integration(integrationEndpoints.upsertMembers.path, {
      members: [{ cpf: uniqueCpf(), nome: 'Gil Souza', nascimento: '1995-03-04' }],
    });
    await t.app.outbox.deliverWebhooks();
    const [delivery] = await hook.deliveries();
    expect(delivery).toMatchObject({ status: 'entregue' });

    const beta = await insertEmpresa(db, { nome: 'Beta' });
    const other = await signIn(
      t.app,
      await createOperator(db, { role: 'operator', companyIds: [beta.id] }),
    );
    const list = await consoleCall(t.app, adminEndpoints.listWebhookDeliveries, {
      cookie: other,
      params: { id: hook.endpointId },
    });
    expect(list.statusCode).toBe(403);
    const resend = await consoleCall(t.app, adminEndpoints.resendWebhookDelivery, {
      cookie: other,
      params: { id: delivery!.id },
    });
    expect(resend.statusCode).toBe(403);
    // Nothing was sent again for them.
    await t.app.outbox.deliverWebhooks();
    expect(hook.inbox.received).toHaveLength(1);
  });
});
