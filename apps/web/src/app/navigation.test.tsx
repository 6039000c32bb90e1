import { act, render, screen } from '@testing-library/react';
import {
  Outlet,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type RouteObject,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RootLayout } from './components/root-layout';
import {
  AppRouter,
  FIRST_SCREEN_WAIT_MS,
  lazyRoute,
  prepareNavigation,
  startFirstScreen,
} from './navigation';

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

/** The routes of a test: a first screen, and a lazy screen inside a lazy shell. */
function testRoutes() {
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
  return { routes, shell, next, early };
}

function setUp(path: string) {
  const { routes, ...chunks } = testRoutes();
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  void prepareNavigation(routes, history.location);
  render(<AppRouter history={history} routes={routes} />);
  return { history, ...chunks };
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
    expect(early).toHaveBeenCalledWith('/next');
    expect(screen.getByRole('heading', { name: 'Primeira tela' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();

    await next.arrive();
    await shell.arrive();
    expect(await screen.findByRole('heading', { name: 'Próxima tela' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(document.title).toBe('Próxima · Clube');
  });

  it('opens straight on a lazy screen whose code has arrived before the first render: no spinner', async () => {
    const { routes, shell, next } = testRoutes();
    const history = createMemoryHistory({ initialEntries: ['/next'], v5Compat: true });
    const loaded = prepareNavigation(routes, history.location);
    let settled = false;
    void loaded.then(() => (settled = true));
    await shell.arrive();
    expect(settled).toBe(false);
    await next.arrive();
    await loaded;
    expect(settled).toBe(true);

    render(<AppRouter history={history} routes={routes} />);
    // In the very first commit: never a spinner in between.
    expect(screen.getByRole('heading', { name: 'Próxima tela' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.title).toBe('Próxima · Clube');
  });

  it('lets the app render once the first screen has its code, or after FIRST_SCREEN_WAIT_MS', async () => {
    vi.useFakeTimers();
    const first = testRoutes();
    let arrived = false;
    const history = createMemoryHistory({ initialEntries: ['/next'], v5Compat: true });
    void startFirstScreen(first.routes, history.location).then(() => (arrived = true));
    expect(first.early).toHaveBeenCalledTimes(1);
    await first.shell.arrive();
    expect(arrived).toBe(false);
    await first.next.arrive();
    expect(arrived).toBe(true);

    const slow = testRoutes();
    let waited = false;
    void startFirstScreen(slow.routes, history.location).then(() => (waited = true));
    await act(() => vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1));
    expect(waited).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(waited).toBe(true);
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
