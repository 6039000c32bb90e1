import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { serviceWorker as ServiceWorkerStub } from '../../../../test/pwa-register-stub';

/** The registration is once per page: each test loads the modules afresh, as a new page would. */
let serviceWorker: typeof ServiceWorkerStub;
async function loadPrompt() {
  const { UpdatePrompt } = await import('./update-prompt');
  return UpdatePrompt;
}

beforeEach(async () => {
  vi.resetModules();
  ({ serviceWorker } = await import('../../../../test/pwa-register-stub'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('update prompt (docs/product.md#installed-app-and-updates)', () => {
  it('stays hidden while no new version is waiting', async () => {
    const UpdatePrompt = await loadPrompt();
    const { container } = render(<UpdatePrompt />);
    await Promise.resolve();
    expect(container).toBeEmptyDOMElement();
  });

  it('offers the waiting version and applies it on the button', async () => {
    serviceWorker.waiting = true;
    const UpdatePrompt = await loadPrompt();
    render(<UpdatePrompt />);
    expect(
      await screen.findByRole('dialog', { name: 'Atualização do Aplicativo!' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar Aplicativo' }));
    expect(serviceWorker.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('registers once, however often the prompt is rendered', async () => {
    const UpdatePrompt = await loadPrompt();
    const first = render(<UpdatePrompt />);
    first.unmount();
    render(<UpdatePrompt />);
    expect(serviceWorker.registrations).toBe(1);
  });

  it('looks for a new version every 20 seconds once registered', async () => {
    const UpdatePrompt = await loadPrompt();
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
