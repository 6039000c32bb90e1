import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';

/*
 * Its own file: the early banners call happens only when the app starts on the home, before any
 * other signed-in screen has loaded (a fresh module state).
 */

const HOME = {
  banners: [
    { banner: '/media/banner-1', urli: '' },
    { banner: '/media/banner-2', urli: '' },
    { banner: '/media/banner-3', urli: '' },
  ],
  logo: '/media/logo-novo',
  colors: { primary: '#7c2d12', secondary: '#fde68a', contrast: '#ffffff' },
};

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

describe('the home as the first screen', () => {
  it('asks for the banners once, as the app starts, and fetches the first banner first', async () => {
    const fetchMock = stubApi({ getBannersHome: async () => jsonResponse(HOME) });
    signInWithCard();
    renderApp('/auth/home');

    const carousel = await screen.findByRole('region', { name: 'Banners' });
    const images = within(carousel).getAllByRole('img');
    expect(callsTo(fetchMock, 'getBannersHome')).toHaveLength(1);
    expect(callsTo(fetchMock, 'getBannersHome')[0]?.body).toEqual({
      idCliente: 10,
      idPerfil: 5,
      idEmpresa: 1,
    });
    // The first banner is the screen's largest element: fetched first, the others when near.
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    // Every banner keeps its size while it loads: nothing below moves.
    for (const image of images) {
      expect(image).toHaveAttribute('width', '390');
      expect(image).toHaveAttribute('height', '466');
    }
  });
});
