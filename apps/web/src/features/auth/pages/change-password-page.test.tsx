import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeCompany, makeSession } from '../../../../test/factories';
import { stubApi, type Answer, type Answers } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { useClubStore } from '../../../lib/club-store';
import { getSession, startSession, type Session } from '../../../lib/session';

function setUp(
  answer: Answer<'changePasswordAfterLogin'>,
  session: Partial<Session> = {},
  answers: Answers = {},
) {
  const fetchMock = stubApi({ changePasswordAfterLogin: answer, ...answers });
  startSession(makeSession({ alterarSenha: true, login: '11144477735', ...session }), false);
  const view = renderApp('/change-password-after-login');
  return { fetchMock, ...view };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  if (current) await user.type(await screen.findByLabelText('Senha atual'), current);
  if (next) await user.type(screen.getByLabelText('Nova senha', { exact: true }), next);
  if (confirm) await user.type(screen.getByLabelText('Confirmar nova senha'), confirm);
  await user.click(screen.getByRole('button', { name: 'Trocar senha' }));
}

describe('first-access password change', () => {
  it('says Senhas diferentes!, marks both new fields and sends nothing when they differ', async () => {
    const { fetchMock } = setUp(async () => jsonResponse({}));
    const user = userEvent.setup();
    await fill(user, 'primeiro123', 'novasenha1', 'outrasenha');

    expect(await screen.findByText('Senhas diferentes!')).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText('Confirmar nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Senha atual')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a new password shorter than 6 characters without sending it', async () => {
    const { fetchMock } = setUp(async () => jsonResponse({}));
    const user = userEvent.setup();
    await fill(user, 'primeiro123', 'abc12', 'abc12');

    expect(
      await screen.findByText('A nova senha deve ter pelo menos 6 caracteres.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha', { exact: true })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a new password equal to the current one without sending it, the session kept', async () => {
    const { fetchMock } = setUp(async () => jsonResponse({}));
    const user = userEvent.setup();
    await fill(user, 'primeiro123', 'primeiro123', 'primeiro123');

    expect(
      await screen.findByText('A nova senha deve ser diferente da senha atual.'),
    ).toBeInTheDocument();
    const newPassword = screen.getByLabelText('Nova senha', { exact: true });
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword).toHaveFocus();
    expect(screen.getAllByText('Escolha uma senha diferente da atual.')).toHaveLength(2);
    expect(screen.getByLabelText('Senha atual')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('API fora do AR!')).not.toBeInTheDocument();
    expect(getSession()).not.toBeNull();
  });

  it('requires all three fields', async () => {
    const { fetchMock } = setUp(async () => jsonResponse({}));
    const user = userEvent.setup();
    await fill(user, 'primeiro123', '', '');

    expect(await screen.findByText('Preencha todos os campos.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha', { exact: true })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks the three fields required and names each empty one under it', async () => {
    setUp(async () => jsonResponse({}));
    const user = userEvent.setup();
    await screen.findByLabelText('Senha atual');
    await fill(user, '', '', '');

    expect(await screen.findByText('Preencha todos os campos.')).toBeInTheDocument();
    const fields = [
      [screen.getByLabelText('Senha atual'), 'Informe a senha atual.'],
      [screen.getByLabelText('Nova senha', { exact: true }), 'Informe a nova senha.'],
      [screen.getByLabelText('Confirmar nova senha'), 'Confirme a nova senha.'],
    ] as const;
    for (const [input, message] of fields) {
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Senha atual')).toHaveFocus();

    await user.type(screen.getByLabelText('Senha atual'), 'p');
    expect(screen.getByLabelText('Senha atual')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Nova senha', { exact: true })).toHaveAccessibleDescription(
      'Informe a nova senha.',
    );
  });

  it('names the mismatch under both new fields', async () => {
    setUp(async () => jsonResponse({}));
    const user = userEvent.setup();
    await fill(user, 'primeiro123', 'novasenha1', 'outrasenha');
    await screen.findByText('Senhas diferentes!');
    expect(screen.getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription(
      'As duas senhas não são iguais.',
    );
    expect(screen.getByLabelText('Nova senha', { exact: true })).toHaveFocus();
  });

  it('on 404 says Senha atual inválida! and focuses the current password', async () => {
    setUp(async () =>
      jsonResponse({ message: 'Senha atual inválida', code: 'BAD_CREDENTIALS' }, 404),
    );
    const user = userEvent.setup();
    await fill(user, 'errada', 'novasenha1', 'novasenha1');

    expect(await screen.findByText('Senha atual inválida!')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha atual')).toHaveFocus();
    expect(screen.getByLabelText('Senha atual')).toHaveAttribute('aria-invalid', 'true');
  });

  it('on success stores the fresh token and goes to the card choice after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fresh = {
      token: 'fresh-token',
      expiration: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const { fetchMock, history } = setUp(async () => jsonResponse({ message: 'ok', token: fresh }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fill(user, 'primeiro123', 'novasenha1', 'novasenha1');

    expect(await screen.findByText('Senha trocada com sucesso!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/v1/change-password-after-login');
    expect(JSON.parse(String(init?.body))).toEqual({
      oldpass: 'primeiro123',
      newpass: 'novasenha1',
      cpf: '11144477735',
    });
    expect(getSession()).toMatchObject({ alterarSenha: false, token: fresh });
    expect(history.location.pathname).toBe('/change-password-after-login');

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Qual cartão deseja acessar?')).toBeInTheDocument();
  });

  /**
   * The whole first access of a member with both steps pending, the screen's 3 s passed on a fake
   * clock: each screen is clicked only once it has fully mounted. The clock also runs on its own
   * (1 ms at a time) and the member's actions wait on it (no `advanceTimers`), so React's effects,
   * on real timers, run between them: a click before a screen's effects have run would start a
   * mutation nobody observes yet, whose answer then goes nowhere.
   */
  async function firstAccessWithTerms(session: Partial<Session>) {
    vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 1 });
    const token = {
      token: 'fresh-token',
      expiration: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const { history } = setUp(
      async () => jsonResponse({ message: 'ok', token }),
      {
        aceiteTermo: true,
        ...session,
      },
      {
        updateTermsConditions: async () => jsonResponse({ message: 'ok' }),
        // Home asks for its banners once the member is in; here they never arrive.
        getBannersHome: () => new Promise<Response>(() => {}),
      },
    );
    // The history takes one listener, the app's router: the test follows its pushes and replaces.
    const visited = [history.location.pathname];
    for (const method of ['push', 'replace'] as const) {
      const go = history[method].bind(history);
      history[method] = (to, state) => {
        go(to, state);
        if (visited.at(-1) !== history.location.pathname) visited.push(history.location.pathname);
      };
    }
    const user = userEvent.setup();
    await fill(user, 'primeiro123', 'novasenha1', 'novasenha1');
    expect(await screen.findByText('Senha trocada com sucesso!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await user.click(await screen.findByRole('button', { name: 'Aceito o Termo' }));
    return { history, user, visited };
  }

  it('with the terms pending too, goes on to the terms, then asks for the card once, then home', async () => {
    const { history, user, visited } = await firstAccessWithTerms({});
    await user.click(await screen.findByRole('button', { name: /Cooperativa Sol/ }));

    await waitFor(() => expect(history.location.pathname).toBe('/auth/home'));
    expect(useClubStore.getState().choosedCustomer).toBe(20);
    expect(visited).toEqual([
      '/change-password-after-login',
      '/terms',
      '/choose-company',
      '/auth/home',
    ]);
  });

  it('with the terms pending and one card, goes on to the terms and then straight home', async () => {
    const company = makeCompany();
    const { history, visited } = await firstAccessWithTerms({ empresas: [company] });

    await waitFor(() => expect(history.location.pathname).toBe('/auth/home'));
    expect(useClubStore.getState().choosedCustomer).toBe(company.idCliente);
    expect(visited).toEqual(['/change-password-after-login', '/terms', '/auth/home']);
  });

  it("on 400 shows the server's reason, marks the new password and stays to let the member fix it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setUp(async () =>
      jsonResponse(
        { message: 'A nova senha deve ser diferente da atual.', code: 'INVALID_INPUT' },
        400,
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fill(user, 'primeiro123', 'novasenha1', 'novasenha1');

    expect(
      await screen.findAllByText('A nova senha deve ser diferente da atual.'),
    ).not.toHaveLength(0);
    expect(screen.queryByText('API fora do AR!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('button', { name: 'Trocar senha' })).toBeEnabled();
    expect(getSession()).not.toBeNull();
  });

  it("says 'API fora do AR!' when the server fails, and keeps the form", async () => {
    setUp(async () => jsonResponse({ message: 'falhou', code: 'INTERNAL' }, 503));
    const user = userEvent.setup();
    await fill(user, 'primeiro123', 'novasenha1', 'novasenha1');
    expect(await screen.findByText('API fora do AR!')).toBeInTheDocument();
    expect(getSession()).not.toBeNull();
  });
});
