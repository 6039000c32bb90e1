import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

/*
 * docs/product.md#installed-app-and-updates: the installed app looks for a new version every 20 s and, when one is waiting, offers
 * 'Atualizar Aplicativo'. A server of its own serves build A from a folder that is then swapped for
 * build B, as a deploy does; the member, still on A, is offered the update and ends up on B.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3300) + 1;
const origin = `http://127.0.0.1:${port}`;

let work: string;
let server: ChildProcess | undefined;

/**
 * The entry script index.html loads: what tells one build from another. Vite's page links it; the
 * full build (the login drawn in) lists it for the script that starts it.
 */
function entryScript(dist: string): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const src =
    /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ??
    /<script type="application\/json" id="app-code">\{"entry":"([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no entry script in ${dist}/index.html`);
  return src;
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the update test server did not start');
}

test.describe('app update', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'clube-update-'));
    // Build A is the build every other browser test runs on; build B is a second build of the same
    // code with another build id, so its files and its service worker's precache list differ.
    cpSync(join(root, 'apps/web/dist'), join(work, 'a'), { recursive: true });
    const built = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', join(work, 'b'), '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: join(root, 'apps/web'),
        env: { ...process.env, VITE_BUILD_ID: `update-b-${Date.now().toString(36)}` },
        stdio: 'inherit',
      },
    );
    if (built.status !== 0) throw new Error('build B failed');
    symlinkSync(join(work, 'a'), join(work, 'current'));

    server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
      env: {
        ...process.env,
        DATABASE_URL: `file:${join(work, 'clube.db')}`,
        DEMO: 'true',
        PORT: String(port),
        WEB_DIST: join(work, 'current'),
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForServer();
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(work, { recursive: true, force: true });
  });

  test("a new version waiting is offered, and 'Atualizar Aplicativo' loads it", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const a = entryScript(join(work, 'a'));
    const b = entryScript(join(work, 'b'));
    expect(b).not.toBe(a);
    // Null while the page is between two loads.
    const loadedEntry = () =>
      page
        .evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'))
        .catch(() => null);
    const prompt = page.getByRole('dialog', { name: 'Atualização do Aplicativo!' });

    /** The deploy: the same address now serves `build`; the member is offered it and takes it. */
    async function deployAndUpdate(build: 'a' | 'b', entry: string) {
      rmSync(join(work, 'current'));
      symlinkSync(join(work, build), join(work, 'current'));
      // Found by the check every 20 s, without a reload.
      await expect(prompt).toBeVisible({ timeout: 45_000 });
      await page.getByRole('button', { name: 'Atualizar Aplicativo' }).click();
      await expect.poll(loadedEntry, { timeout: 15_000 }).toBe(entry);
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
      await expect(prompt).toHaveCount(0);
    }

    await page.goto(`${origin}/`);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.evaluate(async () => navigator.serviceWorker.ready);
    expect(await loadedEntry()).toBe(a);

    // First visit: the worker installed but does not control this page yet.
    await deployAndUpdate('b', b);
    // Installed app: the page is controlled, and the new worker takes it over.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await deployAndUpdate('a', a);
    expect(errors).toEqual([]);
  });
});
