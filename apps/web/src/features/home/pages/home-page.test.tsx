import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeCompany, makeSession } from '../../../../test/factories';
import { callsTo, stubApi, type Answer } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { useClubStore } from '../../../lib/club-store';
import { startSession } from '../../../lib/session';

const HOME = {
  banners: [
    { banner: '/media/banner-1', urli: 'https://campanha.example/inverno' },
    { banner: '/media/banner-2', urli: '' },
    { banner: '/media/banner-3', urli: 'javascript:alert(1)' },
  ],
  logo: '/media/logo-novo',
  colors: { primary: '#7c2d12', secondary: '#fde68a', contrast: '#ffffff' },
};

/** The server at the fetch boundary: get-banners-home answers `answer`. */
function stubBanners(answer: Answer<'getBannersHome'>) {
  return stubApi({ getBannersHome: answer });
}

/** What Embla needs from a browser and jsdom lacks. */
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('IntersectionObserver', InertObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
});

function signIn() {
  startSession(makeSession(), false);
  useClubStore.getState().chooseCompany(makeCompany());
}

describe('home page', () => {
  it('greets the member and shows a spinner in the carousel place while loading', async () => {
    stubBanners(() => new Promise<Response>(() => {}));
    signIn();
    renderApp('/auth/home');
    expect(await screen.findByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
    expect(screen.getByText('Carregando banners…').closest('[role="status"]')).toBeInTheDocument();
  });

  it('says the banners failed for lack of network instead of leaving their place empty', async () => {
    stubBanners(() => {
      throw new TypeError('Failed to fetch');
    });
    signIn();
    renderApp('/auth/home');
    expect(
      await screen.findByRole('heading', {
        name: 'Sem conexão com a internet. Tente novamente quando voltar.',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(screen.queryByText('Erro de servidor entre em contato!')).not.toBeInTheDocument();
  });

  it('shows each banner, linked banners opening in a new tab, and dots to jump', async () => {
    const fetchMock = stubBanners(() => jsonResponse(HOME));
    signIn();
    renderApp('/auth/home');
    const carousel = within(await screen.findByRole('region', { name: 'Banners' }));
    const images = carousel.getAllByRole('img', { name: 'Banner informativo' });
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/media/banner-1',
      '/media/banner-2',
      '/media/banner-3',
    ]);
    const links = carousel.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://campanha.example/inverno');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(carousel.getAllByRole('button', { name: /^Ir para o banner/ })).toHaveLength(3);
    expect(carousel.getByRole('button', { name: 'Ir para o banner 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(callsTo(fetchMock, 'getBannersHome')[0]?.body).toEqual({
      idCliente: 10,
      idPerfil: 5,
      idEmpresa: 1,
    });
  });

  it("reads each banner's own text to screen readers, and the generic one when it has none", async () => {
    stubBanners(() =>
      jsonResponse({
        ...HOME,
        banners: [
          { banner: '/media/banner-1', urli: '', alt: 'Semana da saúde: 30% em consultas' },
          { banner: '/media/banner-2', urli: '', alt: '' },
        ],
      }),
    );
    signIn();
    renderApp('/auth/home');
    const carousel = within(await screen.findByRole('region', { name: 'Banners' }));
    expect(
      carousel.getByRole('img', { name: 'Semana da saúde: 30% em consultas' }),
    ).toHaveAttribute('src', '/media/banner-1');
    expect(carousel.getByRole('img', { name: 'Banner informativo' })).toHaveAttribute(
      'src',
      '/media/banner-2',
    );
  });

  it("refreshes the theme with the answer's logo and colours", async () => {
    stubBanners(() => jsonResponse(HOME));
    signIn();
    renderApp('/auth/home');
    await waitFor(() => expect(useClubStore.getState().colors).toEqual(HOME.colors));
    expect(useClubStore.getState().logo).toBe('/media/logo-novo');
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#7c2d12'),
    );
  });
});
