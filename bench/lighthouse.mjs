// `npm run bench:web`: Lighthouse (mobile preset, simulated throttling) on the login page, the
// signed-in home, the "Parceiros Meu Clube" list and the partner counter app (/parceiro), each run
// BENCH_RUNS times (3; BENCH_PAGES picks pages by name); prints the
// median of each page and writes every report under bench/results/ (bench/README.md, "Lighthouse").
//
// By default it starts `scripts/start.mjs` (which builds what is stale) on a throwaway SQLite
// database with the demo data on BENCH_PORT (3333); BENCH_URL=http://host:port measures a server
// already running. Chromium: CHROME_PATH (default /usr/bin/chromium).
//
// Signed in: the demo member signs in once through the app (CPF, password, first card, then the
// "Parceiros Meu Clube" card), and the local storage that leaves (session, chosen card and menu,
// the copies kept of the home and the list as they showed) is written into each fresh browser
// before its run. Each run starts with an empty HTTP cache and no service worker, so it measures a
// member coming back, signed in, on a phone that kept nothing else. BENCH_NO_KEPT_SCREENS=1 leaves
// the kept screens out (as after a sign-in in another tab: the app draws everything itself).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startDemoServer } from './lib/demo-server.mjs';
import { median } from './lib/runs.mjs';
import { signedInStorage } from './lib/signed-in-storage.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(root, 'bench', 'results');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The pages measured: the path, and whether the member is signed in. The partner counter app's
 * first load is its sign-in screen (its whole bundle). BENCH_PAGES=login,partner-counter measures
 * only those.
 */
const ALL_PAGES = [
  { name: 'login', path: '/', signedIn: false },
  { name: 'home', path: '/auth/home', signedIn: true },
  { name: 'partners-list', path: '/auth/partners-list', signedIn: true },
  { name: 'partner-counter', path: '/parceiro/', signedIn: false },
  // Measured when named in BENCH_PAGES (BENCH_PAGES=help,faq,dependents,profile): the member's other
  // screens, for their accessibility and best practices.
  { name: 'help', path: '/auth/help', signedIn: true, optional: true },
  { name: 'faq', path: '/auth/faq', signedIn: true, optional: true },
  { name: 'dependents', path: '/auth/dependents', signedIn: true, optional: true },
  { name: 'profile', path: '/auth/profile', signedIn: true, optional: true },
];
const ONLY = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
const PAGES = ALL_PAGES.filter((page) => (ONLY ? ONLY.includes(page.name) : !page.optional));

/** The targets: the first performance pass's, with the second's LCP (≤ 1.5 s) and CLS (0). */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };
const METRIC_TARGETS = { lcp: 1500, tbt: 100, cls: 0 };

const startServer = () => startDemoServer(3333);

/** A fresh Chromium (empty profile) with its DevTools port open, for Lighthouse to drive. */
async function launchChrome() {
  const port = Number(process.env.BENCH_CDP_PORT ?? 3339);
  const profile = mkdtempSync(join(tmpdir(), 'clube-bench-chrome-'));
  const chrome = spawn(
    CHROME_PATH,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so the renderers and helpers end with it.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  const kill = async () => {
    process.kill(-chrome.pid, 'SIGKILL');
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 500));
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    } catch {
      // A helper still writing into the profile: it stays in the temporary directory.
    }
  };
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, kill };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await kill();
  throw new Error(`Chromium did not open its DevTools port ${port}`);
}

/** One Lighthouse run in a fresh browser; `storage` is written into the origin first. */
async function runLighthouse(url, storage) {
  const chrome = await launchChrome();
  try {
    if (storage) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      // A static file of the origin: no app code runs, so no service worker is registered.
      await page.goto(new URL('/icon.svg', url).href);
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, storage);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Keeps the local storage written above; the HTTP cache is empty anyway (fresh profile).
      disableStorageReset: Boolean(storage),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs.map((ref) => lhr.audits[ref.id]))
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => audit.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    failing,
  };
}

function printTable(rows) {
  const head = ['page', 'perf', 'a11y', 'bp', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s'];
  const widths = [15, 6, 6, 6, 7, 7, 8, 7, 6];
  const line = (cells) => cells.map((c, i) => String(c).padStart(widths[i])).join('');
  console.log(`\nLighthouse, mobile, simulated throttling: median of ${RUNS}`);
  console.log(line(head));
  for (const { name, median: m } of rows) {
    console.log(
      line([
        name,
        m.performance,
        m.accessibility,
        m['best-practices'],
        (m.fcp / 1000).toFixed(2),
        (m.lcp / 1000).toFixed(2),
        Math.round(m.tbt),
        m.cls.toFixed(3),
        (m.si / 1000).toFixed(2),
      ]),
    );
  }
  const misses = rows.flatMap(({ name, median: m, failing }) => [
    ...Object.entries(TARGETS)
      .filter(([id, target]) => m[id] < target)
      .map(([id, target]) => `${name}: ${id} ${m[id]} < ${target}`),
    ...Object.entries(METRIC_TARGETS)
      .filter(([id, target]) => m[id] > target)
      .map(([id, target]) => `${name}: ${id} ${m[id].toFixed(id === 'cls' ? 3 : 0)} > ${target}`),
    ...[...failing].map((id) => `${name}: audit ${id}`),
  ]);
  console.log(misses.length ? `\nMisses:\n  ${misses.join('\n  ')}` : '\nEvery target met.');
}

async function main(url) {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  console.log(
    `Lighthouse on ${url}, ${cpus().length} cores, ${RUNS} runs per page, Chromium ${CHROME_PATH}`,
  );
  const storage = PAGES.some((p) => p.signedIn)
    ? await signedInStorage(url, {
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        keptScreens: process.env.BENCH_NO_KEPT_SCREENS !== '1',
      })
    : undefined;
  const rows = [];
  for (const page of PAGES) {
    const runs = [];
    // A run Lighthouse could not finish (e.g. no paint within its time limit on a busy machine)
    // is reported and made again, up to RUNS more times.
    for (let attempt = 1; runs.length < RUNS && attempt <= RUNS * 2; attempt++) {
      const result = await runLighthouse(
        new URL(page.path, url).href,
        page.signedIn ? storage : undefined,
      );
      const file = join(resultsDir, `lighthouse-${stamp}-${page.name}-${attempt}.html`);
      writeFileSync(file, result.report);
      writeFileSync(file.replace(/\.html$/, '.json'), JSON.stringify(result.lhr));
      if (result.lhr.runtimeError || result.lhr.categories.performance?.score == null) {
        console.log(
          `  ${page.name} run ${attempt}: failed (${result.lhr.runtimeError?.code ?? 'no score'})`,
        );
        continue;
      }
      const summary = summarise(result.lhr);
      runs.push(summary);
      console.log(
        `  ${page.name} run ${attempt}: performance ${summary.performance}, LCP ${Math.round(summary.lcp)} ms, ` +
          `TBT ${Math.round(summary.tbt)} ms, CLS ${summary.cls.toFixed(3)}`,
      );
    }
    if (runs.length === 0) throw new Error(`Lighthouse finished no run of ${page.name}`);
    const keys = Object.keys(runs[0]).filter((key) => key !== 'failing');
    rows.push({
      name: page.name,
      median: Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])),
      failing: new Set(runs.flatMap((r) => r.failing)),
    });
  }
  printTable(rows);
  writeFileSync(
    join(resultsDir, `lighthouse-${stamp}-summary.json`),
    JSON.stringify(rows, (k, v) => (v instanceof Set ? [...v] : v), 2),
  );
}

const server = process.env.BENCH_URL ? undefined : await startServer();
try {
  await main(process.env.BENCH_URL ?? server.url);
} finally {
  server?.stop();
}
