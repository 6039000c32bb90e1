import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signInToConsole, test } from './fixtures';

/**
 * Relatórios in the console (docs/product.md#console-reports): the demo operator of Viva Mais reads the company's last 30
 * days, sees the demo member's sign-in of a moment ago counted, downloads the sign-ins per day as
 * CSV, and hides the demo member's comment on Padaria São João, which then disappears from the
 * member's partner page (and comes back when shown again).
 */
const COMMENT = 'Pão quentinho às 7h. Só faltou estacionamento.';

const brazilToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const brDate = (iso: string) => iso.split('-').reverse().join('/');

/** The figure under a label of the dashboard, as a number. */
async function figure(page: Page, label: string): Promise<number> {
  const text = await page
    .locator('dl div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .innerText();
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

/** The demo member's own rating of Padaria São João, on its partner page. */
async function openPadaria(page: Page) {
  await page.goto('/auth/partners-type');
  await page.getByRole('button', { name: /Parceiros Locais/ }).click();
  await page.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Alimentação' });
  await page
    .getByRole('article', { name: 'Padaria São João' })
    .getByRole('link', { name: 'Mais detalhes →' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Padaria São João' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Você já avaliou este parceiro' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Nota 4 de 5' })).toBeVisible();
}

test('an operator reads the reports, exports a table and hides a comment the member then no longer sees', async ({
  browser,
  page,
  signInToFirstCard,
}) => {
  test.setTimeout(120_000);
  const today = brazilToday();
  const consolePage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInToConsole(consolePage);
  const nav = consolePage.getByRole('navigation', { name: 'Seções do console' });
  // Signed in (the session probe before it answers 401 by design): no console error from here on.
  const errors: string[] = [];
  consolePage.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await nav.getByRole('link', { name: 'Relatórios' }).click();
  await expect(consolePage.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();

  // The screen opens on every company together; Viva Mais over the last 30 days, chosen here as an
  // operator would (the choice stays in the address, so the reload below keeps it).
  const filters = consolePage.getByRole('search', { name: 'Filtros do relatório' });
  await expect(filters.getByLabel('Empresa').locator('option:checked')).toHaveText(
    'Todas as empresas',
  );
  await filters.getByLabel('Empresa').selectOption({ label: 'Viva Mais Benefícios' });
  await expect(consolePage).toHaveURL(/[?&]empresa=\d+/);
  const from = new Date(`${today}T12:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 29);
  await filters.getByLabel('De').fill(from.toISOString().slice(0, 10));
  await filters.getByLabel('Até').fill(today);
  await expect(consolePage.getByText('Acessos ao app', { exact: true })).toBeVisible();
  const signInsBefore = await figure(consolePage, 'Acessos ao app');
  // The demo seed signed the demo member in 5 times over the last week.
  expect(signInsBefore).toBeGreaterThanOrEqual(5);
  // Its ratings of Viva Mais partners: Café Aroma 5, Padaria São João 4, Ótica Visão 5.
  expect(await figure(consolePage, 'Avaliações')).toBe(3);
  expect(await figure(consolePage, 'Nota média')).toBe(4.7);

  // The member signs in and opens the partner they rated: their comment is there.
  await signInToFirstCard();
  await openPadaria(page);
  const memberComments = () => page.getByRole('region', { name: 'Comentários' });
  await expect(memberComments().getByText(COMMENT)).toBeVisible();

  // The operator refreshes: one more sign-in, today.
  await consolePage.reload();
  await expect(consolePage.getByText('Acessos ao app', { exact: true })).toBeVisible();
  expect(await figure(consolePage, 'Acessos ao app')).toBe(signInsBefore + 1);
  expect(await figure(consolePage, 'Membros que entraram')).toBeGreaterThanOrEqual(1);
  const signIns = consolePage.getByRole('region', { name: 'Acessos ao app por dia' });
  await signIns.getByText('Ver tabela').click();
  const todayRow = signIns.getByRole('row').filter({ hasText: brDate(today) });
  await expect(todayRow).toBeVisible();
  const todayCount = Number((await todayRow.getByRole('cell').nth(1).innerText()).trim());
  expect(todayCount).toBeGreaterThanOrEqual(2); // the seed's sign-in of today and the member's

  // The same table as CSV: Excel's `;`, the header, today's row.
  const download = consolePage.waitForEvent('download');
  await signIns.getByRole('link', { name: 'Exportar CSV' }).click();
  const csv = (await readFile((await (await download).path())!, 'utf8')).replace('\uFEFF', '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('dia;acessos ao app');
  expect(lines).toContain(`${brDate(today)};${todayCount}`);

  // Hide the member's comment.
  const comments = consolePage.getByRole('region', { name: 'Últimos comentários' });
  const row = comments.getByRole('row').filter({ hasText: COMMENT });
  await row.getByRole('button', { name: 'Ocultar' }).click();
  await expect(
    consolePage.getByText('Comentário ocultado: os membros não o veem mais.'),
  ).toBeVisible();
  await expect(row.getByText('Oculto')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mostrar' })).toBeVisible();

  // The member no longer sees it; the grade stays.
  await openPadaria(page);
  await expect(page.getByText(COMMENT)).toBeHidden();

  // Shown again, it comes back (and the demo data is as it was).
  await row.getByRole('button', { name: 'Mostrar' }).click();
  await expect(consolePage.getByText('Comentário visível de novo.')).toBeVisible();
  await openPadaria(page);
  await expect(memberComments().getByText(COMMENT)).toBeVisible();

  expect(errors).toEqual([]);
  await consolePage.close();
});
