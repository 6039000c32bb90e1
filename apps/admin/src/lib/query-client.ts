import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-error';
import { toast } from './toast';

interface AdminQueryMeta extends Record<string, unknown> {
  /** The screen shows this call's failures itself (inline); skip the toast. */
  handlesErrors?: boolean;
  /** A mutation's success toast. */
  success?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AdminQueryMeta;
    mutationMeta: AdminQueryMeta;
  }
}

const isEndedSession = (error: unknown) => error instanceof ApiError && error.status === 401;

function shouldRetry(failureCount: number, error: unknown): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !clientError && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesErrors && !isEndedSession(error)) toast.error(errorMessage(error));
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.success) toast.success(mutation.meta.success);
      },
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors && !isEndedSession(error))
          toast.error(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
