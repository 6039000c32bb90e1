import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { paths } from './config/paths';
import { LoginPage } from './features/auth/pages/login-page';
import { PrerenderingProvider } from './lib/prerendered';

/** The login page as HTML, for index.html (scripts/prerender.mjs runs it after the build). */
export function render(): string {
  return renderToString(
    <PrerenderingProvider value={true}>
      {/* Without the app's providers: the theme and the toasts come with the app (no company yet). */}
      <MemoryRouter initialEntries={[paths.login]}>
        <LoginPage />
      </MemoryRouter>
    </PrerenderingProvider>,
  );
}
