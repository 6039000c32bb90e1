import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ME } from '../../../test/factories';
import { apiError, json, requestsTo } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const signedOut = () => apiError(401, 'Sua sessão expirou. Entre novamente.', 'UNAUTHENTICATED');

describe('signing in at the counter', () => {
  it('opens the sign-in screen at once in a browser that has not signed in', async () => {
    renderApp('/', {});
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clube Parceiro' })).toBeInTheDocument();
  });

  it('sends a staff member whose session ended to the sign-in screen', async () => {
    renderApp('/', { me: signedOut });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(requestsTo('me')).toHaveLength(1);
  });

  it('signs in with e-mail and password and opens the check screen with the partner', async () => {
    const { user } = renderApp('/entrar', { login: () => json(ME), me: () => json(ME) });
    await user.type(screen.getByLabelText('E-mail'), 'rita@farmacia.test');
    await user.type(screen.getByLabelText('Senha'), 'senha-do-balcao');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Conferir cartão' })).toBeInTheDocument();
    expect(screen.getByText('Farmácia Boa Saúde')).toBeInTheDocument();
    expect(screen.getByText('Rita Balcão')).toBeInTheDocument();
    expect(requestsTo('login')[0]?.body).toEqual({
      email: 'rita@farmacia.test',
      senha: 'senha-do-balcao',
    });
  });

  it.each([
    [401, 'E-mail ou senha incorretos.'],
    [429, 'Muitas tentativas. Aguarde alguns minutos e tente de novo.'],
  ])('shows the server’s refusal (%i) and stays on the screen', async (status, message) => {
    const { user } = renderApp('/entrar', { login: () => apiError(status, message) });
    await user.type(screen.getByLabelText('E-mail'), 'rita@farmacia.test');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('asks for both fields before calling the server', async () => {
    const { user } = renderApp('/entrar', {});
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
  });

  it('has a temporary password changed before the first check', async () => {
    let changed = false;
    const temporary = { ...ME, atendente: { ...ME.atendente, alterarSenha: true } };
    const { user } = renderApp('/', {
      me: () => json(changed ? ME : temporary),
      changePassword: () => {
        changed = true;
        return json({ message: 'Senha alterada.' });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Crie a sua senha' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha temporária'), 'temporaria-1');
    await user.type(screen.getByLabelText('Nova senha'), 'uma-senha-nova-longa');
    await user.type(screen.getByLabelText('Repita a nova senha'), 'uma-senha-nova-longa');
    await user.click(screen.getByRole('button', { name: 'Salvar a nova senha' }));
    expect(await screen.findByRole('heading', { name: 'Conferir cartão' })).toBeInTheDocument();
  });

  it('signs out with Sair and goes back to the sign-in screen', async () => {
    const { user } = renderApp('/', {
      me: () => json(ME),
      logout: () => json({ message: 'Você saiu.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(requestsTo('logout')).toHaveLength(1);
  });
});
