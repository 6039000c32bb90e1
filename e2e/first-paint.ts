import { expect, type Page } from '@playwright/test';

/**
 * Holds every script of the app back, as a slow connection would, until the returned function is
 * called: only the page (its CSS within) is there meanwhile. The counter app's are under
 * `/parceiro/assets/`.
 */
export async function holdTheAppsCode(page: Page, scripts = '**/assets/*.js'): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The page was on the screen before it asked for any script of its app: its first paint and its
 * first request for a script, in ms from the navigation, as the browser recorded them (Paint
 * Timing, Resource Timing).
 */
export async function expectPaintBeforeCode(page: Page) {
  const { painted, codeAsked } = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return {
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      codeAsked: scripts.length ? Math.min(...scripts) : undefined,
    };
  });
  expect(painted).toBeDefined();
  expect(codeAsked).toBeGreaterThan(painted!);
}
