import { expectPaintBeforeCode, holdTheAppsCode } from './first-paint';
import { expect, test } from './fixtures';

/** A demo staff account of the counter app (printed at start beside the operators). */
const STAFF = { email: 'balcao@polo-norte.demo', password: 'balcao1234' } as const;

test('on a slow connection the counter’s sign-in form takes typing before the app’s code arrives', async ({
  page,
}) => {
  const release = await holdTheAppsCode(page, '**/parceiro/assets/*.js');

  // 'commit': a page waits for its module scripts before DOMContentLoaded.
  await page.goto('/parceiro/entrar', { waitUntil: 'commit' });
  const email = page.getByLabel('E-mail');
  await expect(email).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  await email.fill(STAFF.email);
  await page.getByLabel('Senha').fill(STAFF.password);

  release();
  // The app takes the form over with what was typed, and 'Entrar' works.
  const enter = page.getByRole('button', { name: 'Entrar' });
  await expect(enter).toBeEnabled();
  await expect(page.getByLabel('E-mail')).toHaveValue(STAFF.email);
  await expect(page.getByLabel('Senha')).toBeFocused();
  await enter.click();
  await expect(
    page.getByRole('heading', { name: /Conferir cartão|Crie a sua senha/ }),
  ).toBeVisible();
});

test('the sign-in screen is on the screen before the app’s code is asked for', async ({ page }) => {
  await page.goto('/parceiro/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await expectPaintBeforeCode(page);
});
