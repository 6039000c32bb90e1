import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/factories';
import { callsTo, stubApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { signInWithCard } from '../../../../test/sign-in';
import { useClubStore } from '../../../lib/club-store';
import { CATEGORIES, makePartner, MENUS } from '../test-fixtures';

/*
 * Its own file: the early calls happen only when the app starts on the list, before any other
 * signed-in screen has loaded (a fresh module state).
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
