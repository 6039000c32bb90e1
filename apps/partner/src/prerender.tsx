import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { paths } from './config/paths';
import { SignInPage } from './features/auth/sign-in-page';
import { PrerenderingProvider } from './lib/prerendered';

/** The sign-in screen as HTML, for index.html (scripts/prerender.mjs runs it after the build). */
export function render(): string {
  return renderToString(
    <PrerenderingProvider value={true}>
      <AppProviders>
        <MemoryRouter initialEntries={[paths.signIn]}>
          <SignInPage />
        </MemoryRouter>
      </AppProviders>
    </PrerenderingProvider>,
  );
}
