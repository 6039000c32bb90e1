import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { AppRoutes } from '../src/app/router';
import { createQueryClient } from '../src/lib/query-client';
import { setSessionHint } from '../src/lib/session-hint';
import { stubApi, type Answers } from './fake-api';

/** The whole counter app (real router, providers and screens) at a path, over the fake server. */
export function renderApp(path: string, answers: Answers) {
  // A browser that signed in here before asks the server who it is; one that did not goes
  // straight to the sign-in screen.
  setSessionHint(answers.me !== undefined);
  const fetchMock = stubApi(answers);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user, queryClient, fetchMock };
}
