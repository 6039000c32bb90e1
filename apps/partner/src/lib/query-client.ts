import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

function shouldRetry(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < 1;
}

/** Screens show their own errors inline: a counter has no room for toasts that vanish. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
