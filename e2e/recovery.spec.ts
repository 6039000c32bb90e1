import Database from 'better-sqlite3';
import { expect, test } from './fixtures';

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

// The test's own member with one card: the recovery changes the password.
test.use({ memberSpec: { cards: [{ company: 'amigo' }] } });

test('recovers the password by e-mail and signs in with the new one', async ({
  page,
  signIn,
  member,
}) => {
  const email = member.email;
  await page.goto('/');
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL(/\/forgot\/recovery-choosed$/);
  await page.getByRole('button', { name: 'E-mail' }).click();

  const send = page.getByRole('button', { name: 'Enviar Código' });
  await expect(send).toBeDisabled();
  await page.getByLabel('CPF').fill(member.cpf);
  await send.click();
  await expect(page).toHaveURL(/\/forgot\/code$/);

  await page.getByLabel('Nova senha', { exact: true }).fill('recuperada-1');
  await page.getByLabel('Código').fill(newestCodeTo(email));
  await page.getByRole('button', { name: 'Validar Código' }).click();
  // The server hashes the new password at the production cost: seconds on a busy machine.
  await expect(page.getByText('Senha trocada com sucesso!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible({ timeout: 10_000 });

  await signIn({ cpf: member.cpf, password: 'recuperada-1' });
  await expect(page).toHaveURL(/\/auth\/home$/);
});
