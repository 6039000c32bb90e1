import { expect, test } from './fixtures';

/** A valid CPF no demo account or seeded dependent uses, and the same with a wrong check digit. */
const CPF = { valid: '12345678909', wrongDigit: '12345678900' } as const;

// The test's own member, with the demo member's Viva Mais household.
test('a member adds, updates and deletes a dependent', async ({
  page,
  member,
  signInToFirstCard,
}) => {
  // Three of the app's own 3-second waits (added, updated, the deleted sheet) and a sign-in.
  test.setTimeout(60_000);
  const session = await signInToFirstCard(member);
  // The first card's company lets members add dependents (seed: Viva Mais Benefícios).
  expect(session.empresas[0]?.createDependents).toBe(true);

  await page.goto('/auth/dependents');
  await expect(page.getByRole('heading', { level: 1, name: 'Dependentes' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Lucas Souza' })).toBeVisible();

  // Add, with an invalid CPF first.
  await page.getByRole('link', { name: 'Adicionar dependente' }).click();
  await expect(page).toHaveURL(/\/auth\/add-dependents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Adicionar dependente' })).toBeVisible();
  await page.getByLabel('Nome*').fill('Joana Prado Souza');
  const cpf = page.getByLabel('CPF*');
  await cpf.pressSequentially(CPF.wrongDigit);
  await expect(cpf).toHaveValue('123.456.789-00');
  await page.getByLabel('Telefone 1').pressSequentially('11987651234');
  await page.getByLabel('Data de Nascimento*').pressSequentially('20032015');
  await page.getByLabel('Grau de Parentesco*').selectOption({ label: 'Filho(a)' });
  await page.getByLabel('Sexo*').selectOption({ label: 'Feminino' });
  await page.getByRole('button', { name: 'Adicionar Dependente' }).click();

  await expect(page.getByText('CPF inválido!')).toBeVisible();
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(cpf).toBeFocused();

  await cpf.fill('');
  await cpf.pressSequentially(CPF.valid);
  await expect(cpf).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Adicionar Dependente' }).click();
  await expect(page.getByText('Dependente adicionado com sucesso!')).toBeVisible();

  // docs/product.md#constants-and-delays: the list comes back 4 s after saving.
  await expect(page).toHaveURL(/\/auth\/dependents$/, { timeout: 6_000 });
  const joana = page.getByRole('article', { name: 'Joana Prado Souza' });
  await expect(joana).toBeVisible();
  await expect(joana).toContainText('20/03/2015');
  await expect(joana).toContainText('Filho(a)');
  await expect(joana).toContainText('Feminino');
  await expect(joana).toContainText('123.456.789-09');

  // Update.
  await joana.getByRole('button', { name: /Atualizar/ }).click();
  // A quick load opens the filled form without a toast ('Dependente carregado com sucesso!' is for a
  // load the member waited for: the form page's component test).
  await expect(page.getByRole('heading', { level: 1, name: 'Atualizar dependente' })).toBeVisible();
  await expect(page.getByLabel('Nome*')).toHaveValue('Joana Prado Souza');
  await expect(page.getByLabel('Data de Nascimento*')).toHaveValue('20/03/2015');
  await page.getByLabel('Nome*').fill('Joana P. Souza');
  await page.getByRole('button', { name: 'Atualizar Dependente' }).click();
  await expect(page.getByText('Dependente adicionado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/dependents$/, { timeout: 6_000 });
  const updated = page.getByRole('article', { name: 'Joana P. Souza' });
  await expect(updated).toBeVisible();

  // Delete through the sheet.
  await updated.getByRole('button', { name: /Deletar/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Deletar este dependente?' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Joana P. Souza');
  await sheet.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Dependente deletado com sucesso!')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Joana P. Souza' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5_000 });
  await expect(page.getByRole('article', { name: 'Lucas Souza' })).toBeVisible();
});
