import { endpoints, RECOVERY_MESSAGES } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../helpers/fake-http-server.js';
import { codeIn } from '../helpers/smtp-sink.js';

let webhook: FakeHttpServer;
const received: { to: string; message: string }[] = [];
let t: TestApp;

beforeAll(async () => {
  webhook = await startFakeHttpServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(data) as { to: string; message: string });
      sendJson(response, 200, {});
    });
  });
  t = await createTestApp({ config: { smsWebhookUrl: `${webhook.url}/sms` } });
});
afterAll(async () => {
  await t.close();
  await webhook.close();
});

async function waitForSms(): Promise<{ to: string; message: string }> {
  const deadline = Date.now() + 5_000;
  while (received.length === 0) {
    if (Date.now() > deadline) throw new Error('no SMS');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return received[0]!;
}

describe('password recovery by SMS', () => {
  it('sends the code to the phone on file through the webhook and resets the password with it', async () => {
    const empresa = await insertEmpresa(t.database.db, { nome: 'Viva Mais' });
    const m = await createMember(t.database.db, {
      empresas: [empresa],
      usuario: { telefone: '11912345678' },
    });
    const asked = await call(t.app, endpoints.requestPasswordChange, {
      cpf: m.usuario.login,
      tipo: 2,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: RECOVERY_MESSAGES.codeSent });

    const sms = await waitForSms();
    expect(sms.to).toBe('11912345678');
    expect(sms.message).toMatch(/^Viva Mais: seu código de recuperação de senha é \d{4}\./);

    const checked = await call(t.app, endpoints.checkPasswordCode, {
      newPassword: 'pelo-sms-1',
      code: codeIn(sms.message),
      cpf: m.usuario.login,
    });
    expect(checked.statusCode).toBe(200);
    await login(t.app, m.usuario.login, 'pelo-sms-1');
  });
});
