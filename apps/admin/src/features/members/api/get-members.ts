import type { ListMembersQuery } from '@clube/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export const membersQueryOptions = (query: ListMembersQuery) =>
  queryOptions({
    queryKey: ['listMembers', query] as const,
    queryFn: ({ signal }) => adminApi('listMembers', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useMembers = (query: ListMembersQuery) => useQuery(membersQueryOptions(query));
