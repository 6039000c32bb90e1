import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { useCompanyTheme } from '../lib/theme';
import { Toaster } from '../lib/toast';

export function AppProviders({ children }: { children: ReactNode }) {
  useCompanyTheme();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
