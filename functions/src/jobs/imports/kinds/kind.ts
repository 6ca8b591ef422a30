import type { ImportColumn, ImportKind, ImportRowErrorCode } from '@tessera/shared';
import type { CoursesMessageKey } from '@tessera/shared/messages/courses';
import type { CsvMessageKey } from '@tessera/shared/messages/csv';

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
  /** The platform's row code, the file reader's own key (csv.row.*), or a courses rule's own key (courses.*). */
  code: ImportRowErrorCode | CsvMessageKey | CoursesMessageKey;
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
