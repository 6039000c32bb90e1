import type { LoginResponse } from '@clube/contract';
import {
  ADMIN_CONSOLE_HEADER,
  ADMIN_CONSOLE_HEADER_VALUE,
  adminEndpoints,
  adminPath,
  type AdminRequestBody,
  type AdminResponseBody,
} from '@clube/contract/admin';
import type { APIRequestContext } from '@playwright/test';
import { expectPaintBeforeCode, holdTheAppsCode } from './first-paint';
import { SINGLE_COMPANY, expect, test } from './fixtures';

// Sair ends every session of the member: a member of the test's own, with the demo member's two cards.
test('a member signs in, chooses a card, sees its colours and logs out', async ({
  page,
  signIn,
  member,
}) => {
  const session = (await (await signIn(member)).json()) as LoginResponse;
  expect(session.empresas.length).toBeGreaterThan(1);

  await expect(page).toHaveURL(/\/choose-company$/);
  await expect(page.getByText('Qual cartão deseja acessar?')).toBeVisible();
  const second = session.empresas[1]!;
  await page.getByRole('button', { name: second.nomeEmpresa }).click();

  await expect(page).toHaveURL(/\/auth\/home$/);
  await expect(page.getByRole('img', { name: second.nomeEmpresa })).toBeVisible();
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary.toLowerCase()).toBe(second.colors.primary.toLowerCase());
  for (const item of ['Home', 'Menu', 'Perfil', 'Ajuda']) {
    await expect(page.getByRole('navigation').getByRole('link', { name: item })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test.describe('a member with one card', () => {
  test.use({ memberSpec: { cards: [{ company: 'amigo' }] } });

  test('Sair ends the session on the server: the old token opens nothing afterwards', async ({
    page,
    request,
    signIn,
    member,
  }) => {
    const session = (await (await signIn(member)).json()) as LoginResponse;
    await expect(page).toHaveURL(/\/auth\/home$/);
    const card = session.empresas[0]!;
    const readDependents = () =>
      request.post('/api/clube/v1/get-dependentes', {
        headers: { api_key: 'clube-demo-key', Authorization: `bearer ${session.token.token}` },
        data: { idCliente: card.idCliente, idPerfil: card.idPerfil },
      });
    expect((await readDependents()).status()).toBe(200);

    const logout = page.waitForResponse((r) => r.url().endsWith('/api/user/v1/logout'));
    await page.getByRole('button', { name: 'Sair' }).click();
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    expect((await readDependents()).status()).toBe(401);
  });
});

// A wrong password counts towards the CPF's lockout: the test's own member's.
test('a wrong password shows Credenciais Inválidas!, marks the fields and focuses the CPF', async ({
  page,
  signIn,
  member,
}) => {
  await signIn({ cpf: member.cpf, password: 'errada' });
  await expect(page.getByText('Credenciais Inválidas!')).toBeVisible();
  const cpf = page.getByLabel('CPF');
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(cpf).toBeFocused();
});

test('the CPF field masks what the member types', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
});

test('a member with one card goes straight to home', async ({ page, signIn }) => {
  await signIn(SINGLE_COMPANY);
  await expect(page).toHaveURL(/\/auth\/home$/);
});

test('"Manter-me conectado" takes the member from the login page to home', async ({
  page,
  signIn,
}) => {
  await signIn(SINGLE_COMPANY, { remember: true });
  await expect(page).toHaveURL(/\/auth\/home$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/home$/);
});

/** Holds the app's code back, as a slow connection would: only the HTML (its CSS within) is here. */
test('on a slow connection the login form takes typing before the app’s code arrives', async ({
  page,
}) => {
  const release = await holdTheAppsCode(page);
  // 'commit': a page waits for its module scripts before DOMContentLoaded.
  await page.goto('/', { waitUntil: 'commit' });
  const cpf = page.getByLabel('CPF');
  await expect(cpf).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  await page.getByLabel('Manter-me conectado').check();
  await cpf.fill(SINGLE_COMPANY.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(SINGLE_COMPANY.password);

  release();
  // The app takes the form over with what was typed (the CPF now masked), and 'Entrar' works.
  const enter = page.getByRole('button', { name: 'Entrar' });
  await expect(enter).toBeEnabled();
  await expect(page.getByLabel('CPF')).toHaveValue('153.509.460-56');
  await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Manter-me conectado')).toBeChecked();
  await enter.click();
  await expect(page).toHaveURL(/\/auth\/home$/);
  // Kept signed in: the login is never shown again at /, not even before the app's code runs.
  const releaseAgain = await holdTheAppsCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('.prerendered')).toBeAttached();
  await expect(page.getByText('Acesse sua conta')).toBeHidden();
  releaseAgain();
  await expect(page).toHaveURL(/\/auth\/home$/);
});

test('the login is on the screen before the app’s code is asked for', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await expectPaintBeforeCode(page);
});

test('the login in the HTML shows only at /: another address waits for its own screen', async ({
  page,
}) => {
  const release = await holdTheAppsCode(page);
  // No page of its own: the server answers with index.html, as the service worker does everywhere.
  await page.goto('/pagina-que-nao-existe', { waitUntil: 'commit' });
  await expect(page.locator('.prerendered')).toBeAttached();
  await expect(page.getByText('Acesse sua conta')).toBeHidden();
  release();
  await expect(page).toHaveTitle(/Página não encontrada/);
  await expect(page.getByText('Acesse sua conta')).toHaveCount(0);
});

test('a deep link reload keeps a signed-in member on the page', async ({ page, signIn }) => {
  await signIn(SINGLE_COMPANY);
  await expect(page).toHaveURL(/\/auth\/home$/);
  await page.goto('/auth/menu');
  await expect(page).toHaveURL(/\/auth\/menu$/);
});

test.describe('a terms-pending member', () => {
  test.use({ memberSpec: { termoPendente: true } });

  test('refuses, then accepts the terms', async ({ page, signIn, member }) => {
    await signIn(member);
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByText(/30 dias/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Não aceito o termo', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await signIn(member);
    await expect(page).toHaveURL(/\/terms$/);
    await page.getByRole('button', { name: 'Aceito o Termo', exact: true }).click();
    await expect(page).toHaveURL(/\/choose-company$/);

    // Accepted once: the next sign-in skips the terms.
    await page.evaluate(() => localStorage.clear());
    await signIn(member);
    await expect(page).not.toHaveURL(/\/terms$/);
  });
});

test.describe('a first-access member', () => {
  test.use({ memberSpec: { alterarSenha: true } });

  test('must change the password', async ({ page, signIn, member }) => {
    await signIn(member);
    await expect(page).toHaveURL(/\/change-password-after-login$/);

    await page.getByLabel('Senha atual').fill(member.password);
    await page.getByLabel('Nova senha', { exact: true }).fill('novasenha1');
    await page.getByLabel('Confirmar nova senha').fill('outrasenha');
    await page.getByRole('button', { name: /salvar|alterar|trocar/i }).click();
    await expect(page.getByText('Senhas diferentes!')).toBeVisible();

    await page.getByLabel('Confirmar nova senha').fill('novasenha1');
    await page.getByRole('button', { name: /salvar|alterar|trocar/i }).click();
    // The server hashes the new password at the production cost: seconds on a busy machine.
    await expect(page.getByText('Senha trocada com sucesso!')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/choose-company$/, { timeout: 6_000 });

    // The old password no longer works; the new one does, without the forced change.
    await page.evaluate(() => localStorage.clear());
    await signIn(member);
    await expect(page.getByText('Credenciais Inválidas!')).toBeVisible();
    await signIn({ cpf: member.cpf, password: 'novasenha1' });
    await expect(page).not.toHaveURL(/\/change-password-after-login$/);
  });
});

/**
 * A new member with two cards, made through the console's API as an operator makes one (the demo
 * admin, README "Demo accounts"): a console-made member must change the first password and has
 * the terms pending, the state no demo account is in.
 */
async function newMemberWithBothStepsPending(request: APIRequestContext) {
  const headers = { [ADMIN_CONSOLE_HEADER]: ADMIN_CONSOLE_HEADER_VALUE };
  const signedIn = await request.post(adminEndpoints.signIn.path, {
    headers,
    data: { email: 'admin@clube.demo', password: 'demo1234' },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  // Two demo companies by name: companies other tests make (their reports and webhooks theirs
  // alone) must not get this member.
  const company = async (nome: string) => {
    const answer = (await (
      await request.get(`${adminEndpoints.listCompanies.path}?nome=${encodeURIComponent(nome)}`)
    ).json()) as AdminResponseBody<'listCompanies'>;
    const found = answer.data.find((c) => c.nome === nome);
    if (!found) throw new Error(`the demo data has ${nome}`);
    return found;
  };
  const first = await company('Viva Mais Benefícios');
  const second = await company('Conecta Saúde Clube');
  const body: AdminRequestBody<'createMember'> = {
    cpf: '274.633.481-05',
    nome: 'Lívia Duas Etapas',
    email: '',
    telefone: '(11) 98765-4321',
    nascimento: '1991-04-12',
    idEmpresa: first.id,
    idPerfil: 5,
    numeroCarteirinha: 'E2E-0001',
  };
  const created = await request.post(adminEndpoints.createMember.path, { headers, data: body });
  expect(created.status(), await created.text()).toBe(200);
  const { member, senhaProvisoria } = (await created.json()) as AdminResponseBody<'createMember'>;
  const added = await request.post(
    adminPath(adminEndpoints.addMemberCard.path, { id: member.id }),
    {
      headers,
      data: { idEmpresa: second.id, idPerfil: 5, numeroCarteirinha: 'E2E-0002' },
    },
  );
  expect(added.status(), await added.text()).toBe(200);
  return { cpf: body.cpf.replace(/\D/g, ''), password: senhaProvisoria!, second: second.nome };
}

test('a new member with both first-access steps: password, terms, the card chosen once, home', async ({
  page,
  request,
  signIn,
}) => {
  const member = await newMemberWithBothStepsPending(request);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    const path = new URL(frame.url()).pathname;
    if (frame === page.mainFrame() && visited.at(-1) !== path) visited.push(path);
  });

  await signIn(member);
  await expect(page).toHaveURL(/\/change-password-after-login$/);
  await page.getByLabel('Senha atual').fill(member.password);
  await page.getByLabel('Nova senha', { exact: true }).fill('duasetapas1');
  await page.getByLabel('Confirmar nova senha').fill('duasetapas1');
  await page.getByRole('button', { name: /salvar|alterar|trocar/i }).click();
  // The server hashes the new password at the production cost: seconds on a busy machine.
  await expect(page.getByText('Senha trocada com sucesso!')).toBeVisible({ timeout: 15_000 });

  // Straight on to the terms (3 s after the change), then the card choice.
  await expect(page).toHaveURL(/\/terms$/, { timeout: 6_000 });
  await page.getByRole('button', { name: 'Aceito o Termo', exact: true }).click();
  await expect(page).toHaveURL(/\/choose-company$/);
  await page.getByRole('button', { name: member.second }).click();
  await expect(page).toHaveURL(/\/auth\/home$/);
  await expect(page.getByRole('img', { name: member.second })).toBeVisible();

  expect(visited.filter((path) => path === '/choose-company')).toHaveLength(1);
  expect(visited.slice(visited.indexOf('/change-password-after-login'))).toEqual([
    '/change-password-after-login',
    '/terms',
    '/choose-company',
    '/auth/home',
  ]);
});
