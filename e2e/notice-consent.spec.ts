import { expect, test } from './fixtures';

/*
 * docs/product.md#notices-beyond-the-app, against the production build: the member chooses in
 * Perfil > Avisos which notices reach their e-mail, the choice is kept by the server, and the
 * installed app's service worker (still generated, with its precache) loads the notices' handler.
 */

test('a member turns e-mail on for one kind in Perfil, and finds it kept after a reload', async ({
  page,
  member,
  signInToFirstCard,
}) => {
  await signInToFirstCard(member);
  await page.getByRole('navigation').getByRole('link', { name: 'Perfil' }).click();
  const section = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Avisos' }),
  });
  const invoice = section.getByRole('group', { name: 'Fatura vencida' });
  const email = invoice.getByRole('checkbox', { name: 'E-mail' });
  await expect(email).not.toBeChecked();
  await expect(invoice.getByRole('checkbox', { name: 'No aplicativo' })).toBeDisabled();
  const security = section.getByRole('group', { name: 'Senha alterada' });
  await expect(security.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await expect(security.getByRole('checkbox', { name: 'E-mail' })).toBeDisabled();

  await email.check();
  await section.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências de avisos salvas.')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Fatura vencida' }).getByRole('checkbox', { name: 'E-mail' }),
  ).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Fatura a vencer' }).getByRole('checkbox', { name: 'E-mail' }),
  ).not.toBeChecked();
});

test('the service worker loads the notices handler beside its precache', async ({ page }) => {
  await page.goto('/');
  const handler = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const script = await (await fetch(registration.active!.scriptURL)).text();
    return {
      imports: script.includes('importScripts("push-handler.js")'),
      precaches: script.includes('precacheAndRoute'),
      served: (await fetch('/push-handler.js')).ok,
    };
  });
  expect(handler).toEqual({ imports: true, precaches: true, served: true });
});
