import type { FaqCategory } from '@clube/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The seed's FAQ (apps/api/src/db/seed/faq.ts): five categories with answers, an unanswered item in
// 'Parceiros e descontos' and an empty category 'Novidades'.

const question = (page: Page, text: string) =>
  page.locator('details', { has: page.getByText(text, { exact: true }) });

test('the FAQ opens from the menu and keeps one answer open at a time', async ({
  page,
  signInToFirstCard,
}) => {
  await signInToFirstCard();
  await page.goto('/auth/menu');
  await page.getByRole('link', { name: /Perguntas Frequentes/ }).click();
  await expect(page).toHaveURL(/\/auth\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perguntas Frequentes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cadastro e acesso' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Telemedicina' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Novidades' })).toHaveCount(0);
  await expect(page.getByText('Os descontos valem para meus dependentes?')).toHaveCount(0);

  const firstAccess = question(page, 'Como faço meu primeiro acesso?');
  const discount = question(page, 'Como uso um desconto de parceiro?');
  await firstAccess.locator('summary').click();
  await expect(firstAccess.getByText('senha provisória', { exact: false })).toBeVisible();
  await expect(firstAccess.locator('strong', { hasText: 'CPF' })).toBeVisible();

  await discount.locator('summary').click();
  await expect(discount.getByRole('listitem')).toHaveCount(2);
  await expect(discount).toHaveAttribute('open', '');
  await expect(firstAccess).not.toHaveAttribute('open');
  await expect(page.locator('details[open]')).toHaveCount(1);

  await discount.locator('summary').click();
  await expect(page.locator('details[open]')).toHaveCount(0);
});

test("an answer's script, event handler or javascript: link never runs", async ({
  page,
  signInToFirstCard,
}) => {
  const hostile: FaqCategory[] = [
    {
      categoria: 'Segurança',
      conteudo: [
        {
          pergunta: 'Resposta maliciosa',
          resposta:
            '<p>Texto <img src="/nao-existe.png" onerror="window.__faqXss = 1">' +
            '<script>window.__faqXss = 2</script>' +
            '<a href="javascript:window.__faqXss = 3">veja</a></p>',
        },
      ],
    },
  ];
  await page.route('**/api/clube/v1/get-faq-total', (route) => route.fulfill({ json: hostile }));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await signInToFirstCard();
  await page.goto('/auth/faq');
  const item = question(page, 'Resposta maliciosa');
  await item.locator('summary').click();
  await expect(item.getByText('veja')).toBeVisible();
  await item.getByText('veja').click();

  // The FAQ allow-list (decision 045) has no images: the img goes with its handler.
  await expect(item.locator('img')).toHaveCount(0);
  expect(await item.getByText('veja').getAttribute('href')).toBeNull();
  await expect(item.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __faqXss?: number }).__faqXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
