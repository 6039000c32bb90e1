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
 * Timing, Resource Timing). `except`: the start of a script's file name the page asks for itself
 * (the member's route pages ask for their early calls with the HTML).
 */
export async function expectPaintBeforeCode(page: Page, { except }: { except?: string } = {}) {
  const { painted, codeAsked } = await page.evaluate((exceptFile) => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => {
        const file = /\/assets\/([^/]+\.js)$/.exec(new URL(entry.name).pathname)?.[1];
        return file !== undefined && !(exceptFile && file.startsWith(exceptFile));
      })
      .map((entry) => entry.startTime);
    return {
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      codeAsked: scripts.length ? Math.min(...scripts) : undefined,
    };
  }, except);
  expect(painted).toBeDefined();
  expect(codeAsked).toBeGreaterThan(painted!);
}
