import { RECOVERY_MESSAGES } from '@clube/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { useClubStore } from '../../../lib/club-store';
import { rememberRecoveryCpf } from '../recovery-cpf';

afterEach(() => sessionStorage.clear());

const sent = () => jsonResponse({ message: RECOVERY_MESSAGES.codeSent });

describe('recovery method choice', () => {
  it('stores e-mail (1) or SMS (2) and goes to the CPF screen; the other button goes home', async () => {
    const { history } = renderApp('/forgot/recovery-choosed');
    await userEvent.click(await screen.findByRole('button', { name: 'SMS' }));
    expect(useClubStore.getState().recoveryType).toBe(2);
    expect(await screen.findByRole('button', { name: 'Enviar Código' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/forgot/recovery');

    await act(() => history.push('/forgot/recovery-choosed'));
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail' }));
    expect(useClubStore.getState().recoveryType).toBe(1);

    await act(() => history.push('/forgot/recovery-choosed'));
    expect(await screen.findByRole('link', { name: 'Lembrei Minha Senha' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('sends a member with no recovery type from the CPF or code screen to the choice', async () => {
    const { history } = renderApp('/forgot/recovery');
    expect(await screen.findByRole('button', { name: 'E-mail' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/forgot/recovery-choosed');
    await act(() => history.push('/forgot/code'));
    expect(await screen.findByRole('button', { name: 'SMS' })).toBeInTheDocument();
  });
});

describe('recovery CPF screen', () => {
  it('masks the CPF, keeps the button off while empty, sends CPF and type, then asks for the code', async () => {
    useClubStore.getState().update({ recoveryType: 1 });
    const fetchMock = stubApi({ requestPasswordChange: sent });
    const { history } = renderApp('/forgot/recovery');
    const button = await screen.findByRole('button', { name: 'Enviar Código' });
    expect(button).toBeDisabled();
    const cpf = screen.getByLabelText('CPF');
    await userEvent.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    await userEvent.click(button);

    expect(await screen.findByRole('button', { name: 'Validar Código' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/forgot/code');
    expect(callsTo(fetchMock, 'requestPasswordChange').map((c) => c.body)).toEqual([
      { cpf: '52998224725', tipo: 1 },
    ]);
  });

  it('on 400 marks the CPF red, focuses it and says CPF não encontrado!', async () => {
    useClubStore.getState().update({ recoveryType: 2 });
    stubApi({
      requestPasswordChange: () =>
        jsonResponse({ message: 'CPF não encontrado!', code: 'NOT_FOUND' }, 400),
    });
    renderApp('/forgot/recovery');
    const cpf = await screen.findByLabelText('CPF');
    await userEvent.type(cpf, '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar Código' }));

    expect((await screen.findAllByText('CPF não encontrado!')).length).toBeGreaterThan(0);
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(cpf).toHaveFocus();
  });

  it("shows the server's Portuguese 429 and stays", async () => {
    useClubStore.getState().update({ recoveryType: 1 });
    stubApi({
      requestPasswordChange: () =>
        jsonResponse({ message: RECOVERY_MESSAGES.tooManyCodes, code: 'TOO_MANY_REQUESTS' }, 429),
    });
    renderApp('/forgot/recovery');
    await userEvent.type(await screen.findByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar Código' }));
    expect(await screen.findByText(RECOVERY_MESSAGES.tooManyCodes)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar Código' })).toBeInTheDocument();
  });
});

describe('recovery code screen', () => {
  async function fill(password: string, code: string) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const button = await screen.findByRole('button', { name: 'Validar Código' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Nova senha', { exact: true }), password);
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Código'), code);
    await user.click(button);
  }

  function setUp(status: number, message: string) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useClubStore.getState().update({ recoveryType: 1 });
    rememberRecoveryCpf('52998224725');
    return stubApi({
      checkPasswordCode: () =>
        jsonResponse(status === 200 ? { message } : { message, code: 'X' }, status),
    });
  }

  it('takes digits only, sends password, code and CPF, and goes to the login 3 s after success', async () => {
    const fetchMock = setUp(200, 'Senha trocada com sucesso!');
    const { history } = renderApp('/forgot/code');
    expect(
      await screen.findByRole('link', { name: 'Não recebi o código, reenviar' }),
    ).toHaveAttribute('href', '/forgot/recovery');
    await fill('nova-senha-1', '12a34');
    expect(screen.getByLabelText('Código')).toHaveValue('1234');

    expect(await screen.findByText('Senha trocada com sucesso!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'checkPasswordCode').map((c) => c.body)).toEqual([
      { newPassword: 'nova-senha-1', code: '1234', cpf: '52998224725' },
    ]);
    expect(history.location.pathname).toBe('/forgot/code');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(sessionStorage.getItem('clube-recovery-cpf')).toBeNull();
  });

  it("on 400 says 'Código inválido!' and lets the member type the code again on the same screen", async () => {
    const fetchMock = setUp(400, 'Código inválido!');
    const { history } = renderApp('/forgot/code');
    await fill('nova-senha-1', '1234');
    expect(await screen.findByText('Código inválido!')).toBeInTheDocument();
    const code = screen.getByLabelText('Código');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('');
    expect(code).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(history.location.pathname).toBe('/forgot/code');
    expect(screen.queryByText('API fora do AR!')).not.toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(code, '4321');
    await user.click(screen.getByRole('button', { name: 'Validar Código' }));
    await waitFor(() => expect(callsTo(fetchMock, 'checkPasswordCode')).toHaveLength(2));
  });

  it("on 406 says 'Código expirado!' and offers a new code instead of the login", async () => {
    setUp(406, 'Código expirado!');
    const { history } = renderApp('/forgot/code');
    await fill('nova-senha-1', '1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Código expirado!');
    expect(screen.getByRole('button', { name: 'Validar Código' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(history.location.pathname).toBe('/forgot/code');
    expect(screen.getByRole('link', { name: 'Pedir novo código' })).toHaveAttribute(
      'href',
      '/forgot/recovery',
    );
  });

  it.each([500, 503])(
    "on %i says 'API fora do AR!' and keeps the form to try again",
    async (status) => {
      setUp(status, 'falhou');
      renderApp('/forgot/code');
      await fill('nova-senha-1', '1234');
      expect(await screen.findByText('API fora do AR!')).toBeInTheDocument();
      expect(screen.getByLabelText('Código')).toBeEnabled();
    },
  );

  it('refuses a short new password before calling the server', async () => {
    const fetchMock = setUp(200, 'ok');
    renderApp('/forgot/code');
    await fill('123', '1234');
    expect(screen.getByLabelText('Nova senha', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(callsTo(fetchMock, 'checkPasswordCode')).toEqual([]);
  });
});
