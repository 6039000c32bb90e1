import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceWorker } from '../../../../test/pwa-register-stub';
import { UpdatePrompt } from './update-prompt';

afterEach(() => {
  serviceWorker.waiting = false;
  serviceWorker.updateServiceWorker.mockClear();
});

describe('update prompt (docs/product.md#installed-app-and-updates)', () => {
  it('stays hidden while no new version is waiting', () => {
    const { container } = render(<UpdatePrompt />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers the waiting version and applies it on the button', async () => {
    serviceWorker.waiting = true;
    render(<UpdatePrompt />);
    expect(screen.getByRole('dialog', { name: 'Atualização do Aplicativo!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar Aplicativo' }));
    expect(serviceWorker.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('looks for a new version every 20 seconds once registered', () => {
    vi.useFakeTimers();
    render(<UpdatePrompt />);
    const registration = { installing: null, update: vi.fn(async () => {}) };
    serviceWorker.options?.onRegisteredSW?.(
      '/sw.js',
      registration as unknown as ServiceWorkerRegistration,
    );

    vi.advanceTimersByTime(19_999);
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });
});
