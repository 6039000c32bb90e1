import { expect, signInToConsole, test } from './fixtures';

/**
 * Partners in the operator console end to end (docs/product.md#console-partners): an operator of Viva Mais adds a
 * partner with a logo to the company's exclusive menu (and its local one); a member whose
 * first card is Viva Mais, sees it in the exclusive list with its logo and full text, and opens its
 * detail from the local list (the exclusive list has no detail link: docs/product.md#partner-list).
 */
const COMPANY = 'Viva Mais Benefícios';
const PARTNER = {
  name: 'Empório Jabuticaba E2E',
  discount: '18% de desconto',
  short: 'Em todas as compras acima de R$ 50.',
  full: 'Válido de segunda a sábado, exceto feriados, com a carteirinha do clube.',
  voucher: 'JABUTI18',
};
/** A real 48×48 PNG: the server checks the bytes and re-encodes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WQQ3AAAxC0RnCEQ7wf5+JJd3hJRXQEPjwLP3VPecfzEOlUHhoUtZz/AwYS6Hw0KSs5xCagVYKhYcmZcWhAmNUx5RrzY/cT7MZaKVQeGhSVhwqMEZ17NMovFe9lHnNR9qeAAAAAElFTkSuQmCC',
  'base64',
);

test.describe('console', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('an operator adds a partner with a logo to the exclusive menu of their company', async ({
    page,
    operator,
  }) => {
    await signInToConsole(page, operator);

    const nav = page.getByRole('navigation', { name: 'Seções do console' });
    await nav.getByRole('link', { name: 'Parceiros', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Parceiros', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Novo parceiro' }).click();

    await page.getByLabel('Nome', { exact: true }).fill(PARTNER.name);
    await page.getByLabel('Categoria').selectOption({ label: 'Alimentação' });
    await page.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByRole('img', { name: 'Prévia: logo' })).toBeVisible();
    await page.getByLabel('Desconto', { exact: true }).fill(PARTNER.discount);
    await page.getByLabel('Cupom').fill(PARTNER.voucher);
    await page.getByLabel('Texto curto').fill(PARTNER.short);
    await page.getByLabel('Texto completo').fill(PARTNER.full);
    await page.getByLabel('Link do benefício').fill('javascript:alert(1)');
    await page.getByLabel('WhatsApp').fill('(11) 98765-4321');
    await page.getByLabel(`${COMPANY}: Exclusivo (Meu Clube)`).check();
    await page.getByLabel(`${COMPANY}: Local`).check();
    await page.getByRole('button', { name: 'Criar parceiro' }).click();
    // Only http(s) links: the form says so before anything is sent.
    await expect(page.getByText('link deve começar com http:// ou https://')).toBeVisible();
    await page.getByLabel('Link do benefício').fill('https://jabuticaba.example/clube');
    await page.getByRole('button', { name: 'Criar parceiro' }).click();

    await expect(page.getByRole('heading', { name: PARTNER.name, level: 1 })).toBeVisible();
    await expect(page.getByText('No app dos membros')).toBeVisible();
    await expect(page.getByLabel(`${COMPANY}: Exclusivo (Meu Clube)`)).toBeChecked();
  });
});

test('a member of that company sees the new partner in the exclusive list and opens its detail', async ({
  page,
  member,
  signInToFirstCard,
}) => {
  await signInToFirstCard(member);
  await page.goto('/auth/partners-type');
  await page.getByRole('button', { name: /Parceiros Meu Clube/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parceiros Meu Clube' })).toBeVisible();
  const card = page.getByRole('article', { name: PARTNER.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(PARTNER.discount, { exact: true })).toBeVisible();
  await expect(card.getByText(PARTNER.short)).toBeVisible();
  const logo = card.locator('img');
  await expect(logo).toHaveAttribute('src', /^\/media\/parceiro-logo-/);
  // The list's logos load lazily: on screen, the card's is asked for.
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  await card.getByRole('button', { name: 'Ver texto completo' }).click();
  await expect(card.getByText(PARTNER.full)).toBeVisible();

  // Its detail, from the local list where the operator put it too.
  await page.goto('/auth/partners-type');
  await page.getByRole('button', { name: /Parceiros Locais/ }).click();
  await page.getByRole('searchbox', { name: 'Digite o nome do parceiro' }).fill('jabuticaba');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page
    .getByRole('article', { name: PARTNER.name })
    .getByRole('link', { name: 'Mais detalhes →' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: PARTNER.name })).toBeVisible();
  await expect(page.getByText(PARTNER.voucher)).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511987654321/,
  );
});
