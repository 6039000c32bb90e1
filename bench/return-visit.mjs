// `npm run bench:return-visit`: the demo member coming back to the home and the partner list
// (BENCH_PAGES=/auth/home,/auth/partners-list) on a phone over a slow mobile connection: signed in,
// the screens seen before, an empty HTTP cache and no service worker. Headless Chromium as a
// Pixel 7 with the DevTools protocol's throttling, as `npm run bench:counter-load`: Lighthouse's
// "slow 4G" (562.5 ms latency, 1,474.56 kbit/s down, 675 kbit/s up) and a CPU 4× slower. Prints per
// run and as the median of BENCH_RUNS (5): the first paint, the largest contentful paint, when the
// app has drawn the screen itself (its code arrived and ran), and the load event.
// BENCH_NO_KEPT_SCREENS=1 leaves out the screens the app kept at the last visit
// (docs/decisions/136), so the page waits for the app as before them.
//
// By default it starts the production server on demo data (bench/lib/demo-server.mjs) on
// BENCH_PORT (3413); BENCH_URL=http://host:port measures a server already running.
import { chromium } from '@playwright/test';
import { startDemoServer } from './lib/demo-server.mjs';
import { loadAverage, median, PHONE, throttle } from './lib/runs.mjs';
import { signedInStorage } from './lib/signed-in-storage.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = (process.env.BENCH_PAGES ?? '/auth/home,/auth/partners-list').split(',');
const KEPT_SCREENS = process.env.BENCH_NO_KEPT_SCREENS !== '1';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

async function measureOnce(browser, url, path, storage) {
  const context = await browser.newContext({ ...PHONE, baseURL: url });
  await context.addInitScript((items) => {
    if (sessionStorage.getItem('bench:stored')) return;
    sessionStorage.setItem('bench:stored', '1');
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  await throttle(context, page);
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
  await context.close();
  return { ready, ...timings };
}

const own = process.env.BENCH_URL ? null : await startDemoServer(3413);
const url = process.env.BENCH_URL ?? own.url;
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  const storage = await signedInStorage(url, {
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    keptScreens: KEPT_SCREENS,
  });
  console.log(
    `return visit ${KEPT_SCREENS ? 'with' : 'without'} the kept screens, Pixel 7, slow 4G, CPU 4× slower; load average ${loadAverage()}`,
  );
  for (const path of PAGES) {
    await measureOnce(browser, url, path, storage); // warms the server, not the browser
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, url, path, storage));
    const ms = (key) => `${median(runs.map((r) => r[key])).toFixed(0)} ms`;
    console.log(
      `  ${path}: painted ${ms('painted')}, LCP ${ms('lcp')}, app ready ${ms('ready')}, load ${ms('loaded')} ` +
        `(runs' LCP: ${runs.map((r) => r.lcp.toFixed(0)).join(', ')})`,
    );
  }
  console.log(`load average ${loadAverage()}`);
} finally {
  await browser.close();
  own?.stop();
}
