import { maskCpf } from '@clube/contract';
import { expect, test } from './fixtures';

// Each test edits the data of a member of its own (the demo member's two cards and household).

test('a member edits general data and sees it after a reload', async ({
  page,
  member,
  signInToFirstCard,
}) => {
  await signInToFirstCard(member);
  await page.goto('/auth/general-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Dados Gerais' })).toBeVisible();
  await expect(page.getByLabel('CPF')).toHaveValue(maskCpf(member.cpf));
  await expect(page.getByLabel('CPF')).toHaveAttribute('readonly', '');

  const phone2 = page.getByLabel('Telefone 2');
  await phone2.fill('');
  await phone2.pressSequentially('21934567812');
  await expect(phone2).toHaveValue('(21) 93456-7812');
  await page.getByRole('button', { name: 'Salvar Dados' }).click();
  await expect(page.getByText('Dados atualizados!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Telefone 2')).toHaveValue('(21) 93456-7812');
});

test('profile 5 must keep emergency contact 1: nothing is sent without it', async ({
  page,
  member,
  signInToFirstCard,
}) => {
  await signInToFirstCard(member);
  await page.goto('/auth/general-data');
  const tabs = page.getByRole('tablist');
  await tabs.getByRole('tab', { name: 'Básicos' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Emergência' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const panel = page.getByRole('tabpanel', { name: 'Emergência' });
  const first = panel.getByRole('group', { name: 'Contato 1 *' });
  const nome = first.getByLabel('Nome');
  await expect(nome).toHaveValue('Ricardo Alves Souza');
  await nome.fill('');

  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/update-cliente')) writes.push(request.url());
  });
  await panel.getByRole('button', { name: 'Salvar Dados' }).click();
  await expect(page.getByText('Obrigatório 1 Contato de Emergência')).toBeVisible();
  await expect(nome).toBeFocused();
  await expect(nome).toHaveAttribute('aria-invalid', 'true');
  expect(writes).toEqual([]);

  // Nothing was saved: the contact is still there after a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Emergência' }).click();
  await expect(page.getByRole('group', { name: 'Contato 1 *' }).getByLabel('Nome')).toHaveValue(
    'Ricardo Alves Souza',
  );
});

test('the CEP fills the address, which is saved', async ({ page, member, signInToFirstCard }) => {
  await signInToFirstCard(member);
  await page.goto('/auth/my-address');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Endereço' })).toBeVisible();
  await expect(page.getByLabel('CEP *')).toHaveValue('01310-200');

  const cep = page.getByLabel('CEP *');
  await cep.fill('');
  await cep.pressSequentially('80020310');
  await expect(cep).toHaveValue('80020-310');
  await expect(page.getByLabel('Rua *')).toHaveValue('Rua XV de Novembro');
  await expect(page.getByLabel('Bairro')).toHaveValue('Centro');
  await expect(page.getByLabel('Estado')).toHaveValue('PR');
  await expect(page.getByLabel('Cidade')).toHaveValue('Curitiba');

  await page.getByLabel('Número *').fill('300');
  await page.getByLabel('Complemento').fill('');
  await page.getByRole('button', { name: 'Salvar Dados' }).click();
  await expect(page.getByText('Dados atualizados com sucesso!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('CEP *')).toHaveValue('80020-310');
  await expect(page.getByLabel('Cidade')).toHaveValue('Curitiba');
  await expect(page.getByLabel('Número *')).toHaveValue('300');

  // An unknown CEP is said so.
  await cep.fill('');
  await cep.pressSequentially('99999999');
  await expect(page.getByText('CEP inexistente nos correios!')).toBeVisible();
});

test.describe('a member with one card', () => {
  test.use({ memberSpec: { cards: [{ company: 'amigo' }] } });

  test('a member changes the password in Perfil and signs in with it', async ({
    page,
    signIn,
    member,
  }) => {
    // Two password changes and three sign-ins, each a production-cost hash on the server.
    test.setTimeout(60_000);
    const changeTo = 'perfil-nova-1';
    async function changePassword(from: string, to: string) {
      await page.getByRole('navigation').getByRole('link', { name: 'Perfil' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
      await page.getByLabel('Senha atual').fill(from);
      await page.getByLabel('Nova senha', { exact: true }).fill(to);
      await page.getByLabel('Confirmar nova senha').fill(to);
      await page.getByRole('button', { name: 'Alterar senha' }).click();
      // The server hashes the new password at the production cost: seconds on a busy machine.
      await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByLabel('Senha atual')).toHaveValue('');
    }

    await signIn(member);
    await expect(page).toHaveURL(/\/auth\/home$/);
    await page.getByRole('navigation').getByRole('link', { name: 'Perfil' }).click();
    await page.getByLabel('Senha atual').fill(member.password);
    await page.getByLabel('Nova senha', { exact: true }).fill(changeTo);
    await page.getByLabel('Confirmar nova senha').fill('outra-senha');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senhas diferentes!')).toBeVisible();
    await expect(page.getByLabel('Nova senha', { exact: true })).toBeFocused();
    await page.getByLabel('Senha atual').fill('');
    await page.getByLabel('Nova senha', { exact: true }).fill('');
    await page.getByLabel('Confirmar nova senha').fill('');

    await changePassword(member.password, changeTo);
    // The fresh token of the answer keeps the member signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();

    await page.getByRole('button', { name: 'Sair' }).click();
    await signIn(member);
    await expect(page.getByText('Credenciais Inválidas!')).toBeVisible();
    await signIn({ cpf: member.cpf, password: changeTo });
    await expect(page).toHaveURL(/\/auth\/home$/);

    // And back: the new password is now the current one.
    await changePassword(changeTo, member.password);
  });
});
