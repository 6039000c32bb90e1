import { test as base, expect, type Page } from '@playwright/test';
import type { LoginResponse } from '@clube/contract';

export const DEMO = { cpf: '52998224725', password: 'demo1234' } as const;
export const FIRST_ACCESS = { cpf: '11144477735', password: 'primeiro123' } as const;
export const TERMS_PENDING = { cpf: '39053344705', password: 'termos123' } as const;
export const SINGLE_COMPANY = { cpf: '15350946056', password: 'unico1234' } as const;

type Credentials = { cpf: string; password: string };

/** The demo operator of Viva Mais, and the demo admin (all companies); no second factor in demo. */
export const OPERATOR = { email: 'operador@clube.demo', password: 'operador1234' } as const;
export const ADMIN = { email: 'admin@clube.demo', password: 'demo1234' } as const;

/** Signs in to the console at /admin and waits for its sections (scrypt takes seconds on a busy machine). */
export async function signInToConsole(
  page: Page,
  { email, password }: { email: string; password: string } = OPERATOR,
) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('navigation', { name: 'Seções do console' })).toBeVisible({
    timeout: 30_000,
  });
}

async function signIn(
  page: Page,
  { cpf, password }: Credentials,
  opts: { remember?: boolean } = {},
) {
  await page.goto('/');
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  if (opts.remember) await page.getByLabel('Manter-me conectado').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs the demo member in and opens their first company card; answers the login response. */
async function signInToFirstCard(page: Page): Promise<LoginResponse> {
  const loginResponse = page.waitForResponse((r) => r.url().endsWith('/api/user/v1/Login'));
  await signIn(page, DEMO);
  const session = (await (await loginResponse).json()) as LoginResponse;
  await expect(page.getByText('Qual cartão deseja acessar?')).toBeVisible();
  await page.getByRole('button', { name: session.empresas[0]!.nomeEmpresa }).click();
  await expect(page).toHaveURL(/\/auth\/home$/);
  return session;
}

type SignIn = (credentials: Credentials, opts?: { remember?: boolean }) => Promise<void>;

export const test = base.extend<{
  signIn: SignIn;
  signInToFirstCard: () => Promise<LoginResponse>;
}>({
  signIn: async ({ page }, use) => use((credentials, opts) => signIn(page, credentials, opts)),
  signInToFirstCard: async ({ page }, use) => use(() => signInToFirstCard(page)),
});

export { expect };
