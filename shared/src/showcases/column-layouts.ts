import { isUndeletableComponent, type LockableColumn } from './locks';

/** Section column layouts of the page-layout composer (spec 3 §2, §3, §4, §5). */

export const COLUMN_LAYOUTS = [
  'single',
  'two-equals',
  'one-with-left-sidebar',
  'one-with-right-sidebar',
  'three-equals',
  'one-with-two-sidebars',
] as const;
export type ColumnLayout =
  | 'single'
  | 'two-equals'
  | 'one-with-left-sidebar'
  | 'one-with-right-sidebar'
  | 'three-equals'
  | 'one-with-two-sidebars';

/**
 * Columns from the left: a left sidebar comes before the main column, a right sidebar after it; the two
 * sidebars of one-with-two-sidebars are columns 0 and 2 around the main column 1.
 */
export const COLUMN_COUNTS: Readonly<Record<ColumnLayout, number>> = {
  single: 1,
  'two-equals': 2,
  'one-with-left-sidebar': 2,
  'one-with-right-sidebar': 2,
  'three-equals': 3,
  'one-with-two-sidebars': 3,
};

export function columnCount(layout: ColumnLayout): number {
  return COLUMN_COUNTS[layout];
}

/**
 * spec 3 §4: removing a column merges the layout: three-equals becomes two-equals; two-equals and either
 * one-with-sidebar layout become single; one-with-two-sidebars becomes one-with-right-sidebar when the left
 * sidebar (0) goes, one-with-left-sidebar when the right sidebar (2) goes, and two-equals (the two sidebars)
 * when the main column (1) goes. A single column cannot be removed; an index outside the layout is an error.
 */
export function removeColumn(layout: ColumnLayout, columnIndex: number): ColumnLayout {
  const count = COLUMN_COUNTS[layout];
  if (!Number.isInteger(columnIndex) || columnIndex < 0 || columnIndex >= count) {
    throw new RangeError(`Column ${columnIndex} does not exist in layout ${layout}`);
  }
  switch (layout) {
    case 'single':
      throw new RangeError('The only column of a section cannot be removed');
    case 'two-equals':
    case 'one-with-left-sidebar':
    case 'one-with-right-sidebar':
      return 'single';
    case 'three-equals':
      return 'two-equals';
    case 'one-with-two-sidebars':
      return columnIndex === 0 ? 'one-with-right-sidebar' : columnIndex === 2 ? 'one-with-left-sidebar' : 'two-equals';
  }
}

/**
 * spec 3 §4, §5: delete-column is hidden when the section has only one column or the active column holds an
 * undeletable component (can_remove false, the video-feedback text component); a locked column cannot be
 * deleted either.
 */
export function canDeleteColumn(layout: ColumnLayout, column: LockableColumn): boolean {
  return COLUMN_COUNTS[layout] > 1 && column.locked !== true && !column.components.some(isUndeletableComponent);
}

/**
 * Removes a column from a section: the merged layout and the remaining columns. The removed column goes with
 * its components (deleting a column deletes what is in it; undeletable content hides the button, see
 * canDeleteColumn). The first column is active by default (spec 3 §4), so the result's active column is 0.
 */
export function removeSectionColumn<C>(
  section: { layout: ColumnLayout; columns: readonly C[] },
  columnIndex: number,
): { layout: ColumnLayout; columns: C[]; activeColumn: 0 } {
  const layout = removeColumn(section.layout, columnIndex);
  return { layout, columns: section.columns.filter((_, index) => index !== columnIndex), activeColumn: 0 };
}
