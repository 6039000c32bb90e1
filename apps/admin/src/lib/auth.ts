import { type AdminAction, type AdminResource, type MeResponse } from '@clube/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from './api-client';

/** The signed-in operator, their companies and effective permissions (GET /me). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'] as const,
    // A 401 here is "not signed in", which the session guard turns into the sign-in screen.
    queryFn: ({ signal }) => adminApi('me', { signal, expectUnauthenticated: true }),
    meta: { handlesErrors: true },
    staleTime: 60_000,
    retry: false,
  });

/** The operator, under the session guard (which renders nothing until it is known). */
export function useMe(): MeResponse {
  const { data } = useQuery(meQueryOptions());
  if (!data) throw new Error('useMe outside the session guard');
  return data;
}

/** What the console shows: the server decides again on every call (can(), server side). */
export function can(me: MeResponse, resource: AdminResource, action: AdminAction): boolean {
  return me.permissions[resource]?.includes(action) ?? false;
}

export function useCan(resource: AdminResource, action: AdminAction): boolean {
  return can(useMe(), resource, action);
}
