import { act, render, screen } from '@testing-library/react';
import {
  Outlet,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type RouteObject,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RootLayout } from './components/root-layout';
import { AppRouter, lazyRoute, prepareNavigation } from './navigation';

/** A chunk that arrives when the test says so. */
function deferredChunk(name: string) {
  let arrive!: () => void;
  let fail!: () => void;
  const chunk = new Promise<() => React.JSX.Element>((resolve, reject) => {
    arrive = () => resolve(() => <h1>{name}</h1>);
    fail = () => reject(new Error('chunk failed'));
  });
  const load = vi.fn(() => chunk);
  return { load, arrive: () => act(arrive), fail: () => act(fail) };
}

function Layout() {
  return (
    <section aria-label="shell">
      <Outlet />
    </section>
  );
}

function setUp(path: string) {
  const shell = deferredChunk('shell');
  const next = deferredChunk('Próxima tela');
  const early = vi.fn();
  const shellRoute = lazyRoute(() => shell.load().then(() => Layout), {});
  const nextRoute = lazyRoute(next.load, {});
  const routes: RouteObject[] = [
    {
      element: <RootLayout />,
      children: [
        { index: true, element: <h1>Primeira tela</h1>, handle: { title: 'Primeira' } },
        {
          ...shellRoute,
          children: [
            {
              path: 'next',
              element: nextRoute.element,
              handle: { ...nextRoute.handle, title: 'Próxima', early },
            },
          ],
        },
      ],
    },
  ];
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  prepareNavigation(routes, history.location);
  render(<AppRouter history={history} routes={routes} />);
  return { history, shell, next, early };
}

describe('app router (decision 055)', () => {
  it('downloads every matched route at once, keeps the screen with a bar meanwhile, then names the next', async () => {
    const { history, shell, next, early } = setUp('/');
    expect(await screen.findByRole('heading', { name: 'Primeira tela' })).toBeInTheDocument();
    expect(document.title).toBe('Primeira · Clube');
    expect(shell.load).not.toHaveBeenCalled();

    act(() => history.push('/next'));
    // The shell and the screen inside it are asked for together, not one after the other; the
    // screen's first calls start with them.
    expect(shell.load).toHaveBeenCalledTimes(1);
    expect(next.load).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Primeira tela' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();

    await next.arrive();
    await shell.arrive();
    expect(await screen.findByRole('heading', { name: 'Próxima tela' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(document.title).toBe('Próxima · Clube');
  });

  it('opens on a lazy screen with a spinner, and shows the error page when its code fails to load', async () => {
    const { history, shell, next } = setUp('/next');
    expect(shell.load).toHaveBeenCalledTimes(1);
    expect(next.load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await shell.arrive();
    await next.fail();
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível abrir esta tela.' }),
    ).toBeInTheDocument();

    // Leaving the failed screen clears the error.
    act(() => history.push('/'));
    expect(await screen.findByRole('heading', { name: 'Primeira tela' })).toBeInTheDocument();
  });
});
