import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getFaqTotal(signal?: AbortSignal) {
  return api('getFaqTotal', undefined, { signal });
}

/** The club's FAQ, the same for every member: categories with their questions and HTML answers. */
export function getFaqTotalQueryOptions() {
  return queryOptions({
    queryKey: ['getFaqTotal'],
    queryFn: ({ signal }) => getFaqTotal(signal),
  });
}

export function useFaqTotal() {
  return useQuery(getFaqTotalQueryOptions());
}
