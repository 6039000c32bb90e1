import { expect, signInToConsole, test } from './fixtures';

/**
 * Home and help content end to end (docs/product.md#console-home-and-help-content): an operator of Viva Mais adds a banner and a
 * FAQ question for that company in the console; a member, acting as their Viva Mais card,
 * sees the banner in the home carousel and the question in Perguntas Frequentes — and the script
 * the operator pasted into the answer never reaches the page.
 */
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

const COMPANY = 'Viva Mais Benefícios';
const BANNER_ALT = 'Semana da saúde: consultas com 30% de desconto';
const CATEGORY = 'Semana da saúde';
const QUESTION = 'Como participo da semana da saúde?';

/** A real 4×2 PNG (the server checks the bytes and re-encodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgzvOHIwZkDgBPOgZBcxfA3AAAAABJRU5ErkJggg==',
  'base64',
);

test('an operator adds a banner and a FAQ question; a member of the company sees both', async ({
  page,
  member,
  operator,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signInToConsole(page, operator);
  const nav = page.getByRole('navigation', { name: 'Seções do console' });

  // The banner.
  await nav.getByRole('link', { name: 'Banners', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Novo banner' }).click();
  const bannerDialog = page.getByRole('dialog', { name: 'Novo banner' });
  await bannerDialog.getByLabel('Empresa', { exact: true }).selectOption({ label: COMPANY });
  await bannerDialog
    .getByLabel('Imagem', { exact: true })
    .setInputFiles({ name: 'semana-da-saude.png', mimeType: 'image/png', buffer: PNG });
  await bannerDialog.getByLabel('Texto alternativo', { exact: true }).fill(BANNER_ALT);
  await bannerDialog.getByLabel('Link (opcional)', { exact: true }).fill('javascript:alert(1)');
  await bannerDialog.getByRole('button', { name: 'Adicionar banner' }).click();
  await expect(bannerDialog.getByText('link deve começar com http:// ou https://')).toBeVisible();
  await bannerDialog
    .getByLabel('Link (opcional)', { exact: true })
    .fill('https://clube.example.com/saude');
  await bannerDialog.getByLabel('Ordem', { exact: true }).fill('0');
  await bannerDialog.getByRole('button', { name: 'Adicionar banner' }).click();
  await expect(page.getByText('Banner adicionado.')).toBeVisible();
  await expect(page.getByRole('cell', { name: BANNER_ALT })).toBeVisible();

  // The FAQ: a category of the company, then a question whose answer carries a script.
  await nav.getByRole('link', { name: 'Perguntas frequentes', exact: true }).click();
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Nova categoria' });
  await categoryDialog.getByLabel('Nome da nova categoria').fill(CATEGORY);
  await categoryDialog.getByLabel('Empresa da categoria').selectOption({ label: COMPANY });
  await categoryDialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expect(page.getByText('Categoria criada.')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${CATEGORY}`) }).click();
  await page.getByRole('button', { name: 'Nova pergunta' }).click();
  const faqDialog = page.getByRole('dialog', { name: 'Nova pergunta' });
  await faqDialog.getByLabel('Pergunta', { exact: true }).fill(QUESTION);
  await faqDialog
    .getByLabel('Resposta', { exact: true })
    .fill(
      'Agende pelo app. <img src=x onerror="document.title=\'hack\'"><script>alert(1)</script>',
    );
  // The toolbar wraps the selected text: select "Agende pelo app." and make it bold.
  await faqDialog.getByLabel('Resposta', { exact: true }).evaluate((el: HTMLTextAreaElement) => {
    el.focus();
    el.setSelectionRange(0, 'Agende pelo app.'.length);
  });
  await faqDialog.getByRole('button', { name: 'Negrito' }).click();
  const preview = faqDialog.getByTestId('faq-preview');
  await expect(preview.locator('strong')).toHaveText('Agende pelo app.');
  await expect(preview.locator('script, img')).toHaveCount(0);
  await faqDialog.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await expect(page.getByText('Pergunta adicionada.')).toBeVisible();
  await expect(page.getByRole('cell', { name: QUESTION })).toBeVisible();

  // The member app, as the Viva Mais card.
  await page.context().clearCookies();
  await signIn(member);
  await expect(page.getByText('Qual cartão deseja acessar?')).toBeVisible();
  await page.getByRole('button', { name: COMPANY }).click();
  await expect(page).toHaveURL(/\/auth\/home$/);
  const carousel = page.getByRole('region', { name: 'Banners' });
  await expect(carousel.getByRole('img', { name: BANNER_ALT })).toHaveCount(1);

  await page.goto('/auth/faq');
  await expect(page.getByRole('heading', { level: 2, name: CATEGORY })).toBeVisible();
  const item = page.locator('details', { has: page.getByText(QUESTION, { exact: true }) });
  await item.locator('summary').click();
  await expect(item.locator('strong')).toHaveText('Agende pelo app.');
  await expect(item.locator('script, img')).toHaveCount(0);
  expect(await page.title()).not.toBe('hack');
});
