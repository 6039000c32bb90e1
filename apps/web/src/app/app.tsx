import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { useQueryLayerLoaded } from './query-layer';
import { createRouter } from './router';

const router = createRouter();

/**
 * The service worker and its update prompt come after the page has loaded: the first screen never
 * waits for them, nor shares the phone's connection with them.
 */
const UpdatePrompt = lazy(() =>
  import('../features/pwa/components/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);

const OfflineBar = lazy(() =>
  import('./components/query-layout').then((m) => ({ default: m.OfflineBarWithQueries })),
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
      <RouterProvider router={router} />
      <OfflineBarWithQueryLayer />
      {afterLoad && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </AppProviders>
  );
}
