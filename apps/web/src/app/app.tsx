import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { useQueryLayerLoaded } from './query-layer';
import { createRouter } from './router';

const router = createRouter();

/** The service worker and its update prompt come after the first screen, never before it. */
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

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <OfflineBarWithQueryLayer />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </AppProviders>
  );
}
