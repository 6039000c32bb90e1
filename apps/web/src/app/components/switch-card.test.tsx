import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeCompany, makeSession } from '../../../test/factories';
import { callsTo, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { useClubStore } from '../../lib/club-store';
import { offlineCopyKey, saveOfflineCopy } from '../../lib/offline-copies';
import { getSession, startSession } from '../../lib/session';

const BANNERS = {
  banners: [],
  logo: '',
  colors: { primary: '#0b6e4f', secondary: '#f2c14e', contrast: '#ffffff' },
};

describe("'Trocar cartão'", () => {
  it("goes to 'Qual cartão deseja acessar?' signed in, forgets the old card's copies, and opens the chosen card's home", async () => {
    const fetchMock = stubApi({ getBannersHome: () => jsonResponse(BANNERS) });
    startSession(makeSession(), true);
    useClubStore.getState().chooseCompany(makeCompany());
    renderApp('/auth/home');
    await screen.findByRole('heading', { name: 'Olá, Maria!' });
    saveOfflineCopy('carteirinha:10:5', { numero: '123' });

    await userEvent.click(screen.getByRole('button', { name: 'Trocar cartão' }));

    expect(await screen.findByText('Qual cartão deseja acessar?')).toBeVisible();
    expect(getSession()).not.toBeNull();
    expect(useClubStore.getState().choosedCustomer).toBeNull();
    expect(localStorage.getItem(offlineCopyKey('carteirinha:10:5'))).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Cooperativa Sol/ }));
    expect(await screen.findByText('Cartão Cooperativa Sol')).toBeVisible();
    expect(callsTo(fetchMock, 'getBannersHome').at(-1)?.body).toMatchObject({
      idEmpresa: 2,
      idCliente: 20,
    });
  });

  it('is offered in the profile too, and not at all to a member with one card', async () => {
    stubApi({ getBannersHome: () => jsonResponse(BANNERS) });
    startSession(makeSession(), false);
    useClubStore.getState().chooseCompany(makeCompany());
    const { unmount } = renderApp('/auth/profile');
    expect(await screen.findByText('Você está usando o cartão Empresa Aurora.')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Trocar cartão' })).toHaveLength(2);
    unmount();

    startSession(makeSession({ empresas: [makeCompany()] }), false);
    useClubStore.getState().chooseCompany(makeCompany());
    renderApp('/auth/home');
    await screen.findByRole('heading', { name: 'Olá, Maria!' });
    expect(screen.queryByRole('button', { name: 'Trocar cartão' })).not.toBeInTheDocument();
  });
});
