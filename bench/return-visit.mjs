// `npm run bench:return-visit`: the demo member coming back to the home and the partner list
// (BENCH_PAGES=/auth/home,/auth/partners-list) on a phone over a slow mobile connection: signed in,
// the screens seen before, an empty HTTP cache and no service worker. Headless Chromium as a
// Pixel 7 with the DevTools protocol's throttling, as `npm run bench:counter-load`: Lighthouse's
// "slow 4G" (562.5 ms latency, 1,474.56 kbit/s down, 675 kbit/s up) and a CPU 4× slower. Prints per
// run and as the median of BENCH_RUNS (5): the first paint, the largest contentful paint, when the
// app has drawn the screen itself (its code arrived and ran), and the load event.
// BENCH_NO_KEPT_SCREENS=1 leaves out the screens the app kept at the last visit
// (docs/decisions/136), so the page waits for the app as before them.
// BENCH_SERVICE_WORKER=1 measures the installed app instead: the phone keeps its browser profile
// from the sign-in (service worker, its precache and the HTTP cache), and the worker answers the
// visit with index.html and the app's code from the phone.
//
// By default it starts the production server on demo data (bench/lib/demo-server.mjs) on
// BENCH_PORT (3413); BENCH_URL=http://host:port measures a server already running.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startDemoServer } from './lib/demo-server.mjs';
import { loadAverage, median, PHONE, throttle } from './lib/runs.mjs';
import { signedInStorage, signInAndOpenBothScreens } from './lib/signed-in-storage.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = (process.env.BENCH_PAGES ?? '/auth/home,/auth/partners-list').split(',');
const KEPT_SCREENS = process.env.BENCH_NO_KEPT_SCREENS !== '1';
const SERVICE_WORKER = process.env.BENCH_SERVICE_WORKER === '1';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** A fresh phone whose local storage holds `storage` (no service worker, an empty cache). */
async function phoneWithStorage(browser, url, storage) {
  const context = await browser.newContext({ ...PHONE, baseURL: url });
  await context.addInitScript((items) => {
    if (sessionStorage.getItem('bench:stored')) return;
    sessionStorage.setItem('bench:stored', '1');
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  await throttle(context, page);
  return { page, done: () => context.close() };
}

const { serviceWorkers: _blocked, defaultBrowserType: _chromium, ...PHONE_WITH_WORKER } = PHONE;
const persistentPhone = (dir, url) =>
  chromium.launchPersistentContext(dir, {
    ...PHONE_WITH_WORKER,
    baseURL: url,
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
  });

/**
 * A browser profile where the demo member signed in and saw both screens, the app's service
 * worker installed and in control: the phone of a member who installed the app.
 */
async function installedAppProfile(url) {
  const dir = mkdtempSync(join(tmpdir(), 'clube-installed-'));
  const context = await persistentPhone(dir, url);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await signInAndOpenBothScreens(page, { keptScreens: KEPT_SCREENS });
  } finally {
    await context.close();
  }
  return dir;
}

/** A copy of the installed app's profile, throttled; its cache and worker kept. */
async function installedPhone(url, profile) {
  const dir = mkdtempSync(join(tmpdir(), 'clube-visit-'));
  cpSync(profile, dir, { recursive: true });
  const context = await persistentPhone(dir, url);
  const page = context.pages()[0] ?? (await context.newPage());
  await throttle(context, page, undefined, { keepCache: true });
  return {
    page,
    done: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function measureOnce(phone, path) {
  const { page, done } = await phone();
  await page.goto(path, { waitUntil: 'commit' });
  // The app's own drawing: a <main> that is not the kept screen's.
  await page.waitForFunction(
    () =>
      [...globalThis.document.querySelectorAll('main')].some(
        (main) => !main.closest('.kept-screen'),
      ),
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  const ready = await page.evaluate(() => performance.now());
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  const timings = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          resolve({
            painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
            lcp: list.getEntries().at(-1)?.startTime ?? 0,
            loaded: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const answeredByWorker = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  await done();
  if (answeredByWorker !== SERVICE_WORKER) throw new Error('the service worker is not as asked');
  return { ready, ...timings };
}

const own = process.env.BENCH_URL ? null : await startDemoServer(3413);
const url = process.env.BENCH_URL ?? own.url;
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
const profile = SERVICE_WORKER ? await installedAppProfile(url) : null;
try {
  const storage = SERVICE_WORKER
    ? null
    : await signedInStorage(url, {
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        keptScreens: KEPT_SCREENS,
      });
  const phone = SERVICE_WORKER
    ? () => installedPhone(url, profile)
    : () => phoneWithStorage(browser, url, storage);
  console.log(
    `return visit ${KEPT_SCREENS ? 'with' : 'without'} the kept screens` +
      `${SERVICE_WORKER ? ', the app installed (its service worker answers)' : ''}, ` +
      `Pixel 7, slow 4G, CPU 4× slower; load average ${loadAverage()}`,
  );
  for (const path of PAGES) {
    await measureOnce(phone, path); // warms the server, not the browser
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(phone, path));
    const ms = (key) => `${median(runs.map((r) => r[key])).toFixed(0)} ms`;
    console.log(
      `  ${path}: painted ${ms('painted')}, LCP ${ms('lcp')}, app ready ${ms('ready')}, load ${ms('loaded')} ` +
        `(runs' LCP: ${runs.map((r) => r.lcp.toFixed(0)).join(', ')})`,
    );
  }
  console.log(`load average ${loadAverage()}`);
} finally {
  await browser.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  own?.stop();
}
