import { test as base, expect, type Page, type Response } from '@playwright/test';
import type { LoginResponse } from '@clube/contract';
import type { CompanyKey } from '../apps/api/src/db/seed/companies.js';
import type { DatabaseHandle } from '../apps/api/src/db/database.js';
import {
  newMember,
  newOperator,
  openTestDatabase,
  type Member,
  type MemberSpec,
  type Operator,
} from './data';

/*
 * The demo accounts below are for tests that only read the demo data (and for the demo itself:
 * the published sign-ins work). A test that writes — a password, the terms, a dependent, a rating,
 * a use at the counter, a notice read, anything in the console — uses a member or operator of its
 * own (`member`, `operator`), so the suite runs with two workers (docs/decisions/134). The demo
 * members with a first-access step pending are left to people trying the demo: their only screen
 * is the step, which writes.
 */

export const DEMO = { cpf: '52998224725', password: 'demo1234' } as const;
export const SINGLE_COMPANY = { cpf: '15350946056', password: 'unico1234' } as const;

type Credentials = { cpf: string; password: string };

/** The demo admin (all companies, read only by the tests); no second factor in demo. */
export const ADMIN = { email: 'admin@clube.demo', password: 'demo1234' } as const;

/** Signs in to the console at /admin and waits for its sections (scrypt takes seconds on a busy machine). */
export async function signInToConsole(
  page: Page,
  { email, password }: { email: string; password: string },
) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('navigation', { name: 'Seções do console' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Signs in at the login page; answers the server's answer to the sign-in (a failed one too). */
async function signIn(
  page: Page,
  { cpf, password }: Credentials,
  opts: { remember?: boolean } = {},
): Promise<Response> {
  await page.goto('/');
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  if (opts.remember) await page.getByLabel('Manter-me conectado').check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/v1/Login'));
  await page.getByRole('button', { name: 'Entrar' }).click();
  return answer;
}

/**
 * Signs a member in (the demo member by default) and opens their first company card (a member
 * with one card goes there straight); answers the login response.
 */
async function signInToFirstCard(
  page: Page,
  credentials: Credentials = DEMO,
): Promise<LoginResponse> {
  const session = (await (await signIn(page, credentials)).json()) as LoginResponse;
  // The next screen's code loads after the answer: on a busy 2-core VM that has taken over 5 s.
  const nextScreen = { timeout: 15_000 };
  if (session.empresas.length > 1) {
    await expect(page.getByText('Qual cartão deseja acessar?')).toBeVisible(nextScreen);
    await page.getByRole('button', { name: session.empresas[0]!.nomeEmpresa }).click();
  }
  await expect(page).toHaveURL(/\/auth\/home$/, nextScreen);
  return session;
}

type SignIn = (credentials: Credentials, opts?: { remember?: boolean }) => Promise<Response>;

export const test = base.extend<
  {
    signIn: SignIn;
    signInToFirstCard: (credentials?: Credentials) => Promise<LoginResponse>;
    /** What the test's own member has (`test.use({ memberSpec })`); default: the demo member's two cards. */
    memberSpec: MemberSpec;
    /** A new member of this test alone, made before the test starts. */
    member: Member;
    /** The company of the test's own operator: a demo company's key or a company the test made. */
    operatorCompany: CompanyKey | string;
    /** A new operator of `operatorCompany` alone, for this test; sign in with `signInToConsole`. */
    operator: Operator;
  },
  { database: DatabaseHandle }
>({
  signIn: async ({ page }, use) => use((credentials, opts) => signIn(page, credentials, opts)),
  signInToFirstCard: async ({ page }, use) =>
    use((credentials) => signInToFirstCard(page, credentials)),
  memberSpec: [{}, { option: true }],
  member: async ({ database, memberSpec }, use) => use(await newMember(database.db, memberSpec)),
  operatorCompany: ['viva', { option: true }],
  operator: async ({ database, operatorCompany }, use) =>
    use(await newOperator(database.db, operatorCompany)),
  database: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const handle = openTestDatabase();
      await use(handle);
      await handle.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };
