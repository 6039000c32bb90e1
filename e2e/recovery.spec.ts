import Database from 'better-sqlite3';
import { endpoints } from '@clube/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, SINGLE_COMPANY, test } from './fixtures';

/** The newest recovery message to this address, read from the server's outbox (no SMTP in e2e). */
function newestCodeTo(destino: string): string {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE is not set (playwright.config.ts sets it)');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('select corpo from outbox where destino = ? order by id desc limit 1')
      .get(destino) as { corpo: string } | undefined;
    const code = /é:? (\d{4})\b/.exec(row?.corpo ?? '')?.[1];
    if (!code) throw new Error(`no recovery code to ${destino}`);
    return code;
  } finally {
    db.close();
  }
}

function memberEmail(login: string): string {
  const db = new Database(process.env.E2E_DATABASE_FILE!, { readonly: true });
  try {
    return (db.prepare('select email from usuario where login = ?').get(login) as { email: string })
      .email;
  } finally {
    db.close();
  }
}

const API = { api_key: 'clube-demo-key' };

/** Puts the published password back through the same two calls, so the other specs can sign in. */
async function restorePassword(request: APIRequestContext, email: string) {
  const asked = await request.post(endpoints.requestPasswordChange.path, {
    headers: API,
    data: { cpf: SINGLE_COMPANY.cpf, tipo: 1 },
  });
  expect(asked.status()).toBe(200);
  const checked = await request.post(endpoints.checkPasswordCode.path, {
    headers: API,
    data: {
      cpf: SINGLE_COMPANY.cpf,
      code: newestCodeTo(email),
      newPassword: SINGLE_COMPANY.password,
    },
  });
  expect(checked.status()).toBe(200);
}

test('recovers the password by e-mail and signs in with the new one', async ({
  page,
  signIn,
  request,
}) => {
  const email = memberEmail(SINGLE_COMPANY.cpf);
  await page.goto('/');
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL(/\/forgot\/recovery-choosed$/);
  await page.getByRole('button', { name: 'E-mail' }).click();

  const send = page.getByRole('button', { name: 'Enviar Código' });
  await expect(send).toBeDisabled();
  await page.getByLabel('CPF').fill(SINGLE_COMPANY.cpf);
  await send.click();
  await expect(page).toHaveURL(/\/forgot\/code$/);

  await page.getByLabel('Nova senha', { exact: true }).fill('recuperada-1');
  await page.getByLabel('Código').fill(newestCodeTo(email));
  await page.getByRole('button', { name: 'Validar Código' }).click();
  await expect(page.getByText('Senha trocada com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible({ timeout: 10_000 });

  try {
    await signIn({ cpf: SINGLE_COMPANY.cpf, password: 'recuperada-1' });
    await expect(page).toHaveURL(/\/auth\/home$/);
  } finally {
    await restorePassword(request, email);
  }
});
