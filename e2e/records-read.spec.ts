import type { Contract, HelpInfo, Invoice } from '@clube/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * The demo member's first card is Viva Mais Benefícios (seed), profile 5, with an active contract
 * of R$ 89,90 a month paid by boleto. The browser runs in America/Sao_Paulo (playwright.config.ts),
 * where a date read through a UTC-midnight Date would show the day before.
 */

/** The console errors the page logs from now on (a screen should log none). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** "2025-01-10" → "10/01/2025", the way the test expects the app to show it. */
const br = (iso: string) => iso.split('-').reverse().join('/');

test('contract details show the value in R$ and the dates as dd/mm/yyyy', async ({
  page,
  signInToFirstCard,
}) => {
  const errors = consoleErrors(page);
  const session = await signInToFirstCard();
  // What the screens show, asked of the API with the member's token (the home has already
  // fetched the contracts for its invoice block, so the screens may not ask again).
  const idCliente = session.empresas[0]!.idCliente;
  const ask = async <T>(call: string, data: object) => {
    const answer = await page.request.post(`/api/clube/v1/${call}`, {
      headers: { api_key: 'clube-demo-key', Authorization: `bearer ${session.token.token}` },
      data,
    });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as T;
  };
  await page.getByRole('link', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Contrato' }).click();
  const [active] = (await ask<Contract[]>('get-contrato', { idCliente })).filter(
    (c) => c.status === 'Ativo',
  );
  expect(active).toBeDefined();
  if (!active) return;

  const card = page.getByRole('article', { name: `Contrato nº ${active.idContrato}` });
  await expect(card).toContainText(/R\$\s89,90/);
  await expect(card).toContainText(br(active.inicio));
  await expect(card).toContainText('Boleto bancário');

  await card.getByRole('button', { name: /Mais detalhes/ }).click();
  await expect(page).toHaveURL(/\/auth\/contract-details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes do contrato' })).toBeVisible();
  const invoices = await ask<Invoice[]>('get-contrato-pagamento', {
    idCliente,
    idContrato: active.idContrato,
  });
  expect(invoices.length).toBeGreaterThan(1);

  const holder = page.getByRole('region', { name: 'Titular' });
  await expect(holder).toContainText('529.982.247-25');
  await expect(holder).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  const payments = page.getByRole('region', { name: 'Pagamentos' });
  for (const invoice of invoices) {
    const row = payments.getByRole('article', { name: `Vencimento ${br(invoice.vencimento)}` });
    await expect(row).toBeVisible();
    if (invoice.pagoEm) await expect(row).toContainText(br(invoice.pagoEm));
  }
  const unpaid = invoices.find((i) => i.boleto !== '');
  expect(unpaid).toBeDefined();
  const boleto = payments
    .getByRole('article', { name: `Vencimento ${br(unpaid?.vencimento ?? '')}` })
    .getByRole('link', { name: /Abrir boleto/ });
  await expect(boleto).toHaveAttribute('target', '_blank');
  await expect(boleto).toHaveAttribute('rel', /noopener/);

  await page.getByRole('link', { name: 'Voltar para Contrato' }).click();
  await expect(page).toHaveURL(/\/auth\/contract$/);
  expect(errors).toEqual([]);
});

test('the card shows a barcode, and still shows with the browser offline', async ({
  page,
  context,
  signInToFirstCard,
}) => {
  const errors = consoleErrors(page);
  const session = await signInToFirstCard();
  await page.getByRole('link', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Carteirinha' }).click();

  const card = page.getByRole('article', { name: session.nome });
  await expect(card).toBeVisible();
  await expect(card).toContainText('529.982.247-25');
  const barcode = card.getByRole('img', { name: /Código de barras do cartão \d+/ });
  await expect(barcode.locator('rect').first()).toBeAttached();
  expect(await barcode.locator('rect').count()).toBeGreaterThan(20);
  const box = await barcode.boundingBox();
  expect(box?.width).toBeGreaterThan(200);

  // Let the service worker take over the page, as it does on a member's second visit.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(card).toBeVisible();
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  expect(controlled).toBe(true);
  // Offline, the browser itself logs the requests that fail; until then nothing may be logged.
  expect(errors).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(card).toBeVisible();
  await expect(
    page.getByText(/Sem conexão\. Esta é a carteirinha salva neste aparelho/),
  ).toBeVisible();
  await expect(barcode.locator('rect').first()).toBeAttached();
  await context.setOffline(false);
});

test('help shows the company WhatsApp, phone and e-mail', async ({ page, signInToFirstCard }) => {
  const errors = consoleErrors(page);
  await signInToFirstCard();
  const answer = page.waitForResponse((r) =>
    r.url().endsWith('/api/generico/v1/get-ajuda-empresa'),
  );
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Ajuda' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Precisa de Ajuda' })).toBeVisible();
  const help = (await (await answer).json()) as HelpInfo;

  const whatsapp = page.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/55${help.telefone1.replace(/\D/g, '')}\\?text=.+`),
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Ligar/ })).toHaveAttribute(
    'href',
    `tel:+55${help.telefone2.replace(/\D/g, '')}`,
  );
  await expect(page.getByRole('link', { name: /E-mail/ })).toHaveAttribute(
    'href',
    `mailto:${help.email}`,
  );
  await expect(page.getByRole('region', { name: 'Endereço' })).toContainText(help.logradouro);
  expect(errors).toEqual([]);
});

test('services open one at a time, by touch and by keyboard', async ({
  page,
  signInToFirstCard,
}) => {
  const errors = consoleErrors(page);
  await signInToFirstCard();
  await page.getByRole('link', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Serviços' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Serviços' })).toBeVisible();

  const items = page.locator('details');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(1);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(1).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await expect(page.locator('details[open]')).toHaveCount(1);
  expect(errors).toEqual([]);
});
