import type { AuditListQuery } from '@clube/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export const auditQueryOptions = (query: Partial<AuditListQuery>) =>
  queryOptions({
    queryKey: ['listAudit', query] as const,
    queryFn: ({ signal }) => adminApi('listAudit', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useAudit = (query: Partial<AuditListQuery>) => useQuery(auditQueryOptions(query));

/** The operators filter: every operator the audit reader may pick (admins only list operators). */
export const auditOperatorsQueryOptions = () =>
  queryOptions({
    queryKey: ['listOperators', { perPage: 100, sort: 'name' }] as const,
    queryFn: ({ signal }) =>
      adminApi('listOperators', { query: { perPage: 100, sort: 'name' }, signal }),
    meta: { handlesErrors: true },
    staleTime: 5 * 60_000,
  });
