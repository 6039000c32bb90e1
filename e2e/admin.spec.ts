import { execFileSync } from 'node:child_process';
import * as OTPAuth from 'otpauth';
import { expect, test } from './fixtures';

/**
 * The operator console end to end (docs/product.md#operator-console): a new admin (made with the CLI, as on a fresh
 * server) signs in with a TOTP code the test computes, creates a company with its colours, imports
 * a CSV of members for it, and one of those members signs in to the member app, changes the first
 * password and sees the company's colours.
 */
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

const ADMIN = {
  email: 'ana.e2e@clube.test',
  name: 'Ana Souza',
  password: 'senha-do-console-2026',
};
const COMPANY = {
  name: 'Cooperativa Horizonte',
  primary: '#0f766e',
  secondary: '#b45309',
  contrast: '#ffffff',
};
/** New members of the CSV; the first password is the birth date, ddmmaaaa. */
const MEMBER = { cpf: '714.287.938-60', name: 'Beatriz Horizonte', birth: '20/05/1990' };
const FIRST_PASSWORD = '20051990';

const CSV = [
  'CPF;nome;e-mail;telefone;nascimento;perfil;número da carteirinha;validade',
  `${MEMBER.cpf};${MEMBER.name};;(11) 98765-4321;${MEMBER.birth};titular;HZ-0001;31/12/2027`,
  '935.411.347-80;Caio Horizonte;caio@example.com;;03/02/1985;titular;HZ-0002;',
  '111.111.111-11;=cmd();;;01/01/1980;titular;HZ-0003;',
].join('\r\n');

function createAdmin() {
  const databaseFile = process.env.E2E_DATABASE_FILE;
  if (!databaseFile) throw new Error('E2E_DATABASE_FILE is set by playwright.config.ts');
  execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'admin',
      '--',
      'create-admin',
      '--email',
      ADMIN.email,
      '--name',
      ADMIN.name,
    ],
    {
      input: `${ADMIN.password}\n`,
      env: { ...process.env, DATABASE_URL: `file:${databaseFile}`, LOG_LEVEL: 'warn' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
}

test('an admin signs in with TOTP, creates a company, imports its members; a member sees its colours', async ({
  page,
}) => {
  test.setTimeout(120_000);
  createAdmin();

  // Sign-in: password, then the first-time enrolment of the authenticator.
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(
    page.getByRole('heading', { name: 'Cadastre o aplicativo autenticador' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  const secret = (await page.getByLabel('Chave secreta').textContent())!.replace(/\s/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await page.getByLabel('Guardei os códigos de recuperação em lugar seguro').check();
  await page.getByLabel('Código de 6 dígitos').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();

  // The console opens on its dashboard.
  await expect(page.getByRole('heading', { name: 'Painel', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Seções do console' });
  for (const item of [
    'Painel',
    'Empresas',
    'Membros',
    'Importar membros',
    'Operadores',
    'Auditoria',
  ])
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Empresas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();

  // A company with its colours; the preview warns while the text would fail AA.
  await page.getByRole('link', { name: 'Nova empresa' }).click();
  await page.getByLabel('Nome', { exact: true }).fill(COMPANY.name);
  await page.getByLabel('Cor primária', { exact: true }).fill('#ffd700');
  await expect(page.getByText('Atenção ao contraste')).toBeVisible();
  await page.getByLabel('Cor primária', { exact: true }).fill(COMPANY.primary);
  await page.getByLabel('Cor secundária', { exact: true }).fill(COMPANY.secondary);
  await page.getByLabel('Cor de contraste', { exact: true }).fill(COMPANY.contrast);
  await expect(page.getByText('O texto passa no nível AA da WCAG nas duas cores.')).toBeVisible();
  await page.getByRole('button', { name: 'Criar empresa' }).click();
  await expect(page.getByRole('heading', { name: COMPANY.name, level: 1 })).toBeVisible();

  // The CSV import: dry run, then confirm and follow the progress.
  await nav.getByRole('link', { name: 'Importar membros' }).click();
  await page.getByLabel('Empresa', { exact: true }).selectOption({ label: COMPANY.name });
  await page.getByLabel('Data de nascimento (ddmmaaaa)').check();
  await page.getByLabel('Arquivo CSV').setInputFiles({
    name: 'membros-horizonte.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf8'),
  });
  await page.getByRole('button', { name: 'Enviar e conferir' }).click();

  const summary = page.getByLabel('Resumo da importação');
  await expect(summary).toBeVisible();
  const count = (label: string) =>
    summary
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(count('A criar')).toHaveText('2');
  await expect(count('Com erro')).toHaveText('1');
  const errors = page.getByRole('table', { name: 'Linhas com erro' });
  await expect(errors.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('4');

  await page.getByRole('button', { name: 'Confirmar importação' }).click();
  await expect(page.getByText(/Importação concluída/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/2 membros criados/)).toBeVisible();

  // The member app: the imported member signs in, must change the first password, sees the colours.
  await page.goto('/');
  await page.getByLabel('CPF').fill(MEMBER.cpf.replace(/\D/g, ''));
  await page.getByLabel('Senha', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/change-password-after-login$/);
  await page.getByLabel('Senha atual').fill(FIRST_PASSWORD);
  await page.getByLabel('Nova senha', { exact: true }).fill('horizonte2026');
  await page.getByLabel('Confirmar nova senha').fill('horizonte2026');
  await page.getByRole('button', { name: /salvar|alterar|trocar/i }).click();
  // The server hashes the new password at the production cost: seconds on a busy machine.
  await expect(page.getByText('Senha trocada com sucesso!')).toBeVisible({ timeout: 15_000 });

  // Then the steps a new member meets (docs/product.md#after-sign-in: the card choice, the terms), in the app's order.
  // A new member has the terms pending: until they are accepted the app may pass through the home
  // on its way to them, so only a home reached after the terms counts.
  let termsAccepted = false;
  for (let step = 0; step < 6; step++) {
    await expect(page).toHaveURL(
      termsAccepted ? /\/(choose-company|auth\/home)$/ : /\/(terms|choose-company)$/,
      { timeout: 10_000 },
    );
    if (page.url().endsWith('/auth/home')) break;
    if (page.url().endsWith('/choose-company')) {
      await page.getByRole('button', { name: COMPANY.name }).click();
      await expect(page).not.toHaveURL(/\/choose-company$/);
    } else {
      await page.getByRole('button', { name: 'Aceito o Termo', exact: true }).click();
      await expect(page).not.toHaveURL(/\/terms$/);
      termsAccepted = true;
    }
  }
  await expect(page).toHaveURL(/\/auth\/home$/);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary.toLowerCase()).toBe(COMPANY.primary);
  const header = page.locator('header').first();
  await expect(header).toHaveCSS('background-color', 'rgb(15, 118, 110)');
});
