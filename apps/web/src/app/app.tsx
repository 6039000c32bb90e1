import { RouterProvider } from 'react-router/dom';
import { OfflineBar } from '../features/pwa/components/offline-bar';
import { UpdatePrompt } from '../features/pwa/components/update-prompt';
import { AppProviders } from './providers';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <OfflineBar />
      <UpdatePrompt />
    </AppProviders>
  );
}
