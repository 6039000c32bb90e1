import {
  Component,
  createContext,
  createElement,
  lazy,
  useContext,
  useLayoutEffect,
  useState,
  useTransition,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  matchRoutes,
  Router,
  useRoutes,
  type Location,
  type RouteObject,
  type UNSAFE_createBrowserHistory,
} from 'react-router';
import { DocumentTitle } from './document-title';
import { RouteErrorPage } from './routes/route-error-page';

/*
 * React Router in its declarative form (<Router> + useRoutes), with the few things this app took
 * from the data router done here (decision 055): each matched route's code is downloaded at once
 * when a navigation starts (not one nested chunk after another), a screen's first calls start with
 * it (decision 021), the next screen renders in a transition (the current one stays until it is
 * ready, with a bar), the document title comes from the matched routes, and a screen that fails to
 * render shows the route error page.
 */

/** What a route declares in its `handle`. */
export interface RouteHandle {
  /** The screen's name, shown as the document title ("Parceiros · Clube"). */
  title?: string;
  /** Downloads the route's code (a lazy route, `lazyRoute`). */
  load?: () => Promise<unknown>;
  /** Starts the first calls of the screen at `path` as a navigation there starts (decision 021). */
  early?: (path: string) => void;
}

export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

function handleOf(route: RouteObject): RouteHandle {
  return (route.handle ?? {}) as RouteHandle;
}

export interface LazyRoute {
  element: ReactNode;
  handle: RouteHandle;
}

/**
 * A route whose element is a chunk of its own, rendered with `props`: downloaded once, as soon as a
 * navigation matches the route (`handle.load`, prepareNavigation). Once its code has arrived it
 * renders at once; React.lazy alone suspends on its first render even then, so the first screen
 * would show the spinner for at least 300 ms (React's throttle on revealing a suspended screen)
 * although its code came with the app's entry (main.tsx, decision 058). Before that, React.lazy
 * suspends until it arrives, and a chunk that fails is thrown to the route error boundary.
 */
export function lazyRoute<P extends object>(
  load: () => Promise<ComponentType<P>>,
  props: P,
): LazyRoute {
  let loaded: ComponentType<P> | undefined;
  let module: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (module ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Route(routeProps: P) {
    // `loaded` is set before Lazy resolves, so Lazy never commits and this never swaps a mounted
    // screen for another element.
    return loaded ? createElement(loaded, routeProps) : createElement(Lazy, routeProps);
  }
  return { element: <Route {...props} />, handle: { load: preload } };
}

/**
 * Every matched route's code starts downloading at once, and the screen's first calls with it.
 * Settles once that code has arrived or failed (a failure is shown where the route renders).
 */
export function prepareNavigation(routes: RouteObject[], location: Location): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const { load, early } = handleOf(route);
    if (load) loads.push(load());
    early?.(location.pathname);
  }
  return Promise.allSettled(loads).then(() => undefined);
}

/**
 * How long the app waits for the first screen's code before React renders the spinner instead.
 * The route's page downloads that code with the entry (decision 058), so it is usually there
 * already; a spinner rendered meanwhile would stay at least 300 ms (React's throttle on revealing
 * a suspended screen), longer than the screen takes.
 */
export const FIRST_SCREEN_WAIT_MS = 1000;

/**
 * Starts the first screen (prepareNavigation) and settles once its code is there (or failed), or
 * after FIRST_SCREEN_WAIT_MS: when React may render it (main.tsx).
 */
export function startFirstScreen(routes: RouteObject[], location: Location): Promise<void> {
  return Promise.race([
    prepareNavigation(routes, location),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
}

const NavigationPending = createContext(false);

/** True while the next screen's code downloads (the current screen stays meanwhile). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}

interface BoundaryProps {
  /** A new location clears the error: the member can leave a screen that failed. */
  resetKey: string;
  children: ReactNode;
}

class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The app's router: `history` is the browser's (app.tsx) or a memory one (tests). */
export function AppRouter({ history, routes }: { history: AppHistory; routes: RouteObject[] }) {
  const [pending, startTransition] = useTransition();
  const [{ action, location }, setState] = useState({
    action: history.action,
    location: history.location,
  });
  useLayoutEffect(
    () =>
      history.listen((update) => {
        void prepareNavigation(routes, update.location);
        startTransition(() => setState({ action: update.action, location: update.location }));
      }),
    [history, routes],
  );
  const titles = (matchRoutes(routes, location) ?? []).map(({ route }) => handleOf(route).title);
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={location} navigationType={action} navigator={history}>
        <DocumentTitle titles={titles} />
        <RouteErrorBoundary resetKey={location.pathname}>
          <AppRoutes routes={routes} />
        </RouteErrorBoundary>
      </Router>
    </NavigationPending.Provider>
  );
}
