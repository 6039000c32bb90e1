import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/*
 * public/push-handler.js, the service worker's part for pushed notices, run against a stand-in for
 * the worker's global scope: what a push shows, and where a tap goes.
 */

const ORIGIN = 'https://clube.example.com.br';
const source = readFileSync(join(__dirname, '../public/push-handler.js'), 'utf8');

interface FakeClient {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function worker(windows: { url: string; focused?: boolean }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const list: FakeClient[] = windows.map((w) => {
    const client: FakeClient = {
      url: w.url,
      focused: w.focused ?? false,
      focus: vi.fn(async () => client),
      navigate: vi.fn(async () => client),
    };
    return client;
  });
  const scope = {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => list),
      openWindow: vi.fn(async () => null),
    },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    clubePush: undefined as unknown,
  };
  new Function('self', source)(scope);
  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, event: object) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  }
  return { scope, windows: list, dispatch };
}

const payload = {
  id: 42,
  titulo: 'Fatura vencida',
  texto: 'Sua fatura de R$ 89,90 venceu em 01/12/2026.',
  icone: '/media/logo-azul.png',
  url: '/auth/notices?aviso=42',
};

describe('a pushed notice', () => {
  it('shows its title and text with the company’s icon', async () => {
    const { scope, dispatch } = worker();
    await dispatch('push', { data: { json: () => payload } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Fatura vencida', {
      body: 'Sua fatura de R$ 89,90 venceu em 01/12/2026.',
      icon: '/media/logo-azul.png',
      badge: '/pwa-192x192.png',
      lang: 'pt-BR',
      tag: 'aviso-42',
      data: { url: '/auth/notices?aviso=42' },
    });
  });

  it('never takes the member out of the app, whatever the payload says', async () => {
    const { scope, dispatch } = worker();
    await dispatch('push', {
      data: {
        json: () => ({ ...payload, url: 'https://outro.example/golpe', icone: '//x/y.png' }),
      },
    });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Fatura vencida',
      expect.objectContaining({ icon: '/pwa-192x192.png', data: { url: '/auth/notices' } }),
    );
  });
});

describe('a tap on the notification', () => {
  const tap = (url: string) => ({
    notification: { close: vi.fn(), data: { url } },
  });

  it('opens the notice in a new window when the app is not open', async () => {
    const { scope, dispatch } = worker();
    const event = tap('/auth/notices?aviso=42');
    await dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/auth/notices?aviso=42`);
  });

  it('reuses the app’s open window (the focused one first), taking it to the notice', async () => {
    const { scope, windows, dispatch } = worker([
      { url: 'https://outro.example/' },
      { url: `${ORIGIN}/auth/home` },
      { url: `${ORIGIN}/auth/profile`, focused: true },
    ]);
    await dispatch('notificationclick', tap('/auth/notices?aviso=42'));
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
    expect(windows[2]!.focus).toHaveBeenCalled();
    expect(windows[2]!.navigate).toHaveBeenCalledWith(`${ORIGIN}/auth/notices?aviso=42`);
    expect(windows[0]!.focus).not.toHaveBeenCalled();
    expect(windows[1]!.navigate).not.toHaveBeenCalled();
  });

  it('ignores a window of another site and opens its own', async () => {
    const { scope, windows, dispatch } = worker([{ url: 'https://outro.example/' }]);
    await dispatch('notificationclick', tap('/auth/notices?aviso=7'));
    expect(windows[0]!.focus).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/auth/notices?aviso=7`);
  });
});
