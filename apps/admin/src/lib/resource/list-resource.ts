import type { AdminEndpointName, AdminRequestQuery } from '@clube/contract/admin';
import { useListParams, type ListState } from '../use-list-params';
import { useResource } from './resource';

/** How a list page reads its endpoint: filters in the address, sort, page size. */
export interface ListDefinition<N extends AdminEndpointName, F extends string, S extends string> {
  /** The filters kept in the address (`?q=ana&status=active`). */
  filters: readonly F[];
  /** The columns the server sorts by, and the one used when the address names none. */
  sort?: { fields: readonly S[]; fallback: S; order?: 'asc' | 'desc' };
  perPage: number;
  /** The endpoint's query for the address's filters (only valid values; '' means unset). */
  query?: (filters: Record<F, string>) => Partial<AdminRequestQuery<N>>;
  /** The path's ids, for lists under a resource (a partner's staff). */
  params?: Record<string, number>;
}

/**
 * One list page: its state in the address (`useListParams`), the server's page for that state, and
 * what `ListTable` needs, as `table` to spread on it.
 */
export function useListResource<N extends AdminEndpointName, F extends string, S extends string>(
  name: N,
  definition: ListDefinition<N, F, S>,
) {
  const list: ListState<F> = useListParams(definition.filters);
  const sort = definition.sort
    ? {
        ...list.sortBy(definition.sort.fields, definition.sort.fallback),
        order: list.order ?? definition.sort.order ?? 'asc',
      }
    : undefined;
  const query = {
    ...definition.query?.(list.filters),
    ...(sort ? { sort: sort.field, order: sort.order } : {}),
    page: list.page,
    perPage: definition.perPage,
  } as AdminRequestQuery<N>;
  const result = useResource(
    name,
    { query, ...(definition.params ? { params: definition.params } : {}) },
    { keepPrevious: true },
  );
  return {
    list,
    query: result,
    table: { list, query: result, sort, pageSize: definition.perPage },
  };
}

/** The address's value when it is one of `allowed`, else unset. */
export const oneOf = <T extends string>(allowed: readonly T[], value: string): T | undefined =>
  (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
