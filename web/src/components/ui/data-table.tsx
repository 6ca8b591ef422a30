/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the table's roles are restated on purpose: the phone layout changes the elements' display, which drops
   their implicit roles in some browsers. */
import type { Key, ReactNode } from 'react';

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** A column of action buttons (kept narrow on wide screens). */
  actions?: boolean;
  /** Its header is for screen readers only. */
  hiddenHeader?: boolean;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
}

/**
 * A table on wide screens; on a phone every row becomes a card whose cells carry their column's name (CSS:
 * `data-label`). The ARIA table roles are explicit because changing a table's display drops its semantics in
 * some browsers.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
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
