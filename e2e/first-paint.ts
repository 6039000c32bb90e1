import type { Page } from '@playwright/test';

/**
 * When the page first painted, and when it first asked for a script of its app, in ms from the
 * navigation, as the browser recorded them (Paint Timing, Resource Timing).
 */
export async function firstPaintAndCode(page: Page) {
  return page.evaluate(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { painted, codeAsked: scripts.length ? Math.min(...scripts) : undefined };
  });
}
