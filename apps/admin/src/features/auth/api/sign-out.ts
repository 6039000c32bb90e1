import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/** Ends the session on the server; the console forgets every answer it kept. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi('signOut', { expectUnauthenticated: true }),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.clear(),
  });
}
