import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { jsonResponse, makeCompany } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { useClubStore } from '../../../lib/club-store';
import { queryClient } from '../../../lib/query-client';
import { MARIA_CARD } from '../test-fixtures';

const card = () => screen.findByRole('article', { name: 'Maria das Graças Souza' });
const offline = () => {
  throw new TypeError('Failed to fetch');
};

/** What a reload does to the app's memory: the answers held in memory are gone. */
function reload() {
  cleanup();
  queryClient.clear();
}

describe('membership card page', () => {
  it('shows the name, CPF, validity as dd/mm/yyyy, the number and its barcode', async () => {
    const fetchMock = stubApi({ virtualBadge: () => jsonResponse(MARIA_CARD) });
    signInWithCard();
    renderApp('/auth/membership-card');

    const view = within(await card());
    expect(view.getByText('CPF').nextSibling).toHaveTextContent('529.982.247-25');
    expect(view.getByText('Validade').nextSibling).toHaveTextContent('31/12/2027');
    expect(view.getByText('6062 0100 0420 1100')).toBeVisible();
    expect(view.getByRole('img', { name: 'Empresa Aurora' })).toHaveAttribute(
      'src',
      '/media/logos/aurora.svg',
    );

    const barcode = view.getByRole('img', { name: /Código de barras do cartão 6062010004201100/ });
    expect(barcode.tagName.toLowerCase()).toBe('svg');
    await waitFor(() => expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(20));
    expect(barcode).not.toHaveAttribute('aria-busy');

    expect(
      screen.getByRole('img', { name: 'Rodapé da carteirinha Empresa Aurora' }),
    ).toHaveAttribute('src', MARIA_CARD.imagemRodape);
    expect(screen.queryByText(/Sem conexão/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'virtualBadge').map((c) => c.body)).toEqual([
      { idCliente: 10, idPerfil: 5 },
    ]);
  });

  it("leads to 'Meus usos'", async () => {
    stubApi({ virtualBadge: () => jsonResponse(MARIA_CARD) });
    signInWithCard();
    renderApp('/auth/membership-card');
    await card();
    expect(screen.getByRole('link', { name: 'Meus usos' })).toHaveAttribute(
      'href',
      '/auth/my-uses',
    );
  });

  it('shows no footer image when the company has none', async () => {
    stubApi({ virtualBadge: () => jsonResponse({ ...MARIA_CARD, imagemRodape: '' }) });
    signInWithCard();
    renderApp('/auth/membership-card');
    await card();
    expect(screen.queryByRole('img', { name: /Rodapé/ })).not.toBeInTheDocument();
  });

  it("shows a selected dependent's own card", async () => {
    const dependentCard = { ...MARIA_CARD, idCliente: 31, idPerfil: 1, nome: 'Ana Souza' };
    const fetchMock = stubApi({ virtualBadge: () => jsonResponse(dependentCard) });
    signInWithCard();
    useClubStore
      .getState()
      .update({ selectedDependentIdCliente: 31, selectedDependentIdPerfil: 1 });
    renderApp('/auth/membership-card');
    expect(await screen.findByRole('article', { name: 'Ana Souza' })).toBeVisible();
    expect(callsTo(fetchMock, 'virtualBadge')[0]?.body).toEqual({ idCliente: 31, idPerfil: 1 });
  });

  it('still shows the last card when the network fails after one good load', async () => {
    stubApi({ virtualBadge: () => jsonResponse(MARIA_CARD) });
    signInWithCard();
    renderApp('/auth/membership-card');
    await card();

    reload();
    const fetchMock = stubApi({ virtualBadge: offline });
    renderApp('/auth/membership-card');

    const view = within(await card());
    expect(view.getByText('6062 0100 0420 1100')).toBeVisible();
    expect(view.getByText('Validade').nextSibling).toHaveTextContent('31/12/2027');
    const barcode = view.getByRole('img', { name: /Código de barras/ });
    await waitFor(() => expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(20));
    expect(
      await screen.findByText(/Sem conexão\. Esta é a carteirinha salva neste aparelho/),
    ).toBeVisible();
    expect(screen.queryByText('Erro de servidor entre em contato!')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'virtualBadge').length).toBeGreaterThan(0);
  });

  it('says the card could not be loaded when offline with none saved', async () => {
    stubApi({ virtualBadge: offline });
    signInWithCard();
    renderApp('/auth/membership-card');
    expect(await screen.findByText('Não foi possível carregar sua carteirinha.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  it("never shows one card's saved copy for another card", async () => {
    stubApi({ virtualBadge: () => jsonResponse(MARIA_CARD) });
    signInWithCard();
    renderApp('/auth/membership-card');
    await card();

    reload();
    stubApi({ virtualBadge: offline });
    useClubStore.getState().chooseCompany(makeCompany({ idCliente: 11, idPerfil: 7 }));
    renderApp('/auth/membership-card');
    expect(await screen.findByText('Não foi possível carregar sua carteirinha.')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
