import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubApi, type Answer } from '../../../../test/fake-api';
import { jsonResponse, makeCompany, makeSession } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { useClubStore } from '../../../lib/club-store';
import { getSession, startSession } from '../../../lib/session';

/** Home asks for its banners once the member is in; here they never arrive. */
const bannersPending = () => new Promise<Response>(() => {});

function stubFetch(answer: Answer<'login'>) {
  return stubApi({ login: answer, getBannersHome: bannersPending });
}

async function fillAndSubmit(cpf: string, password: string, { remember = false } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('CPF'), cpf);
  await user.type(screen.getByLabelText('Senha', { exact: true }), password);
  if (remember) await user.click(screen.getByLabelText('Manter-me conectado'));
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
}

describe('login page', () => {
  it('masks the CPF as the member types it', async () => {
    renderApp('/');
    const cpf = await screen.findByLabelText('CPF');
    await userEvent.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
  });

  it('has a password toggle, the remember box and the recovery link', async () => {
    renderApp('/');
    const password = await screen.findByLabelText('Senha', { exact: true });
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toBeInTheDocument();
    expect(screen.getByLabelText('Manter-me conectado')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
      'href',
      '/forgot/recovery',
    );
  });

  it('on 404 says Credenciais Inválidas!, marks both fields and focuses the CPF', async () => {
    const fetchMock = stubFetch(async () =>
      jsonResponse({ message: 'CPF ou senha inválidos', code: 'BAD_CREDENTIALS' }, 404),
    );
    renderApp('/');
    await fillAndSubmit('52998224725', 'errada');

    expect(await screen.findByText('Credenciais Inválidas!')).toBeInTheDocument();
    const cpf = screen.getByLabelText('CPF');
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(cpf).toHaveFocus();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ username: '52998224725', password: 'errada' });
    expect(getSession()).toBeNull();
  });

  it('after a 404 names the problem under each field until the member types again', async () => {
    stubFetch(async () =>
      jsonResponse({ message: 'CPF ou senha inválidos', code: 'BAD_CREDENTIALS' }, 404),
    );
    renderApp('/');
    const user = await fillAndSubmit('52998224725', 'errada');

    const cpf = await screen.findByLabelText('CPF');
    // A CPF with the right check digits is not called wrong: the pair is.
    await waitFor(() => expect(cpf).toHaveAccessibleDescription('CPF ou senha não conferem.'));
    const password = screen.getByLabelText('Senha', { exact: true });
    expect(password).toHaveAccessibleDescription('Confira a senha.');
    expect(screen.getByText('Confira a senha.')).toBeVisible();

    await user.type(password, 'x');
    expect(cpf).not.toHaveAttribute('aria-invalid');
    expect(cpf).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Confira a senha.')).not.toBeInTheDocument();
  });

  it("after a 404 with a CPF that cannot exist says 'Confira o CPF.'", async () => {
    stubFetch(async () =>
      jsonResponse({ message: 'CPF ou senha inválidos', code: 'BAD_CREDENTIALS' }, 404),
    );
    renderApp('/');
    await fillAndSubmit('52998224724', 'errada');
    const cpf = await screen.findByLabelText('CPF');
    await waitFor(() => expect(cpf).toHaveAccessibleDescription('Confira o CPF.'));
  });

  it("'Credenciais Inválidas!' stays on the login: a later successful retry leaves it behind", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    let refuse = true;
    stubFetch(async () =>
      refuse
        ? jsonResponse({ message: 'CPF ou senha inválidos', code: 'BAD_CREDENTIALS' }, 404)
        : jsonResponse(makeSession()),
    );
    renderApp('/');
    const user = await fillAndSubmit('52998224725', 'errada');
    // The toast library loads on the first toast: give a loaded machine time to fetch it.
    expect(
      await screen.findByText('Credenciais Inválidas!', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 3000);
    refuse = false;
    await user.type(screen.getByLabelText('Senha', { exact: true }), '1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Qual cartão deseja acessar?')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText('Credenciais Inválidas!')).not.toBeInTheDocument(),
    );
  });

  it('leaves both fields optional: an empty sign-in is the demo fallback', async () => {
    renderApp('/');
    expect(await screen.findByLabelText('CPF')).not.toBeRequired();
    expect(screen.getByLabelText('Senha', { exact: true })).not.toBeRequired();
  });

  it('shows the generic message for other failures', async () => {
    stubFetch(async () => jsonResponse({ message: 'falhou', code: 'INTERNAL' }, 500));
    renderApp('/');
    await fillAndSubmit('52998224725', 'demo1234');
    expect(await screen.findByText('Erro de servidor entre em contato!')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).not.toHaveAttribute('aria-invalid');
  });

  it('disables Entrar with a spinner while the call is pending', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderApp('/');
    await fillAndSubmit('52998224725', 'demo1234');
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('stores the session and the remember flag, then asks which card', async () => {
    const session = makeSession();
    stubFetch(async () => jsonResponse(session));
    renderApp('/');
    await fillAndSubmit('52998224725', 'demo1234', { remember: true });

    expect(await screen.findByText('Qual cartão deseja acessar?')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toEqual(session);
    expect(localStorage.getItem('remember')).toBe('true');
  });

  it('enters the only card straight away', async () => {
    const company = makeCompany();
    stubFetch(async () => jsonResponse(makeSession({ empresas: [company] })));
    renderApp('/');
    await fillAndSubmit('52998224725', 'demo1234');

    expect(await screen.findByRole('heading', { name: 'Olá, Maria!' })).toBeInTheDocument();
    expect(localStorage.getItem('remember')).toBeNull();
    expect(useClubStore.getState()).toMatchObject({
      choosedCompany: company.idEmpresa,
      choosedCustomer: company.idCliente,
      choosedProfile: company.idPerfil,
    });
  });

  it('stays and explains when the CPF holds no card', async () => {
    stubFetch(async () => jsonResponse(makeSession({ empresas: [] })));
    renderApp('/');
    await fillAndSubmit('52998224725', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nenhum cartão ativo encontrado para este CPF.',
    );
    expect(getSession()).toBeNull();
  });

  it('forwards a remembered member to home', async () => {
    stubApi({ getBannersHome: bannersPending });
    const session = makeSession();
    startSession(session, true);
    useClubStore.getState().chooseCompany(session.empresas[0]!);
    const { history } = renderApp('/');
    await waitFor(() => expect(history.location.pathname).toBe('/auth/home'));
  });

  it('signs out a remembered member whose token expired, and shows the form', async () => {
    startSession(
      makeSession({ token: { token: 'old', expiration: '2020-01-01T00:00:00Z' } }),
      true,
    );
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('auth')).toBeNull());
    expect(localStorage.getItem('remember')).toBeNull();
  });
});
