import type { ReactNode } from 'react';
import tableStyles from '../../../components/data-table.module.css';
import styles from './card-records.module.css';

export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's actions: right-aligned, never wrapped under the data. */
  actions?: boolean;
}

/** A card's records as a table (all of them, no paging): one row each, actions in the last cell. */
export function RecordTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: RecordColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <div className={`${tableStyles.wrap} ${tableStyles.scroll}`}>
      <table className={tableStyles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.actions ? styles.actions : undefined}>
                {c.actions ? <span className="visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} className={c.actions ? styles.actions : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A value the record does not have: a dash, read as "não informado". */
export function Missing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">não informado</span>
    </>
  );
}
