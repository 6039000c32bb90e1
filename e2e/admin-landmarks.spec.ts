import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Every console screen, as the demo admin at desktop size: each landmark of a kind has its own name
 * (axe's landmark-unique), so a screen reader's list of regions tells them apart. Each screen is
 * also photographed (in the test's output folder) for a look at desktop size.
 */
test.use({
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
});

const ADMIN = { email: 'admin@clube.demo', password: 'demo1234' };
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const SCREENS: [string, string][] = [
  ['painel', '/admin/'],
  ['empresas', '/admin/empresas'],
  ['nova-empresa', '/admin/empresas/nova'],
  ['empresa', '/admin/empresas/1'],
  ['membros', '/admin/membros'],
  ['novo-membro', '/admin/membros/novo'],
  ['importar', '/admin/importar'],
  ['operadores', '/admin/operadores'],
  ['auditoria', '/admin/auditoria'],
  ['conta', '/admin/conta'],
  ['parceiros', '/admin/parceiros'],
  ['novo-parceiro', '/admin/parceiros/novo'],
  ['categorias', '/admin/categorias'],
  ['importar-parceiros', '/admin/importar-parceiros'],
  ['campanhas', '/admin/campanhas'],
  ['banners', '/admin/banners'],
  ['faq', '/admin/perguntas-frequentes'],
  ['servicos', '/admin/servicos'],
  ['servicos-por-video', '/admin/servicos-por-video'],
  ['relatorios', '/admin/relatorios'],
  ['usos', '/admin/usos'],
  ['usos-reportados', '/admin/usos/reportados'],
];

/** The names axe gives the landmark-unique violations of the page, with their elements. */
async function landmarkViolations(page: Page): Promise<string[]> {
  // Through the DevTools protocol, not a <script> tag: the console's CSP allows no inline script.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'rule', values: ['landmark-unique'] },
    })) as { violations: { id: string; nodes: { target: string[] }[] }[] };
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

/** Moves to `path` inside the running console (a reload would check the session again each time). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

test('every console screen names each of its landmarks apart', async ({ page }, testInfo) => {
  test.setTimeout(420_000);
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('navigation', { name: 'Seções do console' })).toBeVisible({
    timeout: 30_000,
  });

  const found: Record<string, string[]> = {};
  for (const [name, path] of SCREENS) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Carregando…')).toHaveCount(0, { timeout: 15_000 });
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
    const violations = await landmarkViolations(page);
    if (violations.length > 0) {
      found[name] = violations;
      console.log(name, violations);
    }
  }
  // The member page: the first member of the list.
  await openInApp(page, '/admin/membros');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/membros\/\d+$/);
  await expect(page.getByText('Carregando…')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('membro.png'), fullPage: true });
  const member = await landmarkViolations(page);
  if (member.length > 0) found['membro'] = member;

  expect(found).toEqual({});
});
