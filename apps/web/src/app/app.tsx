import { lazy, Suspense, type ComponentType } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { useAfterFirstScreen } from '../lib/after-first-screen';
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
 * The service worker and its update prompt come after the first screen is shown: it never waits
 * for them, nor shares the phone's connection with them (lib/after-first-screen.ts).
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

export function App() {
  const afterFirstScreen = useAfterFirstScreen();
  return (
    <AppProviders>
      <AppRouter history={history} routes={routes} />
      <OfflineBarWithQueryLayer />
      {afterFirstScreen && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </AppProviders>
  );
}
