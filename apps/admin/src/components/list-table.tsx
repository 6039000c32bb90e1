import type { RowData } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListState } from '../lib/use-list-params';
import { DataTable, type DataTableProps } from './data-table';

type Page<T> = { data: T[]; total: number };

type ListTableProps<T extends RowData> = Omit<
  DataTableProps<T>,
  | 'rows'
  | 'total'
  | 'page'
  | 'onPageChange'
  | 'onSortChange'
  | 'isLoading'
  | 'isFetching'
  | 'error'
  | 'onRetry'
> & {
  /** The page, sort and filters in the address (`useListParams`). */
  list: Pick<ListState, 'page' | 'setPage' | 'setSort'>;
  /** The server's page of rows for that state. */
  query: UseQueryResult<Page<T>>;
};

/** A list page's table: the server's `{ data, total }` for the address's page and sort. */
export function ListTable<T extends RowData>({ list, query, ...table }: ListTableProps<T>) {
  return (
    <DataTable
      {...table}
      rows={query.data?.data}
      total={query.data?.total}
      page={list.page}
      onPageChange={list.setPage}
      onSortChange={table.sort ? list.setSort : undefined}
      isLoading={query.isPending}
      isFetching={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
