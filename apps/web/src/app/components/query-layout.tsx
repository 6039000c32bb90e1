import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfflineBar } from '../../features/pwa/components/offline-bar';
import { afterFirstScreen } from '../../lib/after-first-screen';
import { keepQueryCacheForOffline } from '../../lib/persisted-cache';
import { queryClient } from '../../lib/query-client';
import { prepareToasts } from '../../lib/toast';
import { markQueryLayerLoaded } from '../query-layer';

// Loaded with the first screen that reads the API (every screen but the login page): the copy kept
// for offline use is put back before that screen first renders.
keepQueryCacheForOffline();
markQueryLayerLoaded();
// Signed-in screens toast after their saves: the library loads once the first screen is shown,
// not with the first toast (the login page still loads it with its first toast).
afterFirstScreen(prepareToasts);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The offline bar refetches what the member sees when the connection is back. */
export function OfflineBarWithQueries() {
  return (
    <QueryProvider>
      <OfflineBar />
    </QueryProvider>
  );
}
