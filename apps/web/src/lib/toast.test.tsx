import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, toast, Toaster } from './toast';

describe('toasts', () => {
  it('appear bottom-centre, above the bottom nav and the safe area, not over the header', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Credenciais Inválidas!');
    });
    const message = await screen.findByText('Credenciais Inválidas!');
    const list = message.closest<HTMLElement>('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'center');
    for (const variable of ['--offset-bottom', '--mobile-offset-bottom']) {
      expect(list?.style.getPropertyValue(variable)).toBe(
        'calc(var(--nav-height) + var(--space-3) + env(safe-area-inset-bottom))',
      );
    }
  });
});

afterEach(() => vi.useRealTimers());

/** Long enough for a closing toast's way out. */
const CLOSED_AFTER = 1000;

/*
 * A form raises its toasts under one id, so a success replaces the error before it. The success
 * must show whenever it comes: while the error shows, as its time ends, or while it closes.
 */
describe('a toast that replaces another of the same id', () => {
  it.each([-300, -50, 0, 50, 150, 300])(
    'shows for its own full time when raised %i ms from the end of the time of the one it replaces',
    async (fromEnd) => {
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      render(<Toaster />);
      act(() => toast.error('Senhas diferentes!', { id: 'form' }));
      await vi.waitFor(() => screen.getByText('Senhas diferentes!'));
      act(() => vi.advanceTimersByTime(TOAST_DURATION.error + fromEnd));

      act(() => toast.success('Senha alterada com sucesso!', { id: 'form' }));
      act(() => vi.advanceTimersByTime(TOAST_DURATION.success - 100));
      expect(screen.getByText('Senha alterada com sucesso!')).toBeVisible();
      expect(screen.queryByText('Senhas diferentes!')).not.toBeInTheDocument();

      act(() => vi.advanceTimersByTime(100 + CLOSED_AFTER));
      expect(screen.queryByText('Senha alterada com sucesso!')).not.toBeInTheDocument();
    },
  );
});
