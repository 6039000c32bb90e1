import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { callsTo, stubApi, type Answer } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { useClubStore } from '../../../lib/club-store';
import { CATEGORIES, makePartner, MENUS } from '../test-fixtures';

const LOCAL = MENUS[2]!;

function openList(lista: Answer<'getParceiroLista'>, extra: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    getParceiroCategoria: () => jsonResponse(CATEGORIES),
    getParceiroCidades: () =>
      jsonResponse([
        { cidade: 'Campinas', uf: 'SP' },
        { cidade: 'São Paulo', uf: 'SP' },
      ]),
    getParceiroLista: lista,
    ...extra,
  });
  signInWithCard();
  useClubStore.getState().update({ choosedPartnerMenu: LOCAL, partnerType: 2 });
  renderApp('/auth/partners-list');
  return fetchMock;
}

function fakeGeolocation(
  answer: (ok: PositionCallback, fail: PositionErrorCallback) => void,
): ReturnType<typeof vi.fn> {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
    answer(ok, fail),
  );
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator), {
      geolocation: { getCurrentPosition },
    }),
  );
  return getCurrentPosition;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the rating line', () => {
  it("shows '4,6 ★ (128)' beside 'N acessos', and 'Sem avaliações' before the first", async () => {
    openList(() =>
      jsonResponse([
        makePartner({ media: 4.6, avaliacoes: 128, favorito: false }),
        makePartner({ idParceiro: 102, nomeParceiro: 'Ótica Visão', media: null, avaliacoes: 0 }),
      ]),
    );
    const card = await screen.findByRole('article', { name: 'Café São João' });
    expect(within(card).getByText('4,6 ★ (128)')).toBeVisible();
    expect(
      within(card).getByRole('img', { name: 'Nota média 4,6 de 5, 128 avaliações' }),
    ).toBeVisible();
    expect(within(card).getByText('12 acessos')).toBeVisible();
    const unrated = screen.getByRole('article', { name: 'Ótica Visão' });
    expect(within(unrated).getByText('Sem avaliações')).toBeVisible();
  });
});

describe('the heart', () => {
  it('is a toggle button that keeps the partner among the favourites on the server', async () => {
    let favourite = false;
    const fetchMock = openList(
      () => jsonResponse([makePartner({ favorito: favourite, media: null, avaliacoes: 0 })]),
      {
        favoritarParceiro: (body) => {
          favourite = body.favorito;
          return jsonResponse({ favorito: favourite });
        },
      },
    );
    const heart = await screen.findByRole('button', { name: 'Favorito: Café São João' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo(fetchMock, 'favoritarParceiro')[0]?.body).toMatchObject({
      idServicoParceiro: LOCAL.idServicoParceiro,
      idParceiro: 101,
      favorito: true,
    });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it("'Favoritos' asks for the favourites only", async () => {
    const fetchMock = openList(() => jsonResponse([makePartner({ favorito: true })]));
    await screen.findByRole('article', { name: 'Café São João' });
    const chip = screen.getByRole('button', { name: 'Favoritos' });
    await userEvent.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'getParceiroLista').at(-1)?.query.get('favoritos')).toBe('1'),
    );
  });
});

describe("'Perto de mim'", () => {
  it('asks for the position only on the tap, sends it rounded and shows each distance', async () => {
    const getCurrentPosition = fakeGeolocation((ok) =>
      ok({ coords: { latitude: -23.5613456, longitude: -46.6565712 } } as GeolocationPosition),
    );
    const fetchMock = openList((body) =>
      jsonResponse([makePartner(body.perto ? { distanciaKm: 1.2 } : {})]),
    );
    await screen.findByRole('article', { name: 'Café São João' });
    expect(getCurrentPosition).not.toHaveBeenCalled();

    const button = screen.getByRole('button', { name: 'Perto de mim' });
    await userEvent.click(button);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('1,2 km')).toBeVisible();
    const sent = callsTo(fetchMock, 'getParceiroLista').at(-1)!;
    expect(sent.body.perto).toEqual({ latitude: -23.561, longitude: -46.657, raioKm: 50 });
    expect(sent.url).not.toMatch(/23\.56|46\.65/);

    await userEvent.selectOptions(screen.getByLabelText('Raio'), 'Até 5 km');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'getParceiroLista').at(-1)?.body.perto?.raioKm).toBe(5),
    );
  });

  it('without permission keeps the usual list and says why', async () => {
    fakeGeolocation((_ok, fail) =>
      fail({ code: 1, PERMISSION_DENIED: 1 } as unknown as GeolocationPositionError),
    );
    const fetchMock = openList(() => jsonResponse([makePartner()]));
    await screen.findByRole('article', { name: 'Café São João' });
    await userEvent.click(screen.getByRole('button', { name: 'Perto de mim' }));
    expect(await screen.findByText(/Sem permissão para usar sua localização/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Perto de mim' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(callsTo(fetchMock, 'getParceiroLista').every((c) => !c.body.perto)).toBe(true);
  });

  it('says so when the phone cannot tell where it is', async () => {
    vi.stubGlobal('navigator', Object.create(navigator, { geolocation: { value: undefined } }));
    openList(() => jsonResponse([makePartner()]));
    await screen.findByRole('article', { name: 'Café São João' });
    await userEvent.click(screen.getByRole('button', { name: 'Perto de mim' }));
    expect(await screen.findByText(/Não foi possível obter sua localização/)).toBeVisible();
  });
});

describe('the city filter', () => {
  it("lists the partners' cities and remembers the choice on this device", async () => {
    const fetchMock = openList(() => jsonResponse([makePartner()]));
    await screen.findByRole('article', { name: 'Café São João' });
    await userEvent.selectOptions(await screen.findByLabelText('Cidade'), 'Campinas');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'getParceiroLista').at(-1)?.query.get('cidade')).toBe('Campinas'),
    );
    expect(localStorage.getItem('clube.partnerCity')).toBe('Campinas');
  });
});
