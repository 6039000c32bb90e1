import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('toasts without their library', () => {
  it('leave the app standing when the library cannot load, and the next toast tries again', async () => {
    let attempts = 0;
    vi.doMock('sonner', () => {
      attempts += 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { toast, Toaster } = await import('./toast');
    render(
      <>
        <p>Tela do app</p>
        <Toaster />
      </>,
    );
    act(() => toast.error('Sem conexão'));
    await waitFor(() => expect(attempts).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('Tela do app')).toBeVisible();
    expect(screen.queryByText('Sem conexão')).not.toBeInTheDocument();

    // The connection is back: the library loads.
    vi.doMock('sonner', async (importOriginal) => {
      attempts += 1;
      return importOriginal();
    });
    // Toasts raised while the failed attempt settles are dropped; a later one loads the library.
    await waitFor(() => {
      act(() => toast.error('Credenciais Inválidas!', { id: 'again' }));
      expect(screen.getByText('Credenciais Inválidas!')).toBeVisible();
    });
    expect(screen.getByText('Tela do app')).toBeVisible();
  });
});
