import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { callsTo, stubApi, type Answers } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { getSession, SESSION_STORAGE_KEY } from '../../../lib/session';

const FRESH_TOKEN = {
  token: 'token-new',
  expiration: new Date(Date.now() + 3_600_000).toISOString(),
};

async function openProfile(answers: Answers = {}) {
  const fetchMock = stubApi({
    updateProfile: (body) =>
      jsonResponse({
        nome: body.nome,
        email: body.email,
        telefone: body.telefone.replace(/\D/g, ''),
        foto: '',
      }),
    changePassword: () =>
      jsonResponse({ message: 'Senha alterada com sucesso!', token: FRESH_TOKEN }),
    ...answers,
  });
  signInWithCard();
  const view = renderApp('/auth/profile');
  await screen.findByRole('heading', { level: 1, name: 'Perfil' });
  return { fetchMock, ...view };
}

async function fillPasswords(user: UserEvent, oldpass: string, newpass: string, confirm: string) {
  await user.type(screen.getByLabelText('Senha atual'), oldpass);
  await user.type(screen.getByLabelText('Nova senha'), newpass);
  await user.type(screen.getByLabelText('Confirmar nova senha'), confirm);
}

describe('profile', () => {
  it("shows the member's data, the login disabled as a masked CPF, the phone masked", async () => {
    await openProfile();
    expect(screen.getByLabelText('Nome *')).toHaveValue('Maria das Graças Souza');
    expect(screen.getByLabelText('Login')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Login')).toBeDisabled();
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@example.com');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
  });

  it('saves, says so, and the greeting shows the new name at once', async () => {
    const { fetchMock, history } = await openProfile({
      getBannersHome: () => new Promise<Response>(() => undefined),
    });
    const user = userEvent.setup();
    const nome = screen.getByLabelText('Nome *');
    await user.clear(nome);
    await user.type(nome, 'Ana Beatriz Souza');
    const phone = screen.getByLabelText('Telefone');
    await user.clear(phone);
    await user.type(phone, '21912345678');
    await user.click(screen.getByRole('button', { name: 'Salvar Dados' }));

    expect(await screen.findByText('Dados atualizados!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'updateProfile')[0]?.body).toEqual({
      idCliente: 10,
      idPerfil: 5,
      login: '52998224725',
      nome: 'Ana Beatriz Souza',
      email: 'maria@example.com',
      telefone: '(21) 91234-5678',
      foto: '',
    });
    expect(getSession()).toMatchObject({ nome: 'Ana Beatriz Souza', telefone: '21912345678' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      nome: 'Ana Beatriz Souza',
    });

    await act(() => history.push('/auth/home'));
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
  });

  it("a mismatch says 'Senhas diferentes!', marks both fields, focuses and sends nothing", async () => {
    const { fetchMock } = await openProfile();
    const user = userEvent.setup();
    await fillPasswords(user, 'demo1234', 'novasenha1', 'outrasenha');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));

    expect(await screen.findByText('Senhas diferentes!')).toBeInTheDocument();
    const newpass = screen.getByLabelText('Nova senha');
    expect(newpass).toHaveFocus();
    expect(newpass).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirmar nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription(
      'As duas senhas não são iguais.',
    );
    expect(callsTo(fetchMock, 'changePassword')).toEqual([]);
  });

  it("changes the password: 'Senha alterada com sucesso!', fields cleared, the fresh token kept", async () => {
    const { fetchMock } = await openProfile();
    const user = userEvent.setup();
    await fillPasswords(user, 'demo1234', 'novasenha1', 'novasenha1');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));

    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'changePassword')[0]?.body).toEqual({
      oldpass: 'demo1234',
      newpass: 'novasenha1',
    });
    for (const label of ['Senha atual', 'Nova senha', 'Confirmar nova senha']) {
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(''));
    }
    expect(getSession()?.token).toEqual(FRESH_TOKEN);
  });

  it.each([
    [404, 'Senha atual inválida!', 'BAD_CREDENTIALS'],
    [500, 'Erro interno do servidor.', 'INTERNAL'],
  ])(
    "any failure (%i) says 'Credenciais Inválidas!' and keeps the token",
    async (status, message, code) => {
      await openProfile({ changePassword: () => jsonResponse({ message, code }, status) });
      const user = userEvent.setup();
      await fillPasswords(user, 'errada12', 'novasenha1', 'novasenha1');
      await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
      expect(await screen.findByText('Credenciais Inválidas!')).toBeInTheDocument();
      expect(getSession()?.token.token).toBe('token-abc');
      expect(screen.getByLabelText('Nova senha')).toHaveValue('novasenha1');
    },
  );

  it('refuses a new password shorter than the minimum before sending', async () => {
    const { fetchMock } = await openProfile();
    const user = userEvent.setup();
    await fillPasswords(user, 'demo1234', 'abc', 'abc');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(
      await screen.findByText('A nova senha deve ter pelo menos 6 caracteres.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'changePassword')).toEqual([]);
  });
});
