import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { newCompany, newCpf } from './data';
import { expect, signInToConsole, test as base } from './fixtures';

/**
 * A company's integration end to end (docs/product.md#console-integration, docs/integration.md):
 * an operator of a company creates an API credential and sees its secret once; the
 * company's system (this test) registers a member with it; the operator registers a webhook to a
 * receiver this test runs on the loopback address (the E2E server allows private addresses, see
 * scripts/e2e-server.mjs), the next member's event arrives signed, the console's delivery log shows
 * it delivered, and 'Reenviar' sends it again with the same id.
 */

/**
 * The test's own company and its operator: the webhook hears every event of its company (uses at
 * the counter, members made in the console), so only this test may make any.
 */
const test = base.extend<{ company: string }>({
  company: async ({ database }, use) => use(await newCompany(database.db)),
  operatorCompany: async ({ company }, use) => use(company),
});

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The company's receiver: answers 200 to every POST and keeps what arrived. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/clube/webhooks`, received };
}

/** Standard Webhooks: HMAC-SHA256 of `id.timestamp.body` with the secret's key (docs/integration.md). */
function signatureValid(secret: string, { headers, body }: Received): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  const expected = createHmac('sha256', Buffer.from(secret.split('_')[1]!, 'base64'))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return String(headers['webhook-signature'])
    .split(' ')
    .some((entry) => entry === `v1,${expected}`);
}

async function openCompany(page: Page, company: string) {
  await page.goto('/admin/empresas');
  await page.getByRole('link', { name: company }).click();
  await expect(page.getByRole('table', { name: 'Credenciais da API de integração' })).toBeVisible();
}

test('the operator creates a credential and a webhook; the API writes with it and the event arrives', async ({
  browser,
  company,
  database,
  operator,
  request,
}) => {
  // The delivery worker runs every 15 s: a delivery and its resend take up to two rounds.
  test.setTimeout(150_000);
  const receiver = await startReceiver();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await signInToConsole(page, operator);
    await openCompany(page, company);

    // The credential: its secret is shown once.
    await page.getByRole('button', { name: 'Nova credencial' }).click();
    const create = page.getByRole('dialog', { name: 'Nova credencial' });
    await create.getByLabel('Nome').fill('RH de teste');
    await create.getByRole('button', { name: 'Criar credencial' }).click();
    const shown = page.getByRole('dialog', { name: 'Segredo da credencial' });
    const secret = (await shown.getByLabel('Segredo').textContent())!.trim();
    const clientId = /clb_\w+/.exec((await shown.textContent()) ?? '')![0];
    expect(secret).toMatch(/^sk_/);
    await shown.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByText(secret)).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Credenciais da API de integração' });
    await expect(table.getByRole('row').filter({ hasText: 'RH de teste' })).toContainText(clientId);

    // The company's system registers a member with it.
    const authorization = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
    const upsert = (cpf: string, nome: string) =>
      request.post('/api/integration/v1/members/bulk', {
        headers: { authorization },
        data: { members: [{ cpf, nome, nascimento: '1990-05-20' }] },
      });
    const first = await upsert(await newCpf(database.db), 'Joana Integrada');
    expect(first.status(), await first.text()).toBe(200);
    expect((await first.json()) as unknown).toMatchObject({ counts: { create: 1, error: 0 } });

    // The webhook: registered to the receiver, its signing secret shown once.
    await page.getByRole('button', { name: 'Novo webhook' }).click();
    const hook = page.getByRole('dialog', { name: 'Novo webhook' });
    await hook.getByLabel('Endereço (https)').fill(receiver.url);
    await hook.getByRole('button', { name: 'Cadastrar webhook' }).click();
    const signing = page.getByRole('dialog', { name: 'Segredo de assinatura' });
    const signingSecret = (await signing.getByLabel('Segredo').textContent())!.trim();
    expect(signingSecret).toMatch(/^whsec_/);
    await signing.getByRole('button', { name: 'Concluir' }).click();

    // The next member's event arrives, signed.
    const second = await upsert(await newCpf(database.db), 'Pedro Integrado');
    expect(second.status(), await second.text()).toBe(200);
    await expect.poll(() => receiver.received.length, { timeout: 40_000 }).toBeGreaterThan(0);
    const delivered = receiver.received[0]!;
    expect(signatureValid(signingSecret, delivered)).toBe(true);
    expect(JSON.parse(delivered.body)).toMatchObject({ type: 'member.created' });
    expect(delivered.body).not.toContain('Pedro');

    // The console's log shows it delivered; 'Reenviar' sends it again with the same id.
    const webhooks = page.getByRole('table', { name: 'Webhooks da empresa' });
    const log = page.getByRole('dialog', { name: 'Entregas do webhook' });
    await expect(async () => {
      await webhooks
        .getByRole('row')
        .filter({ hasText: receiver.url })
        .getByRole('button', { name: 'Entregas' })
        .click();
      try {
        await expect(log.getByText('Entregue')).toBeVisible({ timeout: 2000 });
      } finally {
        if (!(await log.getByText('Entregue').isVisible()))
          await log.getByRole('button', { name: 'Fechar' }).click();
      }
    }).toPass({ timeout: 20_000 });
    await log.getByRole('button', { name: 'Reenviar' }).click();
    await expect(page.getByText('Entrega colocada na fila para reenvio.')).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 40_000 }).toBeGreaterThan(1);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(delivered.headers['webhook-id']);
    expect(receiver.received[1]!.body).toBe(delivered.body);
  } finally {
    await page.close();
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
