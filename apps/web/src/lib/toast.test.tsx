import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, Toaster } from './toast';

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
