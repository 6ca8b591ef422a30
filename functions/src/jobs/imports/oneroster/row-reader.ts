import type { CsvRow } from '@tessera/shared';
import type { HierarchyMessageKey } from '@tessera/shared/messages/hierarchy';
import { enumValue, FILE_NAMES, isoDate, isoInstant } from './binding';
import type { BundleIndex } from './bundle-index';
import { cell, problem } from './files';
import type { ImportItem, Problem, ReadFile, RowAction } from './types';

const STATUSES = ['active', 'tobedeleted', 'inactive'];

/**
 * Reads one row's cells and gathers its problems, each naming the file, line and column. The checks every file
 * shares (sourcedId, status, dateLastModified, a duplicate sourcedId) are made when it is built.
 */
export class RowReader {
  readonly problems: Problem[] = [];
  readonly sourcedId: string;
  readonly action: RowAction;
  readonly modifiedAt: string | null;
  private skipped = false;

  constructor(
    readonly file: string,
    readonly row: CsvRow,
    /** The line each sourcedId was first seen on in this file (from the first pass), to refuse a duplicate. */
    firstLines?: ReadonlyMap<string, number | { line: number }>,
  ) {
    this.sourcedId = this.required('sourcedId');
    const first = firstLines?.get(this.sourcedId);
    const firstLine = typeof first === 'number' ? first : first?.line;
    if (firstLine !== undefined && firstLine !== row.line)
      this.error('hierarchy.oneroster.duplicate_id', { id: this.sourcedId, line: firstLine }, 'sourcedId');
    this.action = this.status();
    const modified = this.text('dateLastModified');
    this.modifiedAt = modified === '' ? null : (isoInstant(modified) ?? null);
    if (modified !== '' && this.modifiedAt === null)
      this.warn('hierarchy.oneroster.bad_date_time', { value: modified }, 'dateLastModified');
  }

  /** blank or active: created or updated; tobedeleted (and 1.0's inactive, with a warning): removed. */
  private status(): RowAction {
    const written = this.text('status');
    if (written === '') return 'upsert';
    const status = enumValue(written, STATUSES);
    if (status === undefined) {
      this.error('hierarchy.oneroster.bad_value', { value: written, allowed: 'active, tobedeleted' }, 'status');
      return 'upsert';
    }
    if (status === 'inactive') this.warn('hierarchy.oneroster.inactive_status', {}, 'status');
    return status === 'active' ? 'upsert' : 'delete';
  }

  text(column: string): string {
    return cell(this.row, column);
  }

  error(code: HierarchyMessageKey, params: Problem['params'], column?: string): void {
    this.problems.push(problem('error', code, params, { file: this.file, line: this.row.line, column }));
  }

  warn(code: HierarchyMessageKey, params: Problem['params'], column?: string): void {
    this.problems.push(problem('warning', code, params, { file: this.file, line: this.row.line, column }));
  }

  /** The row keeps nothing in Tessera (a warning says why). */
  skip(code: HierarchyMessageKey, params: Problem['params'], column?: string): void {
    this.warn(code, params, column);
    this.skipped = true;
  }

  required(column: string): string {
    const value = this.text(column);
    if (value === '') this.error('hierarchy.oneroster.blank_value', { column }, column);
    return value;
  }

  /** An enumeration's value as the binding spells it; an error when blank (if required) or not one of them. */
  oneOf(column: string, allowed: readonly string[], required = true): string | undefined {
    const written = required ? this.required(column) : this.text(column);
    if (written === '') return undefined;
    const value = enumValue(written, allowed);
    if (value === undefined)
      this.error('hierarchy.oneroster.bad_value', { value: written, allowed: allowed.join(', ') }, column);
    return value;
  }

  /** YYYY-MM-DD; an error when blank (if required) or not a date. */
  date(column: string, required: boolean): string | null {
    const written = required ? this.required(column) : this.text(column);
    if (written === '') return null;
    const date = isoDate(written);
    if (date === undefined) this.error('hierarchy.oneroster.bad_date', { value: written }, column);
    return date ?? null;
  }

  /**
   * A sourcedId of another file. Against a file sent in bulk it must be there (an error otherwise); a file sent
   * as a delta or not at all may leave it to an earlier import (a warning: the job resolves it or fails the row).
   */
  reference(column: string, target: ReadFile, id: string, index: BundleIndex, known: (id: string) => boolean): void {
    if (id === '' || known(id)) return;
    if (index.modes[target] === 'bulk')
      this.error('hierarchy.oneroster.unknown_reference', { target: FILE_NAMES[target], id }, column);
    else this.warn('hierarchy.oneroster.reference_outside_bundle', { target: FILE_NAMES[target], id }, column);
  }

  get failed(): boolean {
    return this.problems.some((found) => found.severity === 'error');
  }

  item<T>(row: () => T): ImportItem<T> {
    const base = { file: this.file, line: this.row.line, sourcedId: this.sourcedId, problems: this.problems };
    if (this.failed) return { ...base, outcome: 'refuse' };
    if (this.skipped) return { ...base, outcome: 'skip' };
    return { ...base, outcome: 'import', row: row() };
  }
}
