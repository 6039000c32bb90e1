import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { useClubStore } from '../../../lib/club-store';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { signInWithCard } from '../../../../test/sign-in';
import { MENUS } from '../test-fixtures';

const cardNames = () =>
  screen
    .getAllByRole('button', { name: /^Parceiros/ })
    .map((card) => within(card).getByText(/^Parceiros/).textContent);

describe('partner types page', () => {
  it('shows the active menus in the order exclusive, local, national', async () => {
    const fetchMock = stubApi({ getParceiros: () => jsonResponse(MENUS) });
    signInWithCard();
    renderApp('/auth/partners-type');
    expect(await screen.findByRole('heading', { level: 1, name: 'Parceiros' })).toBeVisible();
    expect(cardNames()).toEqual(['Parceiros Meu Clube', 'Parceiros Locais', 'Parceiros Nacionais']);
    expect(callsTo(fetchMock, 'getParceiros')[0]?.body).toEqual({ idCliente: 10, idPerfil: 5 });
  });

  it('leaves out the menus that are not active', async () => {
    stubApi({
      getParceiros: () =>
        jsonResponse([{ ...MENUS[0], active: false }, MENUS[1], { ...MENUS[2], active: false }]),
    });
    signInWithCard();
    renderApp('/auth/partners-type');
    expect(await screen.findByRole('button', { name: /Parceiros Meu Clube/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Parceiros Locais/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Parceiros Nacionais/ })).not.toBeInTheDocument();
  });

  it("says 'Nenhum parceiro encontrado!' when no menu is active", async () => {
    stubApi({ getParceiros: () => jsonResponse(MENUS.map((m) => ({ ...m, active: false }))) });
    signInWithCard();
    renderApp('/auth/partners-type');
    expect(await screen.findByText('Nenhum parceiro encontrado!')).toBeVisible();
  });

  it('opens the list of the local menu, remembering the menu and its position', async () => {
    stubApi({
      getParceiros: () => jsonResponse(MENUS),
      getParceiroCategoria: () => jsonResponse([]),
      getParceiroLista: () => jsonResponse([]),
    });
    signInWithCard();
    useClubStore.getState().update({ selectedCategory: 7 });
    const { history } = renderApp('/auth/partners-type');
    await userEvent.click(await screen.findByRole('button', { name: /Parceiros Locais/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/auth/partners-list'));
    const state = useClubStore.getState();
    expect(state.choosedPartnerMenu).toEqual(MENUS[2]);
    expect(state.partnerType).toBe(2);
    expect(state.selectedCategory).toBeNull();
  });

  it('opens the national site in a tab opened on the click, after the toast', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    stubApi({
      getParceiros: () => jsonResponse(MENUS),
      getUrlParceiroNacional: () => jsonResponse({ url: 'https://nacionais.example/clube' }),
    });
    signInWithCard();
    renderApp('/auth/partners-type');
    await userEvent.click(await screen.findByRole('button', { name: /Parceiros Nacionais/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(await screen.findByText('Abrindo link, aguarde!')).toBeVisible();
    await waitFor(() => expect(tab.location.href).toBe('https://nacionais.example/clube'));
    expect(tab.opener).toBeNull();
  });

  it("closes the tab and says 'Servidor fora do ar!' when the link cannot be had", async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    stubApi({
      getParceiros: () => jsonResponse(MENUS),
      getUrlParceiroNacional: () =>
        jsonResponse({ message: 'Link indisponível.', code: 'NOT_FOUND' }, 404),
    });
    signInWithCard();
    renderApp('/auth/partners-type');
    await userEvent.click(await screen.findByRole('button', { name: /Parceiros Nacionais/ }));
    expect(await screen.findByText('Servidor fora do ar!')).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
