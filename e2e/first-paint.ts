import { expect, type Page } from '@playwright/test';

/**
 * Holds every script of the app back, as a slow connection would, until the returned function is
 * called: only the page (its CSS within) is there meanwhile. The counter app's are under
 * `/parceiro/assets/`; `held` is a glob of other requests to hold instead (the images under `/media/`).
 */
export async function holdTheAppsCode(page: Page, held = '**/assets/*.js'): Promise<() => void> {
  let release!: () => void;
  const waiting = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await waiting;
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
