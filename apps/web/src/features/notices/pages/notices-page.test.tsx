import type { Notice, NoticesResponse } from '@clube/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { useClubStore } from '../../../lib/club-store';

const REMINDER: Notice = {
  id: 3,
  tipo: 'consulta_24h',
  titulo: 'Lembrete de consulta',
  texto: 'Sua consulta de Cardiologia com Dra. Camila Ferreira é em 10/12 às 14:30.',
  criadoEm: '2026-12-09T17:35:00.000Z',
  lido: false,
  destino: { tela: 'agendamentos', id: null, menu: null },
};
const INVOICE: Notice = {
  id: 2,
  tipo: 'fatura_a_vencer',
  titulo: 'Fatura a vencer',
  texto: 'Sua fatura de R$ 99,90 vence em 15/12/2026.',
  criadoEm: '2026-12-08T12:00:00.000Z',
  lido: false,
  destino: { tela: 'contrato', id: 77, menu: null },
};
const PARTNER: Notice = {
  id: 1,
  tipo: 'parceiro_exclusivo',
  titulo: 'Novo parceiro exclusivo',
  texto: 'Clínica Sorriso agora é parceiro exclusivo do seu clube. Confira o benefício.',
  criadoEm: '2026-12-01T12:00:00.000Z',
  lido: true,
  destino: { tela: 'parceiro', id: 9, menu: 4 },
};

/** A fake inbox: marking read changes what the next list answers, as the server does. */
function inbox(notices: Notice[]) {
  let list = notices.map((n) => ({ ...n }));
  const answer = (): NoticesResponse => ({
    avisos: list,
    naoLidos: list.filter((n) => !n.lido).length,
  });
  return {
    getAvisos: () => jsonResponse(answer()),
    marcarAvisoLido: (body: unknown) => {
      const { idAviso } = body as { idAviso: number };
      list = list.map((n) => (n.id === idAviso ? { ...n, lido: true } : n));
      return jsonResponse(answer());
    },
    marcarAvisosLidos: () => {
      list = list.map((n) => ({ ...n, lido: true }));
      return jsonResponse(answer());
    },
  };
}

describe('Avisos', () => {
  it('shows the unread count on the bell, and the list newest first with the unread marked', async () => {
    const fetchMock = stubApi({
      ...inbox([REMINDER, INVOICE, PARTNER]),
      getMeusUsos: () => jsonResponse({ usos: [] }),
    });
    signInWithCard();
    renderApp('/auth/my-uses');

    const bell = await screen.findByRole('link', { name: 'Avisos: 2 não lidos' });
    expect(bell).toHaveTextContent('2');
    await userEvent.click(bell);

    expect(await screen.findByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Avisos' })).getAllByRole('button');
    expect(items.map((b) => b.querySelector('span')?.textContent)).toEqual([
      'Lembrete de consultaNão lido',
      'Fatura a vencerNão lido',
      'Novo parceiro exclusivo',
    ]);
    expect(items[0]).toHaveTextContent(REMINDER.texto);
    expect(items[0]).toHaveTextContent('09/12/2026, 14:35');
    expect(callsTo(fetchMock, 'getAvisos')[0]?.body).toEqual({ idCliente: 10, idPerfil: 5 });
  });

  it('opens what a notice is about and marks it read', async () => {
    const fetchMock = stubApi(inbox([REMINDER, INVOICE, PARTNER]));
    signInWithCard();
    const { history } = renderApp('/auth/notices');

    await userEvent.click(await screen.findByRole('button', { name: /Fatura a vencer/ }));
    expect(await screen.findByRole('link', { name: 'Avisos: 1 não lido' })).toBeVisible();
    expect(callsTo(fetchMock, 'marcarAvisoLido').map((c) => c.body)).toEqual([
      { idCliente: 10, idPerfil: 5, idAviso: 2 },
    ]);
    expect(history.location.pathname).toBe('/auth/contract-details');
    expect(useClubStore.getState().choosedContract).toBe(77);
  });

  it('opens the notice a push notification was about, as a tap in the list would', async () => {
    // The contract's screen opens and asks for its data; the test ends before that is answered.
    const pending = () => new Promise<Response>(() => {});
    const fetchMock = stubApi({
      ...inbox([REMINDER, INVOICE, PARTNER]),
      getCliente: pending,
      getContratoPagamento: pending,
    });
    signInWithCard();
    const { history } = renderApp('/auth/notices?aviso=2');

    // The list loads first (and the page's chunk, slower on a busy machine), then the notice opens.
    await vi.waitFor(() => expect(history.location.pathname).toBe('/auth/contract-details'), {
      timeout: 10_000,
    });
    expect(useClubStore.getState().choosedContract).toBe(77);
    expect(callsTo(fetchMock, 'marcarAvisoLido').map((c) => c.body)).toEqual([
      { idCliente: 10, idPerfil: 5, idAviso: 2 },
    ]);
  });

  it('shows the list when the pushed notice is not of the acting card', async () => {
    const fetchMock = stubApi(inbox([REMINDER]));
    signInWithCard();
    const { history } = renderApp('/auth/notices?aviso=999');

    expect(await screen.findByRole('button', { name: /Lembrete de consulta/ })).toBeVisible();
    expect(history.location.pathname).toBe('/auth/notices');
    expect(callsTo(fetchMock, 'marcarAvisoLido')).toEqual([]);
  });

  it('opens a partner through the menu that lists it, without marking a read notice again', async () => {
    const fetchMock = stubApi(inbox([PARTNER]));
    signInWithCard();
    const { history } = renderApp('/auth/notices');

    await userEvent.click(await screen.findByRole('button', { name: /Novo parceiro exclusivo/ }));
    await vi.waitFor(() => expect(history.location.pathname).toBe('/auth/partner-details'));
    expect(useClubStore.getState().choosedPartner).toBe(9);
    expect(useClubStore.getState().choosedPartnerMenu?.idServicoParceiro).toBe(4);
    expect(callsTo(fetchMock, 'marcarAvisoLido')).toEqual([]);
  });

  it("marks them all read with 'Marcar todos como lidos'", async () => {
    const fetchMock = stubApi(inbox([REMINDER, INVOICE]));
    signInWithCard();
    renderApp('/auth/notices');

    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todos como lidos' }));
    expect(await screen.findByRole('link', { name: 'Avisos' })).toBeVisible();
    expect(screen.queryByText('Não lido')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'marcarAvisosLidos')).toHaveLength(1);
  });

  it('says so when there is no notice', async () => {
    stubApi(inbox([]));
    signInWithCard();
    renderApp('/auth/notices');
    expect(await screen.findByText('Nenhum aviso')).toBeVisible();
    expect(
      screen.getByText('Nenhum aviso por enquanto. Quando houver novidades, elas aparecem aqui.'),
    ).toBeVisible();
  });

  it('offers to try again offline instead of an empty list', async () => {
    stubApi({
      getAvisos: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    signInWithCard();
    renderApp('/auth/notices');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(screen.queryByText('Nenhum aviso')).not.toBeInTheDocument();
  });
});
