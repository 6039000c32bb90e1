import type { ListCompaniesQuery } from '@clube/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export const companiesQueryOptions = (query: ListCompaniesQuery) =>
  queryOptions({
    queryKey: ['listCompanies', query] as const,
    queryFn: ({ signal }) => adminApi('listCompanies', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useCompanies = (query: ListCompaniesQuery) => useQuery(companiesQueryOptions(query));
