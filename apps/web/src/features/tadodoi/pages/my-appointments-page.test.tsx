import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { CLINICA, DERMATO } from '../test-fixtures';

const sheet = () => screen.getByRole('dialog', { hidden: true });
const cardOf = (name: string) => screen.getByRole('article', { name });
const CLINICA_TITLE = 'Quarta-feira, 25/11/2026';
const DERMATO_TITLE = 'Sábado, 12/12/2026';

/** Before both fixtures (25/11 and 12/12/2026), on Brazil's clock. */
const BEFORE_BOTH = new Date('2026-11-20T12:00:00-03:00');

describe('appointments page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BEFORE_BOTH);
  });

  it('shows each appointment with its date, times, code, doctor and specialty', async () => {
    const fetchMock = stubApi({ listaMeusAgendamentos: () => jsonResponse([CLINICA, DERMATO]) });
    signInWithCard();
    renderApp('/auth/my-appointments');

    expect(await screen.findByRole('heading', { level: 1, name: 'Minha Agenda' })).toBeVisible();
    const clinica = within(await screen.findByRole('article', { name: CLINICA_TITLE }));
    expect(clinica.getByText('09:00 – 09:30')).toBeVisible();
    expect(clinica.getByText('Código Consulta').nextSibling).toHaveTextContent('TD-1001');
    expect(clinica.getByText('Dra. Camila Ferreira')).toBeVisible();
    expect(clinica.getByText('Clínica Geral')).toBeVisible();
    const video = clinica.getByRole('link', { name: /Abrir Consulta/ });
    expect(video).toHaveAttribute('href', CLINICA.urlVideo);
    expect(video).toHaveAttribute('target', '_blank');
    expect(video.getAttribute('rel')).toContain('noopener');
    expect(clinica.getByRole('button', { name: 'Cancelar consulta' })).toBeVisible();

    // No video address, no cancellation allowed: neither action.
    const dermato = within(cardOf(DERMATO_TITLE));
    expect(dermato.queryByRole('link', { name: /Abrir Consulta/ })).not.toBeInTheDocument();
    expect(dermato.queryByRole('button', { name: 'Cancelar consulta' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Atendimento' })).toHaveAttribute(
      'href',
      '/auth/get-touch',
    );
    expect(callsTo(fetchMock, 'listaMeusAgendamentos')[0]?.body).toEqual({
      idCliente: 10,
      idPerfil: 5,
    });
  });

  it("splits 'Próximas' and 'Anteriores': one whose end has passed is held and cannot be cancelled", async () => {
    // 25/11/2026 09:30 has passed; 12/12/2026 is still to come.
    vi.setSystemTime(new Date('2026-11-25T09:30:00-03:00'));
    stubApi({
      listaMeusAgendamentos: () =>
        jsonResponse([{ ...CLINICA, habilitaCancelamento: true }, DERMATO]),
    });
    signInWithCard();
    renderApp('/auth/my-appointments');

    const upcoming = await screen.findByRole('region', { name: 'Próximas' });
    const past = screen.getByRole('region', { name: 'Anteriores' });
    expect(within(upcoming).getByRole('article', { name: DERMATO_TITLE })).toBeVisible();
    const held = within(within(past).getByRole('article', { name: CLINICA_TITLE }));
    expect(held.getByText(/Realizada/)).toBeVisible();
    expect(held.queryByRole('button', { name: 'Cancelar consulta' })).not.toBeInTheDocument();
    expect(held.queryByRole('link', { name: /Abrir Consulta/ })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubApi({ listaMeusAgendamentos: () => jsonResponse([]) });
    signInWithCard();
    renderApp('/auth/my-appointments');
    expect(
      await screen.findByText('Você não possui agendamentos cadastrados no momento!'),
    ).toBeVisible();
  });

  it("dismisses the sheet with 'Cancelar', Esc and the backdrop without cancelling", async () => {
    const fetchMock = stubApi({ listaMeusAgendamentos: () => jsonResponse([CLINICA]) });
    signInWithCard();
    renderApp('/auth/my-appointments');
    const cancelButton = within(
      await screen.findByRole('article', { name: CLINICA_TITLE }),
    ).getByRole('button', { name: 'Cancelar consulta' });

    await userEvent.click(cancelButton);
    expect(sheet()).toHaveAttribute('open');
    expect(within(sheet()).getByRole('heading', { name: 'Cancelar agendamento' })).toBeVisible();
    expect(
      within(sheet()).getByText(
        'Você tem certeza que deseja cancelar esse atendimento? Não é possível cancelar a ação!',
      ),
    ).toBeVisible();
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Cancelar' }));
    expect(sheet()).not.toHaveAttribute('open');

    await userEvent.click(cancelButton);
    fireEvent(sheet(), new Event('cancel', { cancelable: true })); // what Esc fires
    expect(sheet()).not.toHaveAttribute('open');

    await userEvent.click(cancelButton);
    await userEvent.click(sheet()); // a click on the dialog box itself is the backdrop
    expect(sheet()).not.toHaveAttribute('open');

    expect(callsTo(fetchMock, 'cancelarAgendamento')).toEqual([]);
  });

  it("'Confirmar' cancels with a spinner, toasts, closes the sheet and reloads the list 2 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(BEFORE_BOTH);
    let cancelled = false;
    let answer: ((response: Response) => void) | undefined;
    const fetchMock = stubApi({
      listaMeusAgendamentos: () => jsonResponse(cancelled ? [DERMATO] : [CLINICA, DERMATO]),
      cancelarAgendamento: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    signInWithCard();
    renderApp('/auth/my-appointments');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(
      within(await screen.findByRole('article', { name: CLINICA_TITLE })).getByRole('button', {
        name: 'Cancelar consulta',
      }),
    );
    const confirm = within(sheet()).getByRole('button', { name: 'Confirmar' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(within(sheet()).getByRole('button', { name: 'Cancelar' })).toBeDisabled();

    cancelled = true;
    act(() => answer?.(jsonResponse({ message: 'Agendamento cancelado!' })));
    // The fake clock moves with real time too: the 2 s count from the answer, however long the
    // toast takes to show (its library may still be loading).
    const answeredAt = Date.now();
    expect(await screen.findByText('Agendamento cancelado!')).toBeInTheDocument();
    await waitFor(() => expect(sheet()).not.toHaveAttribute('open'));
    expect(confirm).not.toHaveAttribute('aria-busy');
    expect(callsTo(fetchMock, 'cancelarAgendamento').map((c) => c.body)).toEqual([
      { idCliente: 10, idPerfil: 5, codigo: 'TD-1001' },
    ]);

    // Not before 2 s…
    act(() => vi.advanceTimersByTime(Math.max(0, answeredAt + 1900 - Date.now())));
    expect(callsTo(fetchMock, 'listaMeusAgendamentos')).toHaveLength(1);
    expect(cardOf(CLINICA_TITLE)).toBeVisible();
    // …then the list reloads.
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: CLINICA_TITLE })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'listaMeusAgendamentos')).toHaveLength(2);
    expect(cardOf(DERMATO_TITLE)).toBeVisible();
  });

  it('closes the sheet and stops the spinner when the cancellation fails', async () => {
    const fetchMock = stubApi({
      listaMeusAgendamentos: () => jsonResponse([CLINICA]),
      cancelarAgendamento: () => jsonResponse({ message: 'Falha', code: 'INTERNAL' }, 500),
    });
    signInWithCard();
    renderApp('/auth/my-appointments');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar consulta' }));
    const confirm = within(sheet()).getByRole('button', { name: 'Confirmar' });
    await userEvent.click(confirm);

    expect(await screen.findByText('Erro de servidor entre em contato!')).toBeInTheDocument();
    await waitFor(() => expect(sheet()).not.toHaveAttribute('open'));
    expect(confirm).toBeEnabled();
    expect(confirm).not.toHaveAttribute('aria-busy');
    expect(cardOf(CLINICA_TITLE)).toBeVisible();
    expect(callsTo(fetchMock, 'listaMeusAgendamentos')).toHaveLength(1);
  });

  it("toasts the server's refusal and reloads the list when the appointment can no longer be cancelled", async () => {
    let refused = false;
    const fetchMock = stubApi({
      listaMeusAgendamentos: () =>
        jsonResponse(refused ? [{ ...CLINICA, habilitaCancelamento: false }] : [CLINICA]),
      cancelarAgendamento: () => {
        refused = true;
        return jsonResponse(
          { message: 'Esta consulta já começou e não pode mais ser cancelada.', code: 'CONFLICT' },
          409,
        );
      },
    });
    signInWithCard();
    renderApp('/auth/my-appointments');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar consulta' }));
    await userEvent.click(within(sheet()).getByRole('button', { name: 'Confirmar' }));

    expect(
      await screen.findByText('Esta consulta já começou e não pode mais ser cancelada.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(sheet()).not.toHaveAttribute('open'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancelar consulta' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'listaMeusAgendamentos')).toHaveLength(2);
  });
});
