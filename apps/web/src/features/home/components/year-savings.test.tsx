import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { jsonResponse } from '../../../../test/factories';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';

const banners = () =>
  jsonResponse({
    banners: [],
    logo: '/media/logo',
    colors: { primary: '#1f4e8c', secondary: '#f5b83d', contrast: '#ffffff' },
  });

describe("the home's savings line", () => {
  it("says what the card saved this year, and leads to 'Meus usos'", async () => {
    const fetchMock = stubApi({
      getBannersHome: banners,
      getEconomia: () => jsonResponse({ ano: 2026, economia: 4349, usos: 3 }),
    });
    signInWithCard();
    renderApp('/auth/home');

    const line = await screen.findByRole('link', { name: /^Você economizou R\$\s43,49 em 2026$/ });
    expect(line).toHaveAttribute('href', '/auth/my-uses');
    expect(callsTo(fetchMock, 'getEconomia')[0]?.body).toEqual({ idCliente: 10, idPerfil: 5 });
  });

  it('shows nothing before a use with a saving', async () => {
    const fetchMock = stubApi({
      getBannersHome: banners,
      getEconomia: () => jsonResponse({ ano: 2026, economia: 0, usos: 2 }),
    });
    signInWithCard();
    renderApp('/auth/home');
    await screen.findByRole('heading', { name: /Olá/ });
    await vi.waitFor(() => expect(callsTo(fetchMock, 'getEconomia')).toHaveLength(1));
    expect(screen.queryByText(/Você economizou/)).not.toBeInTheDocument();
  });
});
