import type { ReactNode } from 'react';
import { useCompanyTheme } from '../lib/theme';
import { Toaster } from '../lib/toast';

/**
 * What every screen shares. The query client is not here: it is loaded with the screens that read
 * the API (router.tsx, `withQueries`), so the login page does without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useCompanyTheme();
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
