import { expect, signInToConsole, test } from './fixtures';

/**
 * Campaigns end to end (docs/product.md#campaigns): an operator of Viva Mais sends a campaign to
 * that company from the console; a member of the test's own, acting as their Viva Mais card, sees
 * the bell's unread count go up, opens 'Avisos', taps the notice (it opens the screen the campaign
 * chose) and the count goes down again.
 */
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

const COMPANY = 'Viva Mais Benefícios';
const TITLE = 'Vacinação no sábado';
const TEXT = 'Vacina da gripe na sede, das 9h às 13h. Leve a carteirinha.';

/** The bell's accessible name carries the unread count ('Avisos: 2 não lidos', or 'Avisos'). */
const unreadOf = (label: string | null) => Number(/(\d+) não lido/.exec(label ?? '')?.[1] ?? 0);

test('an operator sends a campaign; the member sees it in Avisos, opens it, and it is read', async ({
  page,
  member,
  operator,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signInToConsole(page, operator);
  const nav = page.getByRole('navigation', { name: 'Seções do console' });
  await nav.getByRole('link', { name: 'Campanhas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Campanhas', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nova campanha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova campanha' });
  // The operator's only company comes chosen.
  await expect(dialog.getByLabel(COMPANY)).toBeChecked();
  await dialog.getByLabel('Título', { exact: true }).fill(TITLE);
  await dialog.getByLabel('Texto', { exact: true }).fill(TEXT);
  const preview = dialog.getByRole('figure', { name: 'Prévia no app do membro' });
  await expect(preview.getByText(TITLE)).toBeVisible();
  await expect(preview.getByText(TEXT)).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar agora' }).click();
  await expect(page.getByText('Campanha registrada. Acompanhe o envio na lista.')).toBeVisible();

  // Sent in the background: the list shows it sent, with its recipients.
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Enviada')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The member app, as the Viva Mais card.
  await page.context().clearCookies();
  await signIn(member);
  await expect(page.getByText('Qual cartão deseja acessar?')).toBeVisible();
  await page.getByRole('button', { name: COMPANY }).click();
  await expect(page).toHaveURL(/\/auth\/home$/);
  const bell = page.getByRole('link', { name: /^Avisos/ }).first();
  await expect(bell).toHaveAccessibleName(/não lido/);
  const before = unreadOf(await bell.getAttribute('aria-label'));
  expect(before).toBeGreaterThanOrEqual(1);

  await bell.click();
  await expect(page.getByRole('heading', { name: 'Avisos', level: 1 })).toBeVisible();
  const notice = page
    .getByRole('list', { name: 'Avisos' })
    .getByRole('button', { name: new RegExp(TITLE) });
  await expect(notice).toContainText(TEXT);
  await expect(notice).toContainText('Não lido');
  await notice.click();
  await expect(page).toHaveURL(/\/auth\/home$/);
  await expect
    .poll(async () =>
      unreadOf(
        await page
          .getByRole('link', { name: /^Avisos/ })
          .first()
          .getAttribute('aria-label'),
      ),
    )
    .toBe(before - 1);

  await page
    .getByRole('link', { name: /^Avisos/ })
    .first()
    .click();
  await expect(
    page.getByRole('list', { name: 'Avisos' }).getByRole('button', { name: new RegExp(TITLE) }),
  ).not.toContainText('Não lido');
});
