// What the browser benchmarks share about their runs (lighthouse.mjs, counter/first-load.mjs,
// return-visit.mjs, wire-bytes.mjs).
import { loadavg } from 'node:os';
import { devices } from '@playwright/test';

/**
 * The phone every browser benchmark opens its pages in (a browser context's options): a Pixel 7,
 * no service worker, so each visit asks the server as a first or cache-less one would.
 */
export const PHONE = { ...devices['Pixel 7'], serviceWorkers: 'block' };

/** The median of `values` (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The machine's load averages (1, 5 and 15 minutes), printed beside each figure. */
export function loadAverage() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

/** Lighthouse's "slow 4G" as its DevTools throttling applies it, and its mid-range phone's CPU. */
export const SLOW_4G = { latencyMs: 562.5, downKbps: 1474.56, upKbps: 675, cpuSlowdown: 4 };

/**
 * Throttles `page` like a phone on `link` (DevTools protocol), with an empty HTTP cache unless
 * `keepCache` (a phone's own cache and service worker: `npm run bench:return-visit`'s
 * BENCH_SERVICE_WORKER); answers the page's DevTools session.
 */
export async function throttle(context, page, link = SLOW_4G, { keepCache = false } = {}) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!keepCache) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.latencyMs,
    downloadThroughput: (link.downKbps * 1024) / 8,
    uploadThroughput: (link.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: link.cpuSlowdown });
  return cdp;
}
