import {
  Component,
  createContext,
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
  /** Starts the screen's first calls as a navigation to it starts (decision 021). */
  early?: () => void;
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
 * A route whose element is a chunk of its own, rendered with `props`: React.lazy, downloaded once,
 * as soon as a navigation matches the route (`handle.load`, prepareNavigation).
 */
export function lazyRoute<P extends object>(
  load: () => Promise<ComponentType<P>>,
  props: P,
): LazyRoute {
  let module: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (module ??= load().then((loaded) => ({ default: loaded })));
  const Lazy = lazy(preload) as ComponentType<P>;
  return { element: <Lazy {...props} />, handle: { load: preload } };
}

/** Every matched route's code starts downloading at once, and the screen's first calls with it. */
export function prepareNavigation(routes: RouteObject[], location: Location): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const { load, early } = handleOf(route);
    // A chunk that fails is reported where it is rendered (RouteErrorBoundary).
    load?.().catch(() => undefined);
    early?.();
  }
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
        prepareNavigation(routes, update.location);
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
