import { RouterProvider } from 'react-router/dom';
import { UpdatePrompt } from '../features/pwa/components/update-prompt';
import { AppProviders } from './providers';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppProviders>
  );
}
