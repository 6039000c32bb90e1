import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverOutbox, DELIVERY, retryDelayMs } from '../../src/jobs/deliver-outbox.js';
import type { MailMessage } from '../../src/providers/mail/index.js';
import { webhookSmsSender } from '../../src/providers/sms/index.js';
import { sendJson, startFakeHttpServer } from '../helpers/fake-http-server.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const T0 = new Date('2026-03-10T12:00:00.000Z');
const plus = (ms: number) => new Date(T0.getTime() + ms);

async function enqueue(canal: 'email' | 'sms', destino: string) {
  const { id } = await database.db
    .insertInto('outbox')
    .values({
      canal,
      destino,
      assunto: 'Código',
      corpo: 'Seu código é 1234',
      corpo_html: canal === 'email' ? '<p>1234</p>' : null,
      status: 'pendente',
      created_at: T0.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
const row = (id: number) =>
  database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const clearOutbox = () => database.db.deleteFrom('outbox').execute();

describe('deliverOutbox', () => {
  it('retries a failed e-mail with growing backoff and sends it once the server answers', async () => {
    await clearOutbox();
    const id = await enqueue('email', 'falha@example.com');
    const sent: MailMessage[] = [];
    let up = false;
    const email = {
      send: async (message: MailMessage) => {
        if (!up) throw new Error('SMTP down');
        sent.push(message);
      },
    };

    expect(await deliverOutbox(database.db, { email }, log, () => T0)).toBe(0);
    expect(await row(id)).toMatchObject({
      status: 'pendente',
      tentativas: 1,
      proxima_tentativa_em: plus(retryDelayMs(1)).toISOString(),
    });
    // Not due yet: nothing is tried.
    expect(await deliverOutbox(database.db, { email }, log, () => plus(1_000))).toBe(0);
    expect((await row(id)).tentativas).toBe(1);

    expect(await deliverOutbox(database.db, { email }, log, () => plus(retryDelayMs(1)))).toBe(0);
    expect((await row(id)).tentativas).toBe(2);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    up = true;
    const later = plus(retryDelayMs(1) + retryDelayMs(2));
    expect(await deliverOutbox(database.db, { email }, log, () => later)).toBe(1);
    expect(sent).toEqual([
      {
        to: 'falha@example.com',
        subject: 'Código',
        text: 'Seu código é 1234',
        html: '<p>1234</p>',
      },
    ]);
    expect(await row(id)).toMatchObject({ status: 'enviado', tentativas: 3, corpo: '' });
    // Sent once: a later run sends nothing.
    expect(await deliverOutbox(database.db, { email }, log, () => plus(3600_000))).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it(`gives up after ${DELIVERY.maxAttempts} failures`, async () => {
    await clearOutbox();
    const id = await enqueue('email', 'nunca@example.com');
    const email = { send: () => Promise.reject(new Error('refused')) };
    for (let n = 0; n < DELIVERY.maxAttempts + 2; n++)
      await deliverOutbox(database.db, { email }, log, () => plus(n * DELIVERY.maxRetryMs));
    expect(await row(id)).toMatchObject({ status: 'falhou', tentativas: DELIVERY.maxAttempts });
  });

  it('leaves a channel without a sender in the outbox', async () => {
    await clearOutbox();
    const id = await enqueue('sms', '11987654321');
    const email = { send: () => Promise.resolve() };
    expect(await deliverOutbox(database.db, { email }, log, () => T0)).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'pendente', tentativas: 0 });
  });

  it('two workers at once send a message once', async () => {
    await clearOutbox();
    await enqueue('email', 'uma-vez@example.com');
    const sent: string[] = [];
    const email = {
      send: async ({ to }: MailMessage) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        sent.push(to);
      },
    };
    await Promise.all([
      deliverOutbox(database.db, { email }, log, () => T0),
      deliverOutbox(database.db, { email }, log, () => T0),
    ]);
    expect(sent).toEqual(['uma-vez@example.com']);
  });

  it('sends an SMS through the webhook as JSON, and retries when it fails', async () => {
    await clearOutbox();
    const bodies: unknown[] = [];
    let status = 503;
    const webhook = await startFakeHttpServer((request, response) => {
      let data = '';
      request.on('data', (chunk: Buffer) => (data += chunk.toString()));
      request.on('end', () => {
        bodies.push(JSON.parse(data));
        sendJson(response, status, {});
      });
    });
    try {
      const id = await enqueue('sms', '11987654321');
      const sms = webhookSmsSender(`${webhook.url}/sms`);
      expect(await deliverOutbox(database.db, { sms }, log, () => T0)).toBe(0);
      expect((await row(id)).status).toBe('pendente');
      status = 200;
      expect(await deliverOutbox(database.db, { sms }, log, () => plus(retryDelayMs(1)))).toBe(1);
      expect(bodies).toEqual([
        { to: '11987654321', message: 'Seu código é 1234' },
        { to: '11987654321', message: 'Seu código é 1234' },
      ]);
      expect(webhook.requests).toEqual(['/sms', '/sms']);
      expect((await row(id)).status).toBe('enviado');
    } finally {
      await webhook.close();
    }
  });
});
