import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['getCompany', { id }] as const,
    queryFn: ({ signal }) => adminApi('getCompany', { params: { id }, signal }),
    meta: { handlesErrors: true },
  });

export const useCompany = (id: number) => useQuery(companyQueryOptions(id));
