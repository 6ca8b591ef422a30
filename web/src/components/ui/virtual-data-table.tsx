/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the table's roles are restated on purpose, as in data-table.tsx: the phone layout changes the elements'
   display, which drops their implicit roles in some browsers. */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { DataTableProps } from './data-table';

/** Rows drawn beyond the window's edges, so keyboard focus and fast scrolling find rows already there. */
const OVERSCAN = 10;
/** A row's height before it is measured (a wide screen's one-line row; phones' cards are measured). */
const ESTIMATED_ROW = 44;

/**
 * DataTable for long tables (ADR 0028 §3: a section's progress of hundreds of students): the same markup and
 * roles, but only the rows near the window are in the page (TanStack Virtual, measuring each row, so the
 * phone's card rows keep their own heights); two hidden spacer rows hold the scroll height of the others. The
 * table says how many rows it has (`aria-rowcount`) and each row its place (`aria-rowindex`), so a screen
 * reader still announces "row 140 of 201". The page scrolls as before (the window's virtualiser).
 */
export function VirtualDataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset((body.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW,
    overscan: OVERSCAN,
    scrollMargin: offset,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? (items[0]?.start ?? 0) - offset : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - ((items[items.length - 1]?.end ?? 0) - offset) : 0;
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true" className="data-table__spacer" style={{ height }}>
        <td colSpan={columns.length} />
      </tr>
    ) : null;
  return (
    <table className="data-table" role="table" aria-rowcount={rows.length + 1}>
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row" aria-rowindex={1}>
          {columns.map((column) => (
            <th key={column.id} scope="col" role="columnheader">
              {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" ref={body}>
        {spacer(before, 'before')}
        {items.map((item) => {
          const row = rows[item.index] as Row;
          return (
            <tr
              key={rowKey(row)}
              role="row"
              aria-rowindex={item.index + 2}
              data-index={item.index}
              ref={virtualizer.measureElement}
            >
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
          );
        })}
        {spacer(after, 'after')}
      </tbody>
    </table>
  );
}

export default VirtualDataTable;
