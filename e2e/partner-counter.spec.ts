import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CARD_CODE_STEP_SECONDS,
  cardCode,
  cardQrPayload,
  type LoginResponse,
  type VirtualBadgeResponse,
} from '@clube/contract';
import {
  ADMIN_CONSOLE_HEADER,
  ADMIN_CONSOLE_HEADER_VALUE,
  adminEndpoints,
  adminPath,
  type AdminResponseBody,
} from '@clube/contract/admin';
import { chromium, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Member } from './data';
import { expect, test } from './fixtures';
import { writeQrVideo } from './qr-video';

/**
 * The partner's counter end to end, on a phone: a member of the test's own opens the card (a
 * card's code registers one use, so no other test may use this card's codes); the test derives
 * the card's 6-digit code from the secret the member's device received with it (as the card
 * screen does, offline); an operator creates a staff account for a partner of the member's
 * company (the console's API, as the demo admin); the staff signs in to the counter app at
 * /parceiro, replaces the temporary password, checks the card, registers a use with a purchase value
 * and undoes it. Then the same with the QR code read through the camera: Chromium's fake camera
 * plays a video of the member's QR.
 */

interface Staff {
  email: string;
  temporary: string;
}
const NEW_PASSWORD = 'senha-do-balcao-2026';

// Two people, three sign-ins (member, operator, staff) and a second browser for the camera.
test.describe.configure({ timeout: 90_000 });
const SHOTS = join('test-results', 'partner-counter');
mkdirSync(SHOTS, { recursive: true });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

/** The member's card as the member app receives it: number, code secret and company. */
async function openMemberCard(
  page: Page,
  member: Member,
  signInToFirstCard: (member: Member) => Promise<LoginResponse>,
) {
  const session = await signInToFirstCard(member);
  const card = session.empresas[0]!;
  await page.goto('/auth/membership-card');
  // The answer the card screen gets, asked again with the member's token (the home may be
  // asking too, so a response caught in flight could belong to a page already left).
  const answer = await page.request.post('/api/clube/v1/virtual-badge', {
    headers: { api_key: 'clube-demo-key', Authorization: `bearer ${session.token.token}` },
    data: { idCliente: card.idCliente, idPerfil: card.idPerfil },
  });
  expect(answer.ok()).toBe(true);
  const badge = (await answer.json()) as VirtualBadgeResponse;
  if (!badge.codigo) throw new Error('the virtual badge carries no code secret');
  return {
    numero: badge.numero,
    segredo: badge.codigo.segredo,
    empresaId: session.empresas[0]!.idEmpresa,
  };
}

/**
 * A staff account of an active partner the member's company lists, made as an operator makes one
 * in the console: its temporary password is shown once.
 */
async function newStaffFor(request: APIRequestContext, empresaId: number, email: string) {
  const headers = { [ADMIN_CONSOLE_HEADER]: ADMIN_CONSOLE_HEADER_VALUE };
  const signedIn = await request.post(adminEndpoints.signIn.path, {
    headers,
    data: { email: 'admin@clube.demo', password: 'demo1234' },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const partners = (await (
    await request.get(
      `${adminEndpoints.listPartners.path}?empresaId=${empresaId}&ativo=true&perPage=50`,
    )
  ).json()) as AdminResponseBody<'listPartners'>;
  const partner = partners.data.find((p) => p.ativo && !p.vencido);
  if (!partner) throw new Error('the demo company lists an active partner');
  const created = await request.post(
    adminPath(adminEndpoints.createPartnerStaff.path, { id: partner.id }),
    { headers, data: { nome: 'Rita Balcão', email } },
  );
  expect(created.status(), await created.text()).toBe(200);
  const { senhaTemporaria } = (await created.json()) as AdminResponseBody<'createPartnerStaff'>;
  return { email, temporary: senhaTemporaria, partner: partner.nome };
}

/** The code of the card at a moment (seconds from now); the server accepts the step before and after. */
const codeIn = (segredo: string, seconds = 0) =>
  cardCode(segredo, Math.floor(Date.now() / 1000) + seconds);

/** Signs in with the temporary password and sets a new one, as a new staff member does. */
async function signInAtCounter(page: Page, staff: Staff) {
  await page.goto('/parceiro/');
  await expect(page.getByRole('heading', { name: 'Clube Parceiro' })).toBeVisible();
  await shot(page, '1-entrar');
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Senha').fill(staff.temporary);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Crie a sua senha' })).toBeVisible();
  await shot(page, '1-trocar-senha');
  await page.getByLabel('Senha temporária').fill(staff.temporary);
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repita a nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar a nova senha' }).click();
  await expect(page.getByRole('heading', { name: 'Conferir cartão' })).toBeVisible();
}

/** Picks the first offer, types R$ 100,00, registers; then undoes the use in 'Usos de hoje'. */
async function registerAndUndo(page: Page, prefix: string) {
  await expect(page.getByText('Cartão válido')).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByLabel(/Valor da compra/).pressSequentially('10000');
  await expect(page.getByLabel(/Valor da compra/)).toHaveValue('R$\u00a0100,00');
  await shot(page, `${prefix}-cartao-valido`);
  await page.getByRole('button', { name: 'Registrar uso' }).click();
  await expect(page.getByRole('heading', { name: 'Uso registrado' })).toBeVisible();
  await expect(page.getByText('R$\u00a0100,00')).toBeVisible();
  await shot(page, `${prefix}-uso-registrado`);

  await page.getByRole('link', { name: 'Ver usos de hoje' }).click();
  await expect(page.getByRole('heading', { name: 'Usos de hoje' })).toBeVisible();
  const newest = page.getByRole('listitem').first();
  await expect(newest).toContainText('Compra: R$\u00a0100,00');
  await newest.getByRole('button', { name: 'Desfazer' }).click();
  await newest.getByRole('button', { name: 'Confirmar' }).click();
  await expect(newest).toContainText(/Desfeito às \d{2}:\d{2}/);
  await shot(page, `${prefix}-usos-de-hoje`);
}

test('a typed card code is checked at the counter, a use registered with a purchase value and undone', async ({
  page,
  browser,
  member,
  request,
  signInToFirstCard,
}) => {
  const card = await openMemberCard(page, member, signInToFirstCard);
  const staff = await newStaffFor(request, card.empresaId, 'rita.digitado@parceiro.test');

  const counter = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
  });
  const desk = await counter.newPage();
  await signInAtCounter(desk, staff);
  await expect(desk.getByText(staff.partner)).toBeVisible();
  await shot(desk, '2-conferir');

  // A wrong code first: the answer is 'Cartão inválido' with a reason, and nothing to register.
  const wrong = String((Number(codeIn(card.segredo)) + 500_000) % 1_000_000).padStart(6, '0');
  await desk.getByLabel('Número do cartão ou CPF').fill(card.numero);
  await desk.getByLabel(/Código de 6 dígitos/).fill(wrong);
  await desk.getByRole('button', { name: 'Conferir cartão' }).click();
  await expect(desk.getByText('Cartão inválido')).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Registrar uso' })).toHaveCount(0);
  await shot(desk, '3-cartao-invalido');
  await desk.getByRole('button', { name: 'Nova consulta' }).click();

  await desk.getByLabel('Número do cartão ou CPF').fill(card.numero);
  await desk.getByLabel(/Código de 6 dígitos/).fill(codeIn(card.segredo));
  await desk.getByRole('button', { name: 'Conferir cartão' }).click();
  await registerAndUndo(desk, '4-digitado');

  await desk.getByRole('button', { name: 'Sair' }).click();
  await expect(desk.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await counter.close();
});

test('the member’s QR code is read through the camera at the counter', async ({
  page,
  member,
  request,
  signInToFirstCard,
}) => {
  const card = await openMemberCard(page, member, signInToFirstCard);
  const staff = await newStaffFor(request, card.empresaId, 'rita.qr@parceiro.test');
  // The next step's code: the first test may have used this step's, and a code registers once.
  const video = join(mkdtempSync(join(tmpdir(), 'clube-qr-')), 'qr.y4m');
  writeQrVideo(video, cardQrPayload(card.numero, codeIn(card.segredo, CARD_CODE_STEP_SECONDS)));

  let camera: Browser | undefined;
  try {
    camera = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const counter = await camera.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      permissions: ['camera'],
    });
    const desk = await counter.newPage();
    await signInAtCounter(desk, staff);
    await desk.getByRole('button', { name: 'Ler QR code' }).click();
    // The camera's view, if the picture is quicker than the decoder.
    await shot(desk, '5-qr-lendo');
    await expect(desk.getByText('Cartão válido')).toBeVisible({ timeout: 15_000 });
    await registerAndUndo(desk, '5-qr');
  } finally {
    await camera?.close();
  }
});
