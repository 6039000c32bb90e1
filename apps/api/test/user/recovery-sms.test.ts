import { endpoints, RECOVERY_MESSAGES } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call, login } from '../helpers/app.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import { sendJson, startFakeHttpServer } from '../helpers/fake-http-server.js';
import { apiTest } from '../helpers/fixture.js';
import { codeIn } from '../helpers/smtp-sink.js';

const received: { to: string; message: string }[] = [];

const it = apiTest(async (onCleanup) => {
  const webhook = await startFakeHttpServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(data) as { to: string; message: string });
      sendJson(response, 200, {});
    });
  });
  onCleanup(() => webhook.close());
  return { config: { smsWebhookUrl: `${webhook.url}/sms` } };
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
  it('sends the code to the phone on file through the webhook and resets the password with it', async ({
    app,
    db,
  }) => {
    const empresa = await insertEmpresa(db, { nome: 'Viva Mais' });
    const m = await createMember(db, {
      empresas: [empresa],
      usuario: { telefone: '11912345678' },
    });
    const asked = await call(app.app, endpoints.requestPasswordChange, {
      cpf: m.usuario.login,
      tipo: 2,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: RECOVERY_MESSAGES.codeSent });

    const sms = await waitForSms();
    expect(sms.to).toBe('11912345678');
    expect(sms.message).toMatch(/^Viva Mais: seu código de recuperação de senha é \d{4}\./);

    const checked = await call(app.app, endpoints.checkPasswordCode, {
      newPassword: 'pelo-sms-1',
      code: codeIn(sms.message),
      cpf: m.usuario.login,
    });
    expect(checked.statusCode).toBe(200);
    await login(app.app, m.usuario.login, 'pelo-sms-1');
  });
});
