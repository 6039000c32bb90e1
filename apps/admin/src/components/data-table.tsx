import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { formatCount } from '../lib/format';
import { Button } from './button';
import styles from './data-table.module.css';
import { EmptyState, ErrorState, Loading } from './state-message';

export const tableFeaturesWithSorting = tableFeatures({ rowSortingFeature });
type Features = typeof tableFeaturesWithSorting;

/** A column of a console table; `enableSorting: false` for columns the server cannot sort by. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- cells of any value type share one list
export type Column<T extends RowData> = ColumnDef<Features, T, any>;

/** The server's page: `{ data, total }` (one API shape, decision 037). */
export interface Sort {
  field: string;
  order: 'asc' | 'desc';
}

export interface DataTableProps<T extends RowData> {
  /** What the table lists, for screen readers ('Empresas'). */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  total: number | undefined;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort?: Sort | undefined;
  onSortChange?: (sort: Sort | undefined) => void;
  getRowId: (row: T) => string;
  isLoading: boolean;
  isFetching?: boolean;
  error: unknown;
  onRetry?: () => void;
  empty: ReactNode;
  /** A row the operator can open: the row's first cell should hold the link itself. */
  rowLabel?: (row: T) => string;
}

const toSorting = (sort: Sort | undefined): SortingState =>
  sort ? [{ id: sort.field, desc: sort.order === 'desc' }] : [];

/**
 * Server-side table: the server sorts and pages (manualSorting), TanStack Table only shapes the
 * headers and cells. Sorting is a button in each sortable header, announced with aria-sort.
 */
export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  sort,
  onSortChange,
  getRowId,
  isLoading,
  isFetching = false,
  error,
  onRetry,
  empty,
}: DataTableProps<T>) {
  const sorting = toSorting(sort);
  const table = useTable({
    features: tableFeaturesWithSorting,
    columns,
    data: rows ?? EMPTY,
    getRowId: (row: T) => getRowId(row),
    manualSorting: true,
    enableSortingRemoval: false,
    enableSorting: Boolean(onSortChange),
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSortChange?.(first ? { field: first.id, order: first.desc ? 'desc' : 'asc' } : undefined);
    },
  });

  if (isLoading) return <Loading />;
  if (error && !rows) return <ErrorState error={error} onRetry={onRetry} />;

  const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  const from = total ? (page - 1) * pageSize + 1 : 0;
  const to = Math.min(page * pageSize, total ?? 0);

  return (
    <div className={styles.wrap} aria-busy={isFetching || undefined}>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  // The server sorts: a column is sortable unless it says otherwise (it needs no
                  // accessor, which TanStack's own check asks for).
                  const canSort =
                    onSortChange !== undefined && header.column.columnDef.enableSorting !== false;
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          className={styles.sort}
                          onClick={() =>
                            onSortChange?.({
                              field: header.column.id,
                              order: sorted === 'asc' ? 'desc' : 'asc',
                            })
                          }
                        >
                          <table.FlexRender header={header} />
                          <span className={styles.arrow} aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows && rows.length === 0 ? (
          <EmptyState title="Nada encontrado.">{empty}</EmptyState>
        ) : null}
      </div>
      <nav className={styles.pager} aria-label={`Páginas de ${caption}`}>
        <p className={styles.count} aria-live="polite">
          {total
            ? `${formatCount(from)}–${formatCount(to)} de ${formatCount(total)}`
            : '0 registros'}
        </p>
        <div className={styles.pageButtons}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Anterior
          </Button>
          <span className={styles.pageOf}>
            Página {page} de {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            Próxima
          </Button>
        </div>
      </nav>
    </div>
  );
}

const EMPTY: never[] = [];

/** What `WholeListTable` reads of a query: TanStack Query's result for a `{ data }` answer. */
interface WholeListQuery<T> {
  data?: { data: T[] } | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

const onlyPage = () => {};

/** A list the server answers whole (`{ data }`), on one page, with its states from its query. */
export function WholeListTable<T extends RowData>({
  query,
  ...table
}: Pick<DataTableProps<T>, 'caption' | 'columns' | 'getRowId' | 'empty' | 'rowLabel'> & {
  query: WholeListQuery<T>;
}) {
  const rows = query.data?.data;
  return (
    <DataTable
      {...table}
      rows={rows}
      total={rows?.length}
      page={1}
      pageSize={Math.max(rows?.length ?? 0, 1)}
      onPageChange={onlyPage}
      isLoading={query.isPending}
      isFetching={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
