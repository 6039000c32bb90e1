import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { newCompany, newPartner, pastSignIns, rate } from './data';
import { expect, signInToConsole, test as base } from './fixtures';

/**
 * Relatórios in the console (docs/product.md#console-reports): an operator reads the company's last 30
 * days, sees the member's sign-in of a moment ago counted, downloads the sign-ins per day as
 * CSV, and hides the member's comment on a bakery, which then disappears from the member's
 * partner page (and comes back when shown again).
 *
 * The company is the test's own (Viva Mais's look; nobody else's sign-ins or ratings), with one
 * member, three partners of its own made from demo ones (a bakery, a café, an optician), and what
 * the demo seed gives Viva Mais's demo member: sign-ins over the last week and three ratings.
 */
const COMMENT = 'Pão quentinho às 7h. Só faltou estacionamento.';

const test = base.extend<{ company: string }>({
  company: async ({ database }, use) => use(await newCompany(database.db)),
  operatorCompany: async ({ company }, use) => use(company),
  memberSpec: async ({ company }, use) => use({ cards: [{ company }] }),
});

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

/** The member's own rating of the bakery, on its partner page. */
async function openPadaria(page: Page, padaria: string) {
  await page.goto('/auth/partners-type');
  await page.getByRole('button', { name: /Parceiros Locais/ }).click();
  await page.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Alimentação' });
  await page
    .getByRole('article', { name: padaria })
    .getByRole('link', { name: 'Mais detalhes →' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: padaria })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Você já avaliou este parceiro' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Nota 4 de 5' })).toBeVisible();
}

test('an operator reads the reports, exports a table and hides a comment the member then no longer sees', async ({
  browser,
  page,
  company,
  database,
  member,
  operator,
  signInToFirstCard,
}) => {
  test.setTimeout(120_000);
  const today = brazilToday();
  // As the demo seed does for Viva Mais (seed ratings.ts): five sign-ins over the last week, and
  // ratings of three partners.
  await pastSignIns(database.db, member, [0, 1, 1, 3, 6]);
  // Its own partners, made from demo ones, named after the company.
  const suffix = company.replace(/\D/g, '');
  const cafe = `Café Aroma ${suffix}`;
  const padaria = `Padaria São João ${suffix}`;
  const otica = `Ótica Visão ${suffix}`;
  await newPartner(database.db, company, 'Café Aroma', cafe);
  await newPartner(database.db, company, 'Padaria São João', padaria);
  await newPartner(database.db, company, 'Ótica Visão', otica);
  await rate(database.db, member, [
    {
      partner: cafe,
      nota: 5,
      comentario: 'Café excelente e o desconto foi aplicado sem complicação.',
    },
    { partner: padaria, nota: 4, comentario: COMMENT },
    { partner: otica, nota: 5, comentario: 'Atendimento atencioso, óculos prontos em três dias.' },
  ]);
  const consolePage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInToConsole(consolePage, operator);
  const nav = consolePage.getByRole('navigation', { name: 'Seções do console' });
  // Signed in (the session probe before it answers 401 by design): no console error from here on.
  const errors: string[] = [];
  consolePage.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await nav.getByRole('link', { name: 'Relatórios' }).click();
  await expect(consolePage.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();

  // The screen opens on every company together; the company over the last 30 days, chosen here as
  // an operator would (the choice stays in the address, so the reload below keeps it).
  const filters = consolePage.getByRole('search', { name: 'Filtros do relatório' });
  await expect(filters.getByLabel('Empresa').locator('option:checked')).toHaveText(
    'Todas as empresas',
  );
  await filters.getByLabel('Empresa').selectOption({ label: company });
  await expect(consolePage).toHaveURL(/[?&]empresa=\d+/);
  const from = new Date(`${today}T12:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 29);
  await filters.getByLabel('De').fill(from.toISOString().slice(0, 10));
  await filters.getByLabel('Até').fill(today);
  await expect(consolePage.getByText('Acessos ao app', { exact: true })).toBeVisible();
  const signInsBefore = await figure(consolePage, 'Acessos ao app');
  // The member signed in 5 times over the last week.
  expect(signInsBefore).toBeGreaterThanOrEqual(5);
  // Its ratings: the café 5, the bakery 4, the optician 5.
  expect(await figure(consolePage, 'Avaliações')).toBe(3);
  expect(await figure(consolePage, 'Nota média')).toBe(4.7);

  // The member signs in and opens the partner they rated: their comment is there.
  await signInToFirstCard(member);
  await openPadaria(page, padaria);
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
  expect(todayCount).toBeGreaterThanOrEqual(2); // the sign-in of today made above and the member's

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

  // The member no longer sees it, once the partner's fresh answer replaces the copy last seen
  // (which shows it twice: in the comments and as their own); the grade stays.
  await openPadaria(page, padaria);
  await expect(page.getByText(COMMENT)).toHaveCount(0);

  // Shown again, it comes back.
  await row.getByRole('button', { name: 'Mostrar' }).click();
  await expect(consolePage.getByText('Comentário visível de novo.')).toBeVisible();
  await openPadaria(page, padaria);
  await expect(memberComments().getByText(COMMENT)).toBeVisible();

  expect(errors).toEqual([]);
  await consolePage.close();
});
