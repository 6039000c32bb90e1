import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, makeSession } from '../../../test/factories';
import { callsTo, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { CLUB_STORAGE_KEY, useClubStore } from '../../lib/club-store';
import { getSession, startSession } from '../../lib/session';

function signInWithCard(remember = true) {
  const session = makeSession();
  const company = session.empresas[1]!;
  startSession(session, remember);
  useClubStore.getState().chooseCompany(company);
  return company;
}

describe('authenticated shell', () => {
  // Home asks for its banners; here they never arrive, so the shell shows the chosen card as is.
  // Sair tells the server the session ended.
  beforeEach(() => {
    stubApi({
      getBannersHome: () => new Promise<Response>(() => {}),
      logout: () => jsonResponse({ message: 'Sessão encerrada.' }),
    });
  });

  it('shows the company logo, the greeting and the four navigation items', async () => {
    const company = signInWithCard();
    renderApp('/auth/home');

    expect(await screen.findByRole('heading', { name: 'Olá, Maria!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: company.nomeEmpresa })).toHaveAttribute(
      'src',
      company.logo,
    );
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Menu', 'Perfil', 'Ajuda']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it("applies the chosen company's colours to :root", async () => {
    const company = signInWithCard();
    renderApp('/auth/home');
    await screen.findByRole('heading', { name: 'Olá, Maria!' });
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--color-primary')).toBe(company.colors.primary);
    expect(root.getPropertyValue('--color-contrast')).toBe(company.colors.contrast);
  });

  it("after a reload applies the stored company's colours", async () => {
    const company = signInWithCard();
    document.documentElement.removeAttribute('style');
    const stored = localStorage.getItem(CLUB_STORAGE_KEY) ?? '';
    useClubStore.getState().clear();
    localStorage.setItem(CLUB_STORAGE_KEY, stored);
    await useClubStore.persist.rehydrate();

    renderApp('/auth/home');
    await screen.findByRole('heading', { name: 'Olá, Maria!' });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe(
      company.colors.primary,
    );
  });

  it('Sair clears auth, remember flag and club choices and returns to login', async () => {
    signInWithCard(true);
    renderApp('/auth/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));

    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('remember')).toBeNull();
    expect(useClubStore.getState().choosedCompany).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
  });

  it('Sair ends the session on the server too', async () => {
    const fetchMock = stubApi({ logout: () => jsonResponse({ message: 'Sessão encerrada.' }) });
    signInWithCard(true);
    const token = getSession()?.token.token;
    renderApp('/auth/menu');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));

    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    const [logout] = callsTo(fetchMock, 'logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe(`bearer ${token}`);
  });

  it('Sair signs out here even when the server cannot be reached or refuses', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => jsonResponse({ message: 'Sessão expirada.', code: 'UNAUTHENTICATED' }, 401),
    ]) {
      stubApi({ logout: answer });
      signInWithCard(true);
      const view = renderApp('/auth/menu');
      await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));

      expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
      expect(localStorage.getItem('auth')).toBeNull();
      expect(localStorage.getItem('remember')).toBeNull();
      // Leaving on purpose is not an expired session.
      expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it.each([
    ['PASSWORD_CHANGE_REQUIRED', 'Troque sua senha para continuar.', 'Crie sua nova senha'],
    ['TERMS_REQUIRED', 'Aceite o termo de uso para continuar.', 'Termos de Uso e Privacidade'],
  ])(
    'a call refused with %s takes the member to that screen',
    async (code, message, screenTitle) => {
      stubApi({ getDependentes: async () => jsonResponse({ message, code }, 403) });
      signInWithCard();
      renderApp('/auth/dependents');
      expect(await screen.findByText(screenTitle)).toBeInTheDocument();
    },
  );

  it('without a chosen card sends the member to choose one', async () => {
    startSession(makeSession(), false);
    renderApp('/auth/home');
    expect(await screen.findByText('Qual cartão deseja acessar?')).toBeInTheDocument();
  });

  it('without a session sends the visitor to login', async () => {
    renderApp('/auth/menu');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('choosing a card stores its ids, flags and theme, then opens home', async () => {
    const session = makeSession();
    startSession(session, false);
    renderApp('/choose-company');
    const company = session.empresas[1]!;
    await userEvent.click(await screen.findByRole('button', { name: company.nomeEmpresa }));

    // The card choice greets the member too, so wait for the shell's navigation, not the heading.
    expect(
      await screen.findByRole('navigation', { name: 'Navegação principal' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Qual cartão deseja acessar?')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Olá, Maria!' })).toBeInTheDocument();
    expect(useClubStore.getState()).toMatchObject({
      choosedCompany: company.idEmpresa,
      choosedCustomer: company.idCliente,
      choosedProfile: company.idPerfil,
      tadodoi: company.tadodoi,
      createDependents: company.createDependents,
      linkPet: company.linkPet,
      linkTreinos: company.linkTreinos,
      logo: company.logo,
      colors: company.colors,
    });
  });
});
