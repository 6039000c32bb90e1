import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('document title', () => {
  it('names each screen, and follows the member from one screen to the next', async () => {
    const { history } = renderApp('/');
    await screen.findByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(document.title).toBe('Entrar · Clube'));

    await act(() => history.push('/forgot/recovery'));
    await waitFor(() => expect(document.title).toBe('Recuperar senha · Clube'));
  });

  it('names an unknown address as such', async () => {
    renderApp('/nada-aqui');
    await waitFor(() => expect(document.title).toBe('Página não encontrada · Clube'));
  });
});
