import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, asBuiltPage, keptScreenAt } from '../../../../test/built-page';
import { jsonResponse } from '../../../../test/factories';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { useClubStore } from '../../../lib/club-store';
import { CATEGORIES, makePartner, MENUS } from '../test-fixtures';

/*
 * Its own file: the early calls happen only when the app starts on the list, before any other
 * signed-in screen has loaded (a fresh module state); and what the list keeps of itself as it
 * opens.
 */
describe('the partner list as the first screen', () => {
  it('asks for its categories and first page once each, as the app starts', async () => {
    const fetchMock = stubApi({
      getParceiroCategoria: () => jsonResponse(CATEGORIES),
      getParceiroCidades: () => jsonResponse([{ cidade: 'São Paulo', uf: 'SP' }]),
      getParceiroLista: () => jsonResponse([makePartner()]),
    });
    signInWithCard();
    useClubStore.getState().update({ choosedPartnerMenu: MENUS[2]!, partnerType: 2 });
    renderApp('/auth/partners-list');

    expect(await screen.findByRole('article', { name: 'Café São João' })).toBeVisible();
    expect(callsTo(fetchMock, 'getParceiroCategoria')).toHaveLength(1);
    const pages = callsTo(fetchMock, 'getParceiroLista');
    expect(pages).toHaveLength(1);
    expect(pages[0]?.query.get('pagina')).toBe('1');
    expect(pages[0]?.query.get('busca')).toBeNull();
  });
});

describe('the partner list kept for the next visit', () => {
  let undoBuiltPage: () => void;
  beforeEach(() => {
    undoBuiltPage = asBuiltPage();
  });
  afterEach(() => undoBuiltPage());

  function openList(
    list: () => Response,
    categories: () => Promise<Response> = async () => jsonResponse(CATEGORIES),
  ) {
    stubApi({
      getParceiroCategoria: categories,
      getParceiroCidades: () => jsonResponse([{ cidade: 'São Paulo', uf: 'SP' }]),
      getParceiroLista: list,
    });
    signInWithCard();
    useClubStore.getState().update({ choosedPartnerMenu: MENUS[2]!, partnerType: 2 });
    renderApp('/auth/partners-list').container.id = 'root';
  }

  it('is kept as it opens, once its first page shows', async () => {
    openList(() => jsonResponse([makePartner()]));
    await screen.findByRole('article', { name: 'Café São João' });
    await vi.waitFor(() => expect(keptScreenAt('/auth/partners-list')).toBeDefined());
    expect(keptScreenAt('/auth/partners-list')?.html).toContain('Café São João');
  });

  it('is kept with its categories, not their placeholders, when they come after the first page', async () => {
    let sendCategories!: () => void;
    const categoriesSent = new Promise<void>((resolve) => (sendCategories = resolve));
    openList(
      () => jsonResponse([makePartner()]),
      async () => {
        await categoriesSent;
        return jsonResponse(CATEGORIES);
      },
    );
    await screen.findByRole('article', { name: 'Café São João' });
    await afterNextPaint();
    await afterNextPaint();
    expect(keptScreenAt('/auth/partners-list')).toBeUndefined();

    sendCategories();
    await screen.findByRole('option', { name: 'Alimentação' });
    await vi.waitFor(() =>
      expect(keptScreenAt('/auth/partners-list')?.html).toContain('Alimentação'),
    );
  });

  it('is not kept when its first page failed to load', async () => {
    openList(() => jsonResponse({ message: 'Erro' }, 500));
    await screen.findByRole('button', { name: 'Tentar novamente' });
    await afterNextPaint();
    await afterNextPaint();
    expect(keptScreenAt('/auth/partners-list')).toBeUndefined();
  });
});
