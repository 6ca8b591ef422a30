import type { ImportColumn, ImportKind, ImportRowErrorCode } from '@tessera/shared';
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
  /** The platform's row code, or the file reader's own key (csv.row.*). */
  code: ImportRowErrorCode | CsvMessageKey;
  column: string | null;
  params: Record<string, string | number>;
}

/** What became of one row: written (or already as the file says), or refused with its error. */
export type RowOutcome = { line: number; ok: true } | { line: number; ok: false; error: RowError };

/** The run a chunk belongs to, as far as a writer needs it: where it runs (the log's node_id) and who started it. */
export interface ImportRun {
  /** The node the import was started on (checked against the starter's authority then), or null. */
  readonly nodeId: string | null;
  readonly startedBy: string;
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
  /** `run`: the kinds that write on a node (sites, labels, import-hierarchy) need it; organisation kinds do not. */
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
