// `npm run bench:counter-load`: the partner counter app's first load (/parceiro/, its sign-in
// screen; BENCH_PATH=/ measures the member app's login page instead) on a phone over a slow mobile
// connection, in headless Chromium as a Pixel 7 with the
// DevTools protocol's throttling. By default Lighthouse's "slow 4G" as its DevTools throttling
// applies it (562.5 ms request latency, 1,474.56 kbit/s down, 675 kbit/s up); BENCH_RTT_MS and
// BENCH_KBPS set another (e.g. 400 and 400: a poor 3G-like link, the same both ways). The CPU is
// slowed 4× (BENCH_CPU_SLOWDOWN), as Lighthouse's mid-range phone. Each run is a
// first visit: a fresh browser context (empty cache), no service worker. Prints, per run and as
// the median of BENCH_RUNS (5): the first paint (the copy of the sign-in form drawn into index.html
// at build time, which takes typing), when the app's code has taken it over ('Entrar' enabled), the
// largest contentful paint, the load event, and the bytes received (bodies as sent, headers
// included).
//
// By default it starts the production server on demo data (bench/lib/demo-server.mjs, through
// scripts/start.mjs, which builds what is stale) on BENCH_PORT (3412); BENCH_URL=http://host:port
// measures a server already running. Chromium: CHROME_PATH (default /usr/bin/chromium).
//
// Chromium offers brotli to localhost, as to any HTTPS site (what a counter reaches in
// production), so the server is addressed as localhost.
import { chromium } from '@playwright/test';
import { startDemoServer } from '../lib/demo-server.mjs';
import { loadAverage, median, PHONE, throttle } from '../lib/runs.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 562.5);
const DOWN_KBPS = Number(process.env.BENCH_KBPS ?? 1474.56);
const UP_KBPS = Number(process.env.BENCH_KBPS ?? 675);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PATH = process.env.BENCH_PATH ?? '/parceiro/';
const GOAL_MS = 2000;

async function measureOnce(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await throttle(context, page, {
    latencyMs: RTT_MS,
    downKbps: DOWN_KBPS,
    upKbps: UP_KBPS,
    cpuSlowdown: CPU_SLOWDOWN,
  });
  let bytes = 0;
  const files = [];
  cdp.on('Network.responseReceived', (e) => files.push(e.response.url));
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));

  await page.goto(`${url}${PATH}`, { waitUntil: 'commit' });
  // The form typed into: from the HTML, then the app's code takes it over.
  await page.getByRole('button', { name: 'Entrar' }).waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(
    () => globalThis.document.querySelector('button[type="submit"]')?.disabled === false,
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  const ready = await page.evaluate(() => performance.now());
  await page.waitForLoadState('load');
  const timings = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const nav = performance.getEntriesByType('navigation')[0];
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({
            painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
            lcp: entries.at(-1)?.startTime ?? 0,
            loaded: nav?.loadEventEnd ?? 0,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  // Bytes of what arrived by now (the service worker is blocked: no precache download).
  await page.waitForTimeout(200);
  await context.close();
  return { ready, ...timings, bytes, files: files.length };
}

const own = process.env.BENCH_URL ? null : await startDemoServer(3412);
const url = process.env.BENCH_URL ?? own.url;
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  console.log(
    `${PATH} first load, Pixel 7, ${RTT_MS} ms latency, ${DOWN_KBPS}/${UP_KBPS} kbit/s, ` +
      `CPU ${CPU_SLOWDOWN}× slower; load average ${loadAverage()}`,
  );
  await measureOnce(browser, url); // warms the server's file cache, not the browser's
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await measureOnce(browser, url);
    runs.push(r);
    console.log(
      `  run ${i + 1}: form painted ${r.painted.toFixed(0)} ms, app ready ${r.ready.toFixed(0)} ms, LCP ${r.lcp.toFixed(0)} ms, load ${r.loaded.toFixed(0)} ms, ` +
        `${(r.bytes / 1024).toFixed(1)} KB in ${r.files} responses`,
    );
  }
  const painted = median(runs.map((r) => r.painted));
  console.log(
    `median: form painted ${painted.toFixed(0)} ms, app ready ${median(runs.map((r) => r.ready)).toFixed(0)} ms, LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms, ` +
      `load ${median(runs.map((r) => r.loaded)).toFixed(0)} ms, ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(1)} KB ` +
      `(goal: under ${GOAL_MS} ms: ${painted < GOAL_MS ? 'met' : 'not met'}); load average ${loadAverage()}`,
  );
} finally {
  await browser.close();
  own?.stop();
}
