/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the table's roles are restated on purpose: the phone layout changes the elements' display, which drops
   their implicit roles in some browsers. */
import { lazy, Suspense, type Key, type ReactNode } from 'react';

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** A column of action buttons (kept narrow on wide screens). */
  actions?: boolean;
  /** Its header is for screen readers only. */
  hiddenHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
}

const LazyVirtualDataTable = lazy(() => import('./virtual-data-table')) as <Row>(
  props: DataTableProps<Row>,
) => ReactNode;

/**
 * A table on wide screens; on a phone every row becomes a card whose cells carry their column's name (CSS:
 * `data-label`). The ARIA table roles are explicit because changing a table's display drops its semantics in
 * some browsers. `virtualFrom`: from that many rows, only the rows near the window are drawn
 * (virtual-data-table.tsx).
 */
export function DataTable<Row>(props: DataTableProps<Row> & { virtualFrom?: number }) {
  const { caption, columns, rows, rowKey, virtualFrom } = props;
  // A long table draws only the rows near the window, with the virtualiser loaded then (not on every screen
  // that shows a table); until it arrives, the whole table as usual.
  if (virtualFrom !== undefined && rows.length >= virtualFrom)
    return (
      <Suspense fallback={<DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />}>
        <LazyVirtualDataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
      </Suspense>
    );
  return (
    <table className="data-table" role="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.id} scope="col" role="columnheader">
              {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row">
            {columns.map((column) => (
              <td
                key={column.id}
                role="cell"
                data-label={column.hiddenHeader ? undefined : column.header}
                className={column.actions ? 'data-table__actions' : undefined}
              >
                {column.actions ? <div className="button-row">{column.cell(row)}</div> : column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
