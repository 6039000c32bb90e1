// The demo member signed in, for the browser benchmarks of signed-in screens (lighthouse.mjs,
// return-visit.mjs, wire-bytes.mjs): their local storage is written into each fresh browser.
import { chromium } from '@playwright/test';
import { PHONE } from './runs.mjs';

const DEMO = { cpf: '52998224725', password: 'demo1234' };
/** The screens the app kept for the next visit's first paint (apps/web/src/lib/kept-screen.ts). */
export const KEPT_SCREENS = 'clube:offline:kept-screens';

/**
 * From the login page on screen: signs the demo member in and opens their first card, up to the
 * home.
 */
export async function signInDemoMember(page) {
  await page.getByLabel('CPF').fill(DEMO.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  const loginResponse = page.waitForResponse((r) => r.url().endsWith('/api/user/v1/Login'));
  await page.getByRole('button', { name: 'Entrar' }).click();
  const session = await (await loginResponse).json();
  await page.getByText('Qual cartão deseja acessar?').waitFor();
  await page.getByRole('button', { name: session.empresas[0].nomeEmpresa }).click();
  await page.waitForURL(/\/auth\/home$/);
}

/**
 * Waits until the app has kept the screen at `path` with its images written in (the demo's home
 * and partner list both show some).
 */
async function screenKept(page, path) {
  await page.waitForFunction(
    ([key, screen]) =>
      JSON.parse(localStorage.getItem(key) ?? '{}')[screen]?.html.includes('data-kept-src='),
    [KEPT_SCREENS, path],
  );
}

/**
 * In `page`, on the login page: signs the demo member in (CPF, password, first card), then opens
 * the "Parceiros Meu Clube" list; with `keptScreens`, waits on the home and the list until the app
 * has kept them.
 */
export async function signInAndOpenBothScreens(page, { keptScreens = true } = {}) {
  await signInDemoMember(page);
  if (keptScreens) await screenKept(page, '/auth/home');
  await page.goto('/auth/partners-type');
  await page.getByRole('button', { name: /Parceiros Meu Clube/ }).click();
  await page.waitForURL(/\/auth\/partners-list$/);
  if (keptScreens) await screenKept(page, '/auth/partners-list');
}

/**
 * Signs the demo member in through the app (signInAndOpenBothScreens) and answers the local
 * storage that leaves: session, chosen card and menu, offline copies and kept screens.
 * `keptScreens: false` leaves the kept screens out (as after a sign-in in another tab).
 */
export async function signedInStorage(url, { chromePath, chromeFlags, keptScreens = true }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const context = await browser.newContext({ ...PHONE, baseURL: url });
    const page = await context.newPage();
    await page.goto('/');
    await signInAndOpenBothScreens(page, { keptScreens });
    const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    if (!keptScreens) delete storage[KEPT_SCREENS];
    return storage;
  } finally {
    await browser.close();
  }
}
