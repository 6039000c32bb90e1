import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInToConsole, test } from './fixtures';

/**
 * The partner's counter, as the member and the operators see it: an operator of Viva Mais gives
 * Padaria São João a 10 % counter discount and a staff account; a member of the test's own (a
 * card's code registers one use) opens the card, the test reads the
 * 6-digit code from the screen, and the staff (through the partner API, signed in with the
 * account the operator created) checks it and registers a R$ 50,00 purchase; the member's
 * 'Meus usos' and home then show the use and its R$ 5,00 saving, and the console's use log shows
 * it and exports it as CSV.
 */
const PARTNER = 'Padaria São João';
const STAFF = { nome: 'Caixa E2E', email: 'caixa.e2e@padaria.demo' };
const STAFF_PASSWORD = 'balcao-e2e-2026';
const COUNTER = { 'x-clube-parceiro': '1' };
const SHOTS = process.env.SCREENSHOT_DIR;

/** Opens the partner's page and gives it a 10 % discount and a staff account; answers its password. */
async function preparePartner(consolePage: Page): Promise<string> {
  await consolePage.goto('/admin/parceiros');
  await consolePage.getByLabel('Buscar parceiro pelo nome').fill('Padaria');
  await consolePage.getByRole('link', { name: PARTNER }).click();
  await expect(consolePage.getByRole('heading', { level: 1, name: PARTNER })).toBeVisible();

  await consolePage
    .getByLabel('Desconto no balcão')
    .selectOption({ label: 'Percentual da compra' });
  await consolePage.getByLabel('Percentual (%)').fill('10');
  await consolePage.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(consolePage.getByText('Alterações salvas.')).toBeVisible();

  await consolePage.getByRole('button', { name: 'Novo atendente' }).click();
  const create = consolePage.getByRole('dialog', { name: `Novo atendente de ${PARTNER}` });
  await create.getByLabel('Nome').fill(STAFF.nome);
  await create.getByLabel('E-mail').fill(STAFF.email);
  await create.getByRole('button', { name: 'Criar atendente' }).click();
  const created = consolePage.getByRole('dialog', { name: 'Atendente criado' });
  const password = (await created.getByLabel('Senha temporária').innerText()).trim();
  if (SHOTS) await consolePage.screenshot({ path: `${SHOTS}/console-staff-created.png` });
  await created.getByRole('button', { name: 'Concluir' }).click();
  const row = consolePage
    .getByRole('table', { name: `Atendentes de ${PARTNER}` })
    .getByRole('row')
    .filter({ hasText: STAFF.nome });
  await expect(row.getByText('Nunca')).toBeVisible();
  return password;
}

/** The staff signs in at the counter (temporary password, then their own). */
async function signInStaff(request: APIRequestContext, temporary: string) {
  const login = await request.post('/api/partner/v1/auth/login', {
    headers: COUNTER,
    data: { email: STAFF.email, senha: temporary },
  });
  expect(login.status()).toBe(200);
  const changed = await request.post('/api/partner/v1/me/password', {
    headers: COUNTER,
    data: { senhaAtual: temporary, novaSenha: STAFF_PASSWORD },
  });
  expect(changed.status()).toBe(200);
}

test('a use registered at the counter with the code read from the card shows in Meus usos, the home and the console', async ({
  browser,
  page,
  playwright,
  member,
  operator,
  signInToFirstCard,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const consolePage = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInToConsole(consolePage, operator);
  const temporary = await preparePartner(consolePage);

  // The member opens the card: a QR code and the 6-digit code under it.
  await signInToFirstCard(member);
  await page.goto('/auth/membership-card');
  await expect(page.getByText('Mostre este código no parceiro')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^QR code da carteirinha/ }).locator('path'),
  ).toHaveCount(1);
  const barcode = page.getByRole('img', { name: /^Código de barras do cartão \d+$/ });
  const cardNumber = (await barcode.getAttribute('aria-label'))!.replace(/\D/g, '');
  const code = (await page.getByTestId('card-code').innerText()).replace(/\s/g, '');
  expect(code).toMatch(/^\d{6}$/);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/member-card.png`, fullPage: true });
    await page.getByText('Mostre este código no parceiro').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/member-card-code.png` });
  }

  // The counter checks the card and code, then registers a R$ 50,00 purchase.
  const counter = await playwright.request.newContext({ baseURL });
  await signInStaff(counter, temporary);
  const check = await counter.post('/api/partner/v1/checks', {
    headers: COUNTER,
    data: { cartao: cardNumber, codigo: code },
  });
  const answer = (await check.json()) as {
    valido: boolean;
    verificacao: string;
    ofertas: { id: number; desconto: unknown }[];
  };
  expect(answer.valido).toBe(true);
  expect(answer.ofertas[0]?.desconto).toEqual({ tipo: 'percentual', percentual: 10 });
  const registered = await counter.post('/api/partner/v1/uses', {
    headers: { ...COUNTER, 'Idempotency-Key': crypto.randomUUID() },
    data: { verificacao: answer.verificacao, idOferta: answer.ofertas[0]!.id, valorCompra: 5000 },
  });
  expect(registered.status()).toBe(201);
  expect(((await registered.json()) as { economia: number }).economia).toBe(500);
  await counter.dispose();

  // The member sees it in 'Meus usos' (from the card) and on the home.
  await page.getByRole('link', { name: 'Meus usos' }).click();
  const use = page.getByRole('article', { name: PARTNER }).first();
  await expect(use).toBeVisible();
  await expect(use.getByText('Compra').locator('..')).toContainText(/R\$\s50,00/);
  await expect(use.getByText('Economia').locator('..')).toContainText(/R\$\s5,00/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-uses.png`, fullPage: true });
  await page.goto('/auth/home');
  const year = new Date().getFullYear();
  await expect(
    page.getByRole('link', { name: new RegExp(`^Você economizou R\\$\\s[\\d.,]+ em ${year}$`) }),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-home.png`, fullPage: true });

  // The console's use log shows it, and its CSV holds it.
  await consolePage.goto('/admin/usos');
  const log = consolePage.getByRole('table', { name: 'Usos' });
  // The staff account made above registered one use: the demo's past uses are of other staff.
  const row = log.getByRole('row').filter({ hasText: STAFF.nome });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(PARTNER);
  await expect(row).toContainText(/R\$\s50,00/);
  await expect(row).toContainText(/R\$\s5,00/);
  if (SHOTS) await consolePage.screenshot({ path: `${SHOTS}/console-uses.png`, fullPage: true });
  const [download] = await Promise.all([
    consolePage.waitForEvent('download'),
    consolePage.getByRole('link', { name: 'Exportar CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(PARTNER);
  expect(csv).toContain(STAFF.nome);
  await consolePage.close();
});
