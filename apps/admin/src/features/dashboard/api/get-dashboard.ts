import type { DashboardQuery } from '@clube/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export const dashboardQueryOptions = (query: DashboardQuery) =>
  queryOptions({
    queryKey: ['getDashboard', query] as const,
    queryFn: ({ signal }) => adminApi('getDashboard', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useDashboard = (query: DashboardQuery) => useQuery(dashboardQueryOptions(query));
