import { useQuery } from '@tanstack/react-query';
import { isApiError, partnerApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { hasSessionHint, setSessionHint } from '../../lib/session-hint';

/**
 * The signed-in staff account and its partner; a 401 means nobody is signed in here. Not asked
 * at all when this browser has not signed in (`enabled` false: the guard shows the sign-in screen).
 */
export function useSession() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: async ({ signal }) => {
      try {
        return await partnerApi('me', { signal, expectUnauthenticated: true });
      } catch (error) {
        if (isApiError(error, 401)) setSessionHint(false);
        throw error;
      }
    },
    enabled: hasSessionHint(),
    staleTime: Infinity,
    retry: false,
  });
}
