import type { Page } from '@playwright/test';
import { expectPaintBeforeCode, holdTheAppsCode } from './first-paint';
import { expect, test } from './fixtures';

/*
 * A member coming back to the home or the partner list in a browser that shows them from the
 * address's own page (no service worker in between): the screen as last seen is on the phone before
 * the app's code, cannot be touched until the app draws it, and is gone with the member's session.
 */
test.use({ serviceWorkers: 'block' });

const KEPT_SCREENS = 'clube:offline:kept-screens';

/** The screen the app has kept at `path` in this browser, as HTML ('' if none). */
const keptHtml = (page: Page, path: string) =>
  page.evaluate(
    ({ key, at }) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, { html: string }>)[at]
        ?.html ?? '',
    { key: KEPT_SCREENS, at: path },
  );

/** The addresses whose screens the app has kept in this browser. */
const keptPaths = (page: Page) =>
  page.evaluate(
    (key) => Object.keys(JSON.parse(localStorage.getItem(key) ?? '{}') as object),
    KEPT_SCREENS,
  );

test('the home and the partner list show as last seen before the app’s code, and not after logout', async ({
  page,
  member,
  signInToFirstCard,
}) => {
  await signInToFirstCard(member);
  const greeting = `Olá, ${member.nome.split(' ')[0]}!`;
  await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
  // Kept with its banner written in, read from the browser's cache.
  await expect
    .poll(() => keptHtml(page, '/auth/home'))
    .toMatch(/<img [^>]*src="data:image\/[^"]+" data-kept-src="\/media\//);
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Menu' })
    .click();
  await page.getByRole('link', { name: 'Parceiros', exact: true }).click();
  await page.getByRole('button', { name: /Parceiros Meu Clube/ }).click();
  await expect(page.getByRole('article', { name: 'Café Aroma' })).toBeVisible();
  await expect.poll(() => keptPaths(page)).toContain('/auth/partners-list');

  // Back on the home with the app's code and every image held: the page alone draws it, with
  // its banner.
  let release = await holdTheAppsCode(page);
  const releaseImages = await holdTheAppsCode(page, '**/media/**');
  await page.goto('/auth/home', { waitUntil: 'commit' });
  const kept = page.locator('.kept-screen');
  await expect(kept.getByText(greeting)).toBeVisible();
  const banner = kept.locator('img[data-kept-src^="/media/"]').first();
  await expect(banner).toBeVisible();
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  releaseImages();
  // A picture of the screen until the app draws it: nothing in it takes a tap or the focus.
  await expect(kept).toHaveAttribute('inert', '');
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('.kept-screen') ?? null),
  ).toBeNull();

  release();
  await expect(page.getByRole('heading', { name: greeting })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
  await expect(kept).toHaveCount(0);
  // The app's code was asked for only once the kept screen was on the screen.
  await expectPaintBeforeCode(page, { except: 'early-calls-' });

  release = await holdTheAppsCode(page);
  await page.goto('/auth/partners-list', { waitUntil: 'commit' });
  await expect(kept.getByText('Parceiros Meu Clube')).toBeVisible();
  release();
  await expect(page.getByRole('article', { name: 'Café Aroma' })).toBeVisible();
  await expect(kept).toHaveCount(0);

  // After logout nothing of the member is drawn, even before the app's code would send the
  // browser to the login.
  await page.goto('/auth/home');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await keptPaths(page)).toEqual([]);
  release = await holdTheAppsCode(page);
  await page.goto('/auth/home', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  await expect(kept).toHaveCount(0);
  await expect(page.getByText(greeting)).toHaveCount(0);
  release();
});
