import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';

const SERVICES = [
  { nome: 'Telemedicina 24 horas', descricao: 'Atendimento médico por vídeo a qualquer hora.' },
  { nome: 'Seguro de vida', descricao: 'Cobertura por morte acidental de R$ 20.000,00.' },
  { nome: 'Assistência funeral', descricao: 'Assistência funeral familiar em todo o Brasil.' },
];

/** The <details> of a service, found by its header. */
const item = (name: string) => screen.getByText(name).closest('details') as HTMLDetailsElement;
const header = (name: string) => screen.getByText(name).closest('summary') as HTMLElement;

describe('services page', () => {
  it('lists each service by name, closed, with its description inside', async () => {
    const fetchMock = stubApi({ getServicos: () => jsonResponse(SERVICES) });
    signInWithCard();
    renderApp('/auth/services');

    expect(await screen.findByRole('heading', { level: 1, name: 'Serviços' })).toBeVisible();
    expect(await screen.findByText('Telemedicina 24 horas')).toBeVisible();
    for (const { nome, descricao } of SERVICES) {
      expect(item(nome)).not.toHaveAttribute('open');
      expect(item(nome)).toContainElement(screen.getByText(descricao));
    }
    expect(callsTo(fetchMock, 'getServicos').map((c) => c.body)).toEqual([
      { idCliente: 10, idPerfil: 5 },
    ]);
  });

  it('keeps one service open at a time, and closes the open one when tapped again', async () => {
    stubApi({ getServicos: () => jsonResponse(SERVICES) });
    signInWithCard();
    renderApp('/auth/services');
    await screen.findByText('Seguro de vida');

    await userEvent.click(header('Telemedicina 24 horas'));
    await waitFor(() => expect(item('Telemedicina 24 horas')).toHaveAttribute('open'));

    await userEvent.click(header('Seguro de vida'));
    await waitFor(() => expect(item('Seguro de vida')).toHaveAttribute('open'));
    await waitFor(() => expect(item('Telemedicina 24 horas')).not.toHaveAttribute('open'));
    expect(item('Assistência funeral')).not.toHaveAttribute('open');

    await userEvent.click(header('Seguro de vida'));
    await waitFor(() => expect(item('Seguro de vida')).not.toHaveAttribute('open'));
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
  });

  it('says when the company offers no services', async () => {
    stubApi({ getServicos: () => jsonResponse([]) });
    signInWithCard();
    renderApp('/auth/services');
    expect(await screen.findByText('Nenhum serviço encontrado.')).toBeVisible();
  });

  it('offline, shows the services last seen instead of an error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      getServicos: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    signInWithCard();
    // What lib/persisted-cache.ts puts back at start-up: the kept answer, marked stale.
    const key = ['getServicos', { idCliente: 10, idPerfil: 5 }];
    queryClient.setQueryData(key, SERVICES);
    await queryClient.invalidateQueries({ refetchType: 'none' });
    renderApp('/auth/services');

    // The one retry comes 1 s after the first failure.
    await waitFor(() => expect(callsTo(fetchMock, 'getServicos')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('error'));
    expect(callsTo(fetchMock, 'getServicos')).toHaveLength(2);
    expect(screen.getByText('Seguro de vida')).toBeVisible();
    expect(screen.queryByText('Não foi possível carregar os serviços.')).not.toBeInTheDocument();
  });
});
