import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export const memberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['getMember', { id }] as const,
    queryFn: ({ signal }) => adminApi('getMember', { params: { id }, signal }),
    meta: { handlesErrors: true },
  });

export const useMember = (id: number) => useQuery(memberQueryOptions(id));
