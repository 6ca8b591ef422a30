import type { ImportColumn, ImportKind, ImportRowErrorCode, OneRosterMessageKey } from '@tessera/shared';
import type { CoursesMessageKey } from '@tessera/shared/messages/courses';
import type { CsvMessageKey } from '@tessera/shared/messages/csv';
import type { CsvColumnType } from '../../../lib/csv/values';

/**
 * What a column's cells hold, read by the file reader (functions/src/lib/csv/values.ts): text (with a maximum
 * length), email, date (ISO 8601 or the organisation's order; a two-digit year refused), integer (with a
 * range), boolean (yes/no spellings) or one of a fixed set. A cell that is not what its column holds refuses its
 * row with the reader's sentence, which names the row, the column as the file spells it and the value.
 */
export type ImportCellType = CsvColumnType;

/** A row as a chunk holds it: its line, its cells under the kind's column names, and an earlier duplicate's line. */
export interface ChunkRow {
  line: number;
  values: Record<string, string>;
  /** The line of an earlier row of the file with the same natural key (set by the split). */
  duplicateOf?: number;
  /** What the file reader found wrong with the row (set by the split): refused with it, never written. */
  problem?: RowError;
}

export interface RowError {
  /**
   * The platform's row code, the file reader's own key (csv.row.*), a courses rule's own key (courses.*), or
   * the OneRoster reader's (hierarchy.oneroster.*) for a bundle's row it refused.
   */
  code: ImportRowErrorCode | CsvMessageKey | CoursesMessageKey | OneRosterMessageKey;
  column: string | null;
  params: Record<string, string | number>;
}

/** What became of one row: written (or already as the file says), or refused with its error. */
export type RowOutcome = { line: number; ok: true } | { line: number; ok: false; error: RowError };

/** What a run was started on and by whom (the log's): the kinds that hang on a folder or a section read it. */
export interface ImportRun {
  importId: string;
  nodeId: string | null;
  groupId: string | null;
  startedBy: string;
}

/**
 * One import kind on the job platform: its columns, the natural key that makes a row an upsert (and finds
 * duplicates within a file), and the writer of a chunk's rows. A writer validates each row, then writes the
 * valid ones idempotently (by natural key), with bounded parallelism, and answers one outcome per row.
 */
export interface ImportKindRules {
  readonly kind: ImportKind;
  readonly columns: readonly ImportColumn[];
  /**
   * The type of each column named here (the others are text): the split reads each cell as its type says, so
   * a bad cell refuses its row with the reader's sentence (csv.row.*: 'Row 7: the date "08/15/26" in
   * "start_date" has a two-digit year…') before the writer sees it, the same for every kind. The writer then
   * gets each typed cell normalised, as a string: a date as YYYY-MM-DD, a boolean as 'true' or 'false', an
   * integer in digits, an enum as its stored value; a blank optional cell as ''.
   */
  readonly cells?: Readonly<Record<string, ImportCellType>>;
  naturalKey(values: Record<string, string>): string | null;
  /** `run`: the log's target and starter (the kinds on a folder or a section need it; terms do not). */
  importRows(organizationId: string, rows: readonly ChunkRow[], run?: ImportRun): Promise<RowOutcome[]>;
}

export const rowError = (
  code: ImportRowErrorCode,
  column: string | null = null,
  params: Record<string, string | number> = {},
): RowError => ({ code, column, params: column ? { column, ...params } : params });

/** Thrown by a row's checks: the row is refused with this error. */
export class RowRefused extends Error {
  constructor(readonly error: RowError) {
    super(error.code);
  }
}
