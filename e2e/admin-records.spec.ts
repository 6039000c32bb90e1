import { expect, test } from './fixtures';

/**
 * Telemedicine records from the console (issue 16): the demo operator of Viva Mais uploads a
 * prescription PDF to the demo member's card, and the member opens it in Minhas Receitas.
 */
const OPERATOR = { email: 'operador@clube.demo', password: 'operador1234' };
const DEMO_CPF = '52998224725';
const DESCRIPTION = 'Receita - Protetor solar FPS 50';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('the operator uploads a prescription and the member opens it', async ({
  browser,
  page,
  context,
  signInToFirstCard,
}) => {
  test.setTimeout(90_000);
  const consolePage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await consolePage.goto('/admin/');
  await consolePage.getByLabel('E-mail').fill(OPERATOR.email);
  await consolePage.getByLabel('Senha').fill(OPERATOR.password);
  await consolePage.getByRole('button', { name: 'Entrar' }).click();
  await expect(consolePage.getByRole('navigation', { name: 'Seções do console' })).toBeVisible();

  await consolePage.goto('/admin/membros');
  await consolePage.getByLabel('Buscar por CPF ou nome').fill(DEMO_CPF);
  // The search settles (debounced into the address) before the member is opened.
  await expect(consolePage.getByText('1–1 de 1')).toBeVisible();
  await expect(consolePage).toHaveURL(/busca=52998224725/);
  await consolePage
    .getByRole('row')
    .filter({ hasText: '529.982.247-25' })
    .getByRole('link')
    .first()
    .click();
  await expect(consolePage).toHaveURL(/\/admin\/membros\/\d+$/);
  const card = consolePage.getByRole('article', { name: /Viva Mais/ });
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
  await signInToFirstCard();
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
