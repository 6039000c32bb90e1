// `npm run bench:web-bytes`: the bytes a phone downloads for the login page and for the signed-in
// home, measured in headless Chromium (Pixel 7) against the production server (bench/README.md).
//
// By default it starts `scripts/start.mjs` (which builds what is stale) on a throwaway SQLite
// database with the demo data; BENCH_URL=http://host:port measures a server already running.
// The service worker is blocked, so its precache download (after the page is shown) is not counted.
// BENCH_VERBOSE=1 lists every response.
import { chromium } from '@playwright/test';
import { startDemoServer } from './lib/demo-server.mjs';
import { PHONE } from './lib/runs.mjs';
import { signInDemoMember } from './lib/signed-in-storage.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** CDP resource types, grouped as the report shows them. */
const KIND = {
  Script: 'js',
  Stylesheet: 'css',
  Document: 'html',
  Fetch: 'api',
  XHR: 'api',
  Image: 'img',
};
const KINDS = ['html', 'js', 'css', 'api', 'img', 'other'];

const startServer = () => startDemoServer(3330);

/** Records every response of the page: its kind, its encoding and the bytes on the wire. */
async function recordNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Set();
  const requests = new Map();
  const finished = [];
  let lastActivity = Date.now();
  const settle = (requestId) => {
    pending.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    pending.add(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, {
      url: response.url,
      kind: KIND[type] ?? 'other',
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    settle(requestId);
    const request = requests.get(requestId);
    if (request) finished.push({ ...request, bytes: encodedDataLength });
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId));
  return {
    /** Resolves once nothing has been in flight for a second (a route change of the app too). */
    async idle() {
      while (pending.size > 0 || Date.now() - lastActivity < 1000)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
    take: () => finished.splice(0),
  };
}

function summarise(responses) {
  const rows = Object.fromEntries(KINDS.map((kind) => [kind, { count: 0, bytes: 0 }]));
  for (const { kind, bytes } of responses) {
    rows[kind].count += 1;
    rows[kind].bytes += bytes;
  }
  const total = responses.reduce((sum, r) => sum + r.bytes, 0);
  const encodings = [
    ...new Set(responses.filter((r) => r.kind !== 'api').map((r) => r.encoding || 'identity')),
  ];
  return { rows, total, count: responses.length, encodings };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function print(title, responses, { list = true } = {}) {
  const { rows, total, count, encodings } = summarise(responses);
  console.log(`\n${title} (static files sent as: ${encodings.join(', ')})`);
  if (list && process.env.BENCH_VERBOSE) {
    for (const { kind, url, encoding, bytes } of responses)
      console.log(`    ${kind.padEnd(6)} ${kb(bytes).padStart(7)} KB ${encoding.padEnd(4)} ${url}`);
  }
  for (const kind of KINDS) {
    const { count: n, bytes } = rows[kind];
    if (n)
      console.log(`  ${kind.padEnd(6)} ${String(n).padStart(3)} files ${kb(bytes).padStart(8)} KB`);
  }
  console.log(
    `  ${'total'.padEnd(6)} ${String(count).padStart(3)} files ${kb(total).padStart(8)} KB`,
  );
}

async function measure(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      ...PHONE,
      baseURL: url,
      // BENCH_ACCEPT_ENCODING=gzip: what a browser that does not offer brotli would get.
      extraHTTPHeaders: process.env.BENCH_ACCEPT_ENCODING
        ? { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING }
        : {},
    });
    const page = await context.newPage();
    const network = await recordNetwork(context, page);

    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await network.idle();
    const login = network.take();

    await signInDemoMember(page);
    await network.idle();
    const home = network.take();

    print('Login page, first visit', login);
    print('Sign in, choose the first card, home: what it adds', home);
    print('Login page + home, together', [...login, ...home], { list: false });
  } finally {
    await browser.close();
  }
}

const server = process.env.BENCH_URL ? undefined : await startServer();
try {
  console.log(
    `Measuring ${process.env.BENCH_URL ?? server.url} (bytes on the wire, headers included)`,
  );
  await measure(process.env.BENCH_URL ?? server.url);
} finally {
  server?.stop();
}
