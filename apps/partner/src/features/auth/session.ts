import { useQuery } from '@tanstack/react-query';
import { partnerApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The signed-in staff account and its partner; a 401 means nobody is signed in here. */
export function useSession() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => partnerApi('me', { signal, expectUnauthenticated: true }),
    staleTime: Infinity,
    retry: false,
  });
}
