import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { routes } from '../src/app/router';
import { createQueryClient } from '../src/lib/query-client';
import { stubApi, type Handlers } from './fake-api';

/** Renders the whole console (real router, providers and screens) at a path, over the fake API. */
export function renderApp(path: string, handlers: Handlers) {
  stubApi(handlers);
  // The app's own client (its toasts on success and failure), without retries.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}

/** Renders one part of the console inside the app's providers (toasts, queries), over the fake API. */
export function renderWithProviders(ui: ReactNode, queryClient: QueryClient) {
  const user = userEvent.setup();
  const view = render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
  return { ...view, user };
}
