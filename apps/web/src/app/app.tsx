import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { AppRouter, startFirstScreen } from './navigation';
import { AppProviders } from './providers';
import { useQueryLayerLoaded } from './query-layer';
import { routes } from './router';

const history = createBrowserHistory({ v5Compat: true });
/** The first screen's code and calls start now; React renders once its code is there (main.tsx). */
export const firstScreenReady = startFirstScreen(routes, history.location);

/** Nothing, for a chunk that could not load (the connection dropped): the app goes on without it. */
const Nothing: ComponentType = () => null;

function lazyOrNothing(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      return { default: Nothing };
    }
  });
}

/**
 * The service worker and its update prompt come after the page has loaded: the first screen never
 * waits for them, nor shares the phone's connection with them.
 */
const UpdatePrompt = lazyOrNothing(() =>
  import('../features/pwa/components/update-prompt').then((m) => m.UpdatePrompt),
);

const OfflineBar = lazyOrNothing(() =>
  import('./components/query-layout').then((m) => m.OfflineBarWithQueries),
);

/**
 * The offline bar refetches the screen's answers when the connection is back, so it comes with the
 * query layer: on every screen but the login page, which keeps nothing for offline use.
 */
function OfflineBarWithQueryLayer() {
  const loaded = useQueryLayerLoaded();
  return loaded ? (
    <Suspense fallback={null}>
      <OfflineBar />
    </Suspense>
  ) : null;
}

function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

export function App() {
  const afterLoad = useAfterLoad();
  return (
    <AppProviders>
      <AppRouter history={history} routes={routes} />
      <OfflineBarWithQueryLayer />
      {afterLoad && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </AppProviders>
  );
}
