import { expect, test } from './fixtures';

/*
 * A member on a weak connection: after a first visit the phone goes offline. The installed shell
 * and the screens last seen still load, a bar says the phone is offline, and no empty state lies;
 * back online, the bar goes and the screens are fetched again.
 */

const OFFLINE_BAR = 'Você está sem conexão. Mostrando o que você viu por último.';

test('offline after a first visit: the shell and the last-seen screens, then back online', async ({
  page,
  context,
  signInToFirstCard,
}) => {
  await signInToFirstCard();
  const carousel = page.getByRole('region', { name: 'Banners' });
  await expect(carousel).toBeVisible();

  // The service worker installs on the first visit and serves the app from the next load on.
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(carousel).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  async function openClubPartners() {
    await nav.getByRole('link', { name: 'Menu' }).click();
    // The home's newest partners link to 'Parceiros Locais' too: the menu must be on screen first.
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await page.getByRole('link', { name: 'Parceiros', exact: true }).click();
    await page.getByRole('button', { name: /Parceiros Meu Clube/ }).click();
    await expect(page.getByRole('article', { name: 'Café Aroma' })).toBeVisible();
  }
  await openClubPartners();
  // The copy kept for offline use is written a moment after the answers arrive. The list's own
  // entry is the one with a category (the home's newest partners are kept under the same call).
  await page.waitForFunction(() =>
    localStorage.getItem('clube:offline:query-cache')?.includes('"idCategoria"'),
  );

  await context.setOffline(true);
  const bar = page.getByRole('status').filter({ hasText: OFFLINE_BAR });
  await expect(bar).toBeVisible();

  await page.goto('/auth/home');
  await expect(bar).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  await expect(carousel).toBeVisible();
  await expect(page.getByText('Erro de servidor entre em contato!')).toHaveCount(0);

  await openClubPartners();
  await expect(page.getByText('Nenhum parceiro encontrado!')).toHaveCount(0);
  await expect(page.getByText('Erro de servidor entre em contato!')).toHaveCount(0);

  const refreshed = page.waitForResponse((r) => r.url().includes('/get-parceiro-lista') && r.ok());
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Conexão restabelecida' })).toBeVisible();
  await refreshed;
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Conexão restabelecida' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('article', { name: 'Café Aroma' })).toBeVisible();
});

test("offline, the member's records last seen stay readable instead of an error", async ({
  page,
  context,
  signInToFirstCard,
}) => {
  await signInToFirstCard();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const screens = [
    {
      path: '/auth/services',
      call: 'getServicos',
      shows: () => page.locator('main details').first(),
      failed: 'Não foi possível carregar os serviços.',
    },
    {
      path: '/auth/help',
      call: 'getAjudaEmpresa',
      shows: () => page.getByRole('heading', { name: 'Precisa de Ajuda' }),
      failed: 'Não foi possível carregar os contatos.',
    },
    {
      path: '/auth/general-data',
      call: 'getCliente',
      shows: () => page.getByLabel('Nome *'),
      filled: true,
      failed: 'Não foi possível carregar seus dados.',
    },
    {
      path: '/auth/my-address',
      call: 'getClienteEndereco',
      shows: () => page.getByLabel('CEP'),
      filled: true,
      failed: 'Não foi possível carregar seu endereço.',
    },
    {
      path: '/auth/dependents',
      call: 'getDependentes',
      shows: () => page.getByRole('article').first(),
      failed: 'Não foi possível carregar seus dependentes.',
    },
    {
      path: '/auth/contract',
      call: 'getContrato',
      shows: () => page.getByRole('heading', { level: 1 }),
      failed: 'Não foi possível carregar seus contratos.',
    },
  ];
  // Each answer is kept a moment after it arrives (lib/persisted-cache.ts): wait for it before moving on.
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.shows()).toBeVisible();
    await page.waitForFunction(
      (call) => localStorage.getItem('clube:offline:query-cache')?.includes(`"${call}"`),
      screen.call,
    );
  }

  await context.setOffline(true);
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.shows()).toBeVisible();
    if (screen.filled) await expect(screen.shows()).not.toHaveValue('');
    await expect(page.getByText(screen.failed)).toHaveCount(0);
  }

  // The dependents kept offline: the list and its count, and deleting says it needs the connection.
  await page.goto('/auth/dependents');
  await expect(page.getByText(/dependentes? cadastrados? no cartão/)).toBeVisible();
  const remove = page.getByRole('button', { name: /^Deletar / }).first();
  await expect(remove).toBeDisabled();
  await expect(remove).toContainText('Indisponível sem conexão');

  // The bar sits above the company's header, never over it, even scrolled down.
  const bar = page.getByRole('status').filter({ hasText: OFFLINE_BAR });
  const header = page.getByRole('banner');
  for (const scrolled of [0, 400]) {
    await page.evaluate((y) => window.scrollTo(0, y), scrolled);
    const barBox = await bar.boundingBox();
    const headerBox = await header.boundingBox();
    expect(barBox && headerBox && headerBox.y >= barBox.y + barBox.height - 1).toBe(true);
  }
  await context.setOffline(false);
});
