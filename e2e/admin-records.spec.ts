import { maskCpf } from '@clube/contract';
import type { Browser, Page } from '@playwright/test';
import type { Member, Operator } from './data';
import { expect, signInToConsole, test } from './fixtures';

/**
 * A card's records from the console (docs/product.md#console-card-records): an operator of Viva
 * Mais uploads a prescription PDF, sets the company's Tá Dodói links and edits an invoice; a
 * member of Viva Mais sees each in the member app at once. Operator and member are the test's own;
 * the member's Viva Mais card has an active contract paid by boleto, as the demo member's.
 */
test.use({
  memberSpec: {
    cards: [
      { company: 'viva', household: true, contract: true },
      { company: 'conecta', perfil: 9 },
    ],
  },
});
const DESCRIPTION = 'Receita - Protetor solar FPS 50';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The console on a desktop viewport, signed in as the operator of Viva Mais. */
async function consoleAsOperator(browser: Browser, operator: Operator): Promise<Page> {
  const consolePage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInToConsole(consolePage, operator);
  return consolePage;
}

/** The member's page in the console; answers their Viva Mais card. */
async function openMembersCard(consolePage: Page, member: Member) {
  await consolePage.goto('/admin/membros');
  await consolePage.getByLabel('Buscar por CPF ou nome').fill(member.cpf);
  // The search settles (debounced into the address) before the member is opened.
  await expect(consolePage.getByText('1–1 de 1')).toBeVisible();
  await expect(consolePage).toHaveURL(new RegExp(`busca=${member.cpf}`));
  await consolePage
    .getByRole('row')
    .filter({ hasText: maskCpf(member.cpf) })
    .getByRole('link')
    .first()
    .click();
  await expect(consolePage).toHaveURL(/\/admin\/membros\/\d+$/);
  return consolePage.getByRole('article', { name: /Viva Mais/ });
}

test('the operator uploads a prescription and the member opens it', async ({
  browser,
  page,
  context,
  member,
  operator,
  signInToFirstCard,
}) => {
  test.setTimeout(90_000);
  const consolePage = await consoleAsOperator(browser, operator);
  const card = await openMembersCard(consolePage, member);
  await card.getByRole('button', { name: 'Enviar receita' }).click();
  const dialog = consolePage.getByRole('dialog', { name: 'Enviar receita' });
  await dialog.getByLabel('Descrição').fill(DESCRIPTION);
  await dialog.getByLabel('Médico').fill('Dr. Paulo Nunes');
  await dialog.getByLabel('Especialidade').fill('Dermatologia');
  await dialog.getByLabel('Arquivo PDF').setInputFiles({
    name: 'receita.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(consolePage.getByText('Receita enviada.')).toBeVisible();
  await expect(card.getByRole('region', { name: 'Receitas' })).toContainText(DESCRIPTION);
  await consolePage.close();

  // The member app: the prescription is there at once and opens as that PDF.
  await signInToFirstCard(member);
  await page.goto('/auth/my-receipes');
  const item = page.getByRole('article', { name: DESCRIPTION });
  await expect(item).toContainText('Dr. Paulo Nunes');
  const pdf = context.waitForEvent('response', (r) => r.url().includes('sig='));
  const popup = page.waitForEvent('popup');
  await item.getByRole('button', { name: 'Abrir Documento' }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The document link answers the very PDF the operator uploaded.
  const again = await page.request.get(response.url());
  expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await again.body()).equals(PDF)).toBe(true);
  await (await popup).close();
});

test('the operator sets the Telemedicina link and moves an invoice; the member sees both', async ({
  browser,
  page,
  member,
  operator,
  signInToFirstCard,
}) => {
  test.setTimeout(120_000);
  const LINK = 'https://telemedicina.example.com/viva-mais/sala';
  const consolePage = await consoleAsOperator(browser, operator);
  const consoleErrors: string[] = [];
  consolePage.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });

  // Serviços por vídeo: the operator's only company is chosen; its seeded links show.
  await consolePage.getByRole('link', { name: 'Serviços por vídeo' }).click();
  await expect(consolePage.getByRole('heading', { name: 'Serviços por vídeo' })).toBeVisible();
  await expect(consolePage.getByRole('heading', { name: /^Links · Viva Mais/ })).toBeVisible();
  const tele = consolePage.getByLabel('Telemedicina Livre');
  await expect(tele).toHaveValue(/^\/media\//);
  await tele.fill(LINK);
  await consolePage.getByRole('button', { name: 'Salvar links' }).click();
  await expect(consolePage.getByText('Links salvos.')).toBeVisible();

  // The member's open invoice moves to the 17th of its month (the seed's are due on the 10th).
  const card = await openMembersCard(consolePage, member);
  const invoices = card.getByRole('table', { name: 'Faturas' });
  const open = invoices.getByRole('row').filter({ hasText: 'Em aberto' }).first();
  const due = /(\d{2})\/(\d{2})\/(\d{4})/.exec(
    (await open.getByRole('cell').first().textContent()) ?? '',
  );
  if (!due) throw new Error('the card has no open invoice');
  const moved = { iso: `${due[3]}-${due[2]}-17`, br: `17/${due[2]}/${due[3]}` };
  await open.getByRole('button', { name: /^Editar fatura/ }).click();
  const dialog = consolePage.getByRole('dialog', { name: /^Editar fatura/ });
  await expect(dialog.getByLabel('Vencimento')).toHaveValue(`${due[3]}-${due[2]}-${due[1]}`);
  await expect(dialog.getByLabel('Forma de pagamento')).toHaveValue('Boleto bancário');
  await dialog.getByLabel('Vencimento').fill(moved.iso);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(consolePage.getByText('Fatura salva.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(invoices.getByRole('row').filter({ hasText: moved.br })).toContainText('Em aberto');
  expect(consoleErrors).toEqual([]);
  await consolePage.close();

  // The member app: the new link in Tá Dodói, the new date among the contract's payments.
  await signInToFirstCard(member);
  await page.goto('/auth/menu');
  await page.getByRole('link', { name: /Tá Dodói/ }).click();
  await expect(page).toHaveURL(/\/auth\/get-touch$/);
  await expect(page.getByRole('link', { name: /^Telemedicina Livre/ })).toHaveAttribute(
    'href',
    LINK,
  );

  await page.goto('/auth/menu');
  await page.getByRole('link', { name: 'Contrato' }).click();
  await page
    .getByRole('article', { name: /Contrato nº/ })
    .filter({ hasText: 'Ativo' })
    .getByRole('button', { name: /Mais detalhes/ })
    .click();
  const payments = page.getByRole('region', { name: 'Pagamentos' });
  await expect(payments.getByRole('article', { name: `Vencimento ${moved.br}` })).toBeVisible();
});
