import type { Page } from '@playwright/test';
import { BASENAME, paths as consolePaths } from '../apps/admin/src/config/paths';
import { paths } from '../apps/web/src/config/paths';
import { ADMIN, DEMO, expect, signInToConsole, test } from './fixtures';

/*
 * Every screen of the member app, in Chromium, under the server's real headers: not one Content
 * Security Policy violation and not one console error. The screens are every path of
 * apps/web/src/config/paths.ts, so a new screen is visited once its path is listed there.
 *
 * The operator console's screens are every path of apps/admin/src/config/paths.ts, visited by the
 * demo admin at the end of this file.
 */

/** Every leaf path of an object of paths (nested groups flattened). */
function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : leaves(value as object),
  );
}

const ALL_PATHS = leaves(paths);

/** Screens a visitor sees before signing in. */
const PUBLIC = [paths.login, ...leaves(paths.forgot)];
/** Screens of the first-access steps (the demo member has none pending: the app sends it on). */
const STEPS = [paths.terms, paths.chooseCompany, paths.changePasswordAfterLogin];
/** Screens of a signed-in member acting as a card. */
const MEMBER = leaves(paths.auth);

const SCREENS: { group: string; signIn: 'none' | 'member'; paths: string[] }[] = [
  { group: 'before sign-in', signIn: 'none', paths: PUBLIC },
  { group: 'signed in as the demo member', signIn: 'member', paths: [...STEPS, ...MEMBER] },
];

/** Every CSP violation and console error from now on, with the path it happened on. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()} console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} page error: ${error.message}`));
  // Chromium logs a violation to the console too; the event also names the directive and URL.
  return problems;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
});

test('the list of screens has every path of the app', () => {
  const listed = SCREENS.flatMap((s) => s.paths);
  expect([...listed].sort()).toEqual([...ALL_PATHS].sort());
});

/** Paths that show another screen's address by design. */
const LANDS_ON: Record<string, string> = { [paths.auth.root]: paths.auth.home };

/**
 * Screens that open from a choice made on the screen before (kept in the app, not the address):
 * loaded directly they send the member back, so they are reached the way a member reaches them.
 */
const REACHED_BY: Record<string, (page: Page) => Promise<void>> = {
  [paths.forgot.recovery]: async (page) => {
    await page.getByRole('button', { name: 'E-mail' }).click();
  },
  [paths.forgot.code]: async (page) => {
    const email = page.getByRole('button', { name: 'E-mail' });
    if (await email.isVisible()) await email.click();
    // The demo member: a code is kept in the outbox (nothing is sent in the test server).
    await page.getByLabel('CPF').fill(DEMO.cpf);
    await page.getByRole('button', { name: 'Enviar Código' }).click();
  },
  [paths.auth.partnersList]: async (page) => {
    await page.getByRole('button', { name: /Parceiros Locais/ }).click();
  },
  [paths.auth.partnerDetails]: async (page) => {
    await page.getByRole('button', { name: /Parceiros Locais/ }).click();
    await page.getByRole('link', { name: 'Mais detalhes →' }).first().click();
  },
};

/** Opens a path as a member would: a fresh load of the page, then waits for its calls to settle. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp, path).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
  const reach = REACHED_BY[path];
  // What the app remembers (the recovery channel chosen, say) may open the screen at once.
  if (reach && new URL(page.url()).pathname !== path) {
    await reach(page);
    await page.waitForLoadState('networkidle');
  }
  await expect(page, path).toHaveURL((url) => url.pathname === (LANDS_ON[path] ?? path));
  await expect(page.locator('#root')).not.toBeEmpty();
}

for (const screens of SCREENS) {
  test(`no CSP violation and no console error on any screen ${screens.group}`, async ({
    page,
    signInToFirstCard,
  }) => {
    test.setTimeout(30_000 + screens.paths.length * 5_000);
    const problems = watch(page);
    if (screens.signIn === 'member') await signInToFirstCard();
    for (const path of screens.paths) await visit(page, path);
    expect(problems).toEqual([]);
  });
}

test('a violation would be caught: an inline script is blocked and reported', async ({ page }) => {
  const problems = watch(page);
  await visit(page, paths.login);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => problems.some((p) => p.includes('CSP violation'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBe(
    undefined,
  );
});

test('signing in with the demo member works under the policy', async ({ page, signIn }) => {
  const problems = watch(page);
  await signIn(DEMO);
  await expect(page.getByText('Qual cartão deseja acessar?')).toBeVisible();
  expect(problems).toEqual([]);
});

/** A console path with its ids filled in from the demo data: `/admin/...`. */
async function consolePathsOf(page: Page): Promise<string[]> {
  const first = async (resource: string, query = '') => {
    const answer = await page.request.get(`/api/admin/v1/${resource}?perPage=1${query}`);
    expect(answer.status(), resource).toBe(200);
    return ((await answer.json()) as { data: { id: number }[] }).data[0]!.id;
  };
  const ids = {
    company: await first('companies'),
    member: await first('members', `&busca=${DEMO.cpf}`),
    partner: await first('partners'),
  };
  return Object.entries(consolePaths).map(([name, path]) => {
    const full = typeof path === 'string' ? path : path(ids[name as keyof typeof ids]);
    return `${BASENAME}${full === '/' ? '' : full}`;
  });
}

test('no CSP violation and no console error on any screen of the operator console', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const problems = watch(page);
  await signInToConsole(page, ADMIN);
  // The signed-out first load asks /me and is told 401: that is how the console learns it must
  // show the sign-in; Chromium logs the refused load, which is no fault of the page.
  const signedOutProbe = /Failed to load resource: .*401/;
  problems.splice(0, problems.length, ...problems.filter((p) => !signedOutProbe.test(p)));

  const screens = await consolePathsOf(page);
  test.setTimeout(30_000 + screens.length * 5_000);
  for (const path of screens) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['content-security-policy'] ?? '', path).toContain(
      "script-src 'self'",
    );
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root'), path).not.toBeEmpty();
  }
  expect(problems).toEqual([]);
});
