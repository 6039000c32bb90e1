import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/** The operators filter: every operator the audit reader may pick (admins only list operators). */
export const auditOperatorsQueryOptions = () =>
  queryOptions({
    queryKey: ['listOperators', { perPage: 100, sort: 'name' }] as const,
    queryFn: ({ signal }) =>
      adminApi('listOperators', { query: { perPage: 100, sort: 'name' }, signal }),
    meta: { handlesErrors: true },
    staleTime: 5 * 60_000,
  });
