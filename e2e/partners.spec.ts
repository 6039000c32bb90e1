import { expect, test } from './fixtures';

/*
 * The demo member's first card is Viva Mais Benefícios (seed): the tests that only read use it. The
 * rating is given by a member of the test's own (first card Viva Mais too), who has rated nothing.
 */

test('home carousel shows the banners, and a linked banner opens in a new tab', async ({
  page,
  context,
  signInToFirstCard,
}) => {
  await signInToFirstCard();
  const carousel = page.getByRole('region', { name: 'Banners' });
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole('img', { name: 'Banner informativo' }).first()).toBeVisible();
  expect(await carousel.getByRole('img', { name: 'Banner informativo' }).count()).toBeGreaterThan(
    1,
  );

  // Stop the autoplay, bring the first banner with a link into view and follow it.
  await carousel.getByRole('button', { name: 'Pausar banners' }).click();
  const slides = carousel.locator('[aria-roledescription="banner"]');
  // The seeded campaign banner (an operator may have added others, linking outside).
  const linked = await slides.evaluateAll((nodes) =>
    nodes.findIndex((n) => n.querySelector('a[href*="/media/demo-campanha-"]')),
  );
  expect(linked).toBeGreaterThanOrEqual(0);
  await carousel.getByRole('button', { name: `Ir para o banner ${linked + 1}` }).click();
  const link = slides.nth(linked).getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toBeInViewport();

  const opened = context.waitForEvent('page');
  await link.click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/media\/demo-campanha-/);
  await tab.close();
});

test('exclusive partners: the member reads a discount and toggles its full text', async ({
  page,
  signInToFirstCard,
}) => {
  await signInToFirstCard();
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Menu' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Parceiros', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parceiros' })).toBeVisible();

  await page.getByRole('button', { name: /Parceiros Meu Clube/ }).click();
  await expect(page).toHaveURL(/\/auth\/partners-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Parceiros Meu Clube' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categorias' })).toBeVisible();

  const card = page.getByRole('article', { name: 'Café Aroma' });
  await expect(card.getByText('15% de desconto', { exact: true })).toBeVisible();
  const fullText = card.getByText(/Café Aroma oferece/);
  await expect(fullText).toBeHidden();
  await card.getByRole('button', { name: 'Ver texto completo' }).click();
  await expect(fullText).toBeVisible();
  await card.getByRole('button', { name: 'Esconder texto completo' }).click();
  await expect(fullText).toBeHidden();

  await page.getByRole('link', { name: 'Voltar para Parceiros' }).click();
  await expect(page).toHaveURL(/\/auth\/partners-type$/);
});

test('local partners: filter, search "cafe", open the detail, rate it, see it read-only after reload', async ({
  page,
  member,
  signInToFirstCard,
}) => {
  await signInToFirstCard(member);
  await page.goto('/auth/partners-type');
  await page.getByRole('button', { name: /Parceiros Locais/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parceiros Locais' })).toBeVisible();

  const category = page.getByRole('combobox', { name: 'Categoria' });
  await expect(category.getByRole('option').first()).toHaveText('TODOS PARCEIROS');
  await expect(page.getByRole('article', { name: 'Barbearia Dom Bigode' })).toBeVisible();
  await category.selectOption({ label: 'Alimentação' });
  await expect(page.getByRole('article', { name: 'Barbearia Dom Bigode' })).toBeHidden();
  await expect(page.getByRole('article', { name: 'Padaria São João' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Digite o nome do parceiro' }).fill('cafe');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('article', { name: 'Padaria São João' })).toBeHidden();
  const card = page.getByRole('article', { name: 'Café Colonial Dona Rosa' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/\d+ acessos?/)).toBeVisible();

  await card.getByRole('link', { name: 'Mais detalhes →' }).click();
  await expect(page).toHaveURL(/\/auth\/partner-details$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Café Colonial Dona Rosa' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/55\d{10,11}/,
  );

  const form = page.getByRole('form', { name: 'Avalie este parceiro' });
  const send = form.getByRole('button', { name: 'Enviar avaliação' });
  await expect(send).toBeDisabled();
  await form.getByRole('radio', { name: '4 estrelas' }).check();
  await form.getByLabel('Comentário').fill('Café colonial farto e atendimento simpático.');
  await expect(form.getByText('44/8000')).toBeVisible();
  await send.click();
  await expect(page.getByText('Avaliação enviada com sucesso!')).toBeVisible();

  // docs/product.md#partner-detail: the detail reloads about 3 s later, now read-only.
  await expect(page.getByRole('heading', { name: 'Você já avaliou este parceiro' })).toBeVisible({
    timeout: 6_000,
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Você já avaliou este parceiro' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Nota 4 de 5' })).toBeVisible();
  await expect(
    page
      .getByRole('blockquote')
      .filter({ hasText: 'Café colonial farto e atendimento simpático.' }),
  ).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
});

test("national partners open the club's partner site in a new tab", async ({
  page,
  context,
  signInToFirstCard,
}) => {
  await signInToFirstCard();
  await page.goto('/auth/partners-type');

  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: /Parceiros Nacionais/ }).click();
  const tab = await opened;
  await tab.waitForURL(/\/media\//);
  await expect(tab.locator('text', { hasText: 'Parceiros Nacionais' })).toBeVisible();
  await tab.close();
  await expect(page).toHaveURL(/\/auth\/partners-type$/);
});
