import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { AppRouter, prepareNavigation } from '../src/app/navigation';
import { AppProviders } from '../src/app/providers';
import { routes } from '../src/app/router';

/**
 * The real route tree, router and providers, started at `path` (the service-worker prompt is left
 * out). `history.location` is where the app is.
 */
export function renderApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  prepareNavigation(routes, history.location);
  const view = render(
    <AppProviders>
      <AppRouter history={history} routes={routes} />
    </AppProviders>,
  );
  return { ...view, history };
}
