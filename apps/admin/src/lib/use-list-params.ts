import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams<F extends string> {
  page: number;
  sort: string | undefined;
  order: 'asc' | 'desc' | undefined;
  filters: Record<F, string>;
}

/**
 * A list's page, sort and filters live in the address (?page=2&sort=nome&nome=acme): a reload,
 * the back button and a shared link show the same page. Changing a filter goes back to page 1.
 */
export function useListParams<F extends string>(filterNames: readonly F[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = filterNames.join(',');

  const params = useMemo<ListParams<F>>(() => {
    const page = Number(searchParams.get('page'));
    const order = searchParams.get('order');
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      sort: searchParams.get('sort') ?? undefined,
      order: order === 'asc' || order === 'desc' ? order : undefined,
      filters: Object.fromEntries(
        key
          .split(',')
          .filter(Boolean)
          .map((name) => [name, searchParams.get(name) ?? '']),
      ) as Record<F, string>,
    };
  }, [searchParams, key]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, resetPage: boolean) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return {
    ...params,
    /** The list's sort when it names one of `fields`, else `fallback` ascending. */
    sortBy: <S extends string>(fields: readonly S[], fallback: S) => ({
      field: fields.find((f) => f === params.sort) ?? fallback,
      order: params.order ?? ('asc' as const),
    }),
    setPage: (page: number) => update({ page: page > 1 ? page : undefined }, false),
    setSort: (sort: { field: string; order: 'asc' | 'desc' } | undefined) =>
      update({ sort: sort?.field, order: sort?.order }, true),
    setFilter: (name: F, value: string) => update({ [name]: value }, true),
    setFilters: (values: Partial<Record<F, string>>) => update(values, true),
  };
}

/** What `useListParams` gives a list page: its address state and the setters. */
export type ListState<F extends string = string> = ReturnType<typeof useListParams<F>>;
