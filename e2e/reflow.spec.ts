import {
  CARD_CODE_STEP_SECONDS,
  cardCode,
  type LoginResponse,
  type VirtualBadgeResponse,
} from '@clube/contract';
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

/*
 * Text that reflows: on a 320 CSS px wide screen with the text at 200 %, as many cheap phones are
 * set, no screen scrolls sideways. The root font is doubled as a browser's text-size setting does.
 */

const LARGE_TEXT = 'html { font-size: 200% !important; }';

async function withLargeText(page: Page) {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add);
  }, LARGE_TEXT);
}

/** How far the page reaches past the screen's right edge (0 when nothing does). */
async function overflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter((el) => el.checkVisibility?.() ?? true)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { excess: root.scrollWidth - width, culprits };
  });
}

async function expectNoSidewaysScroll(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  const { excess, culprits } = await overflow(page);
  if (excess > 0) {
    const name = screen.replace(/[^a-z0-9]+/gi, '-');
    await page.screenshot({ path: `test-results/reflow-overflow${name}.png`, fullPage: true });
  }
  expect.soft(excess, `${screen} scrolls sideways: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);
}

test('login and card choice reflow at 320 px with 200 % text', async ({ page, signIn }) => {
  await withLargeText(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'login');
  await page.goto('/forgot/recovery');
  await expectNoSidewaysScroll(page, 'recovery');
  await signIn({ cpf: '52998224725', password: 'demo1234' });
  await expect(page.getByText('Qual cartão deseja acessar?')).toBeVisible();
  await expectNoSidewaysScroll(page, 'choose-company');
});

test('every signed-in screen reflows at 320 px with 200 % text', async ({
  page,
  signInToFirstCard,
}) => {
  test.setTimeout(120_000);
  await withLargeText(page);
  await signInToFirstCard();
  await page.screenshot({ path: 'test-results/reflow-home.png', fullPage: true });
  for (const path of [
    '/auth/home',
    '/auth/menu',
    '/auth/partners-type',
    '/auth/dependents',
    '/auth/add-dependents',
    '/auth/general-data',
    '/auth/my-address',
    '/auth/contract',
    '/auth/membership-card',
    '/auth/services',
    '/auth/profile',
    '/auth/help',
    '/auth/faq',
    '/auth/get-touch',
    '/auth/service-24',
    '/auth/my-receipes',
    '/auth/my-appointments',
    '/auth/my-uses',
    '/auth/notices',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  await page.goto('/auth/membership-card');
  await page.screenshot({ path: 'test-results/reflow-card.png', fullPage: true });

  // The screens reached by a choice: contract details, a partner list and a partner's page.
  await page.goto('/auth/contract');
  await page
    .getByRole('button', { name: /Mais detalhes/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Pagamentos' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/auth/contract-details');
  await page.screenshot({ path: 'test-results/reflow-contract-details.png', fullPage: true });
  await page.goto('/auth/contract');
  await page.screenshot({ path: 'test-results/reflow-contracts.png', fullPage: true });

  for (const menu of [/Parceiros Meu Clube/, /Parceiros Locais/]) {
    await page.goto('/auth/partners-type');
    await page.getByRole('button', { name: menu }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSidewaysScroll(page, `/auth/partners-list ${menu.source}`);
  }
  await page
    .getByRole('link', { name: /Mais detalhes/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, '/auth/partner-details');
});

test('phone screenshots of the home, the contracts and the card', async ({
  page,
  signInToFirstCard,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await signInToFirstCard();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'test-results/phone-home.png', fullPage: true });
  await page.goto('/auth/contract');
  await page
    .getByRole('button', { name: /Mais detalhes/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Pagamentos' })).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-contract-details.png', fullPage: true });
  await page.goto('/auth/membership-card');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'test-results/phone-card.png', fullPage: true });
});

test('the partner counter app reflows at 320 px with 200 % text', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The demo member's Viva Mais card, and its code now (derived as the card screen does).
  const login = await request.post('/api/user/v1/Login', {
    headers: { api_key: 'clube-demo-key' },
    data: { username: DEMO.cpf, password: DEMO.password },
  });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as LoginResponse;
  const viva = session.empresas.find((c) => c.nomeEmpresa.startsWith('Viva'))!;
  const badge = await request.post('/api/clube/v1/virtual-badge', {
    headers: { api_key: 'clube-demo-key', Authorization: `bearer ${session.token.token}` },
    data: { idCliente: viva.idCliente, idPerfil: viva.idPerfil },
  });
  const card = (await badge.json()) as VirtualBadgeResponse;

  await withLargeText(page);
  await page.goto('/parceiro/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/parceiro sign-in');
  await page.getByLabel('E-mail').fill('balcao@cafe-colonial.demo');
  await page.getByLabel('Senha').fill('balcao1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Conferir cartão' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSidewaysScroll(page, '/parceiro check');

  // A code registers one use: the counter specs may have used this card's code of this window, or
  // of the next (which the counter accepts, as from a phone clock a little ahead).
  const now = Math.floor(Date.now() / 1000);
  for (const step of [0, 1, -1]) {
    await page.getByLabel('Número do cartão ou CPF').fill(card.numero);
    await page
      .getByLabel(/Código de 6 dígitos/)
      .fill(cardCode(card.codigo!.segredo, now + step * CARD_CODE_STEP_SECONDS));
    await page.getByRole('button', { name: 'Conferir cartão' }).click();
    const answer = page.getByText(/^Cartão (válido|inválido)$/);
    await expect(answer).toBeVisible();
    if ((await answer.textContent()) === 'Cartão válido') break;
    await expect(page.getByText(/Código já usado/)).toBeVisible();
    await page.getByRole('button', { name: 'Nova consulta' }).click();
  }
  await expect(page.getByText('Cartão válido')).toBeVisible();
  await expectNoSidewaysScroll(page, '/parceiro valid card');
  await page.screenshot({ path: 'test-results/reflow-counter-valid.png', fullPage: true });

  await page.getByRole('link', { name: 'Usos de hoje' }).click();
  await expect(page.getByRole('heading', { name: 'Usos de hoje' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/parceiro today');
});
