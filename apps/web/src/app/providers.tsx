import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { Toaster } from '../lib/toast';
import { useCompanyTheme } from './use-company-theme';

export function AppProviders({ children }: { children: ReactNode }) {
  useCompanyTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
