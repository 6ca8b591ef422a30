import { createHash } from 'node:crypto';
import { cleanName, isDomainError, type DomainError } from '@tessera/shared';
import { RowRefused, rowError, type ChunkRow, type ImportRun, type RowError, type RowOutcome } from './kind';

/**
 * What the courses context's import kinds (group-templates, groups, memberships, section-members) share: their
 * cells read as the editors read them, the editors' refusals turned into row errors that keep the rules' own
 * keys, and the ids of the records a run creates.
 */

/** DynamoDB transactions in flight per chunk (each row is one, with its guards), as the terms import. */
export const COURSE_WRITE_PARALLELISM = 8;

/** Tries a row's write makes, reading the record again after each refused one, before calling it `changed`. */
export const UPSERT_ATTEMPTS = 3;

/** The cell as text, cleaned as the editors clean names; blank refused when required, longer than `max` refused. */
export function cellOf(
  values: Record<string, string>,
  column: string,
  options: { required?: boolean; max?: number } = {},
): string {
  const value = cleanName(values[column] ?? '');
  if (value === '' && options.required) throw new RowRefused(rowError('required', column));
  if (options.max !== undefined && [...value].length > options.max) {
    throw new RowRefused(rowError('too_long', column, { max: options.max }));
  }
  return value;
}

/**
 * A courses rule's refusal (a DomainError of course-rules.ts or section-rules.ts) as a row error: its first
 * field's key (courses.*) and params, the field named by the file's column (`columns`: field → column).
 */
export function ruleRefusal(error: DomainError, columns: Readonly<Record<string, string>>): RowError {
  const [field, fieldError] = Object.entries(error.fields)[0] ?? [];
  const key = fieldError === undefined ? error.key : typeof fieldError === 'string' ? fieldError : fieldError.key;
  const params = fieldError !== undefined && typeof fieldError !== 'string' ? (fieldError.params ?? {}) : error.params;
  const column = field === undefined ? null : (columns[field.split('.')[0] as string] ?? null);
  return { code: key as RowError['code'], column, params: column ? { column, ...params } : { ...params } };
}

/** Runs a row's checks: the value they answer, or the row's error (a RowRefused, or a rule's DomainError). */
export async function checked<T>(
  columns: Readonly<Record<string, string>>,
  check: () => T | Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: RowError }> {
  try {
    return { ok: true, value: await check() };
  } catch (error) {
    if (error instanceof RowRefused) return { ok: false, error: error.error };
    if (isDomainError(error) && error.kind !== 'not_found') return { ok: false, error: ruleRefusal(error, columns) };
    throw error;
  }
}

export const failed = (row: ChunkRow, error: RowError): RowOutcome => ({ line: row.line, ok: false, error });
export const succeeded = (row: ChunkRow): RowOutcome => ({ line: row.line, ok: true });

/** A row whose natural key an earlier line of the file has (the split marks it): refused, naming that line. */
export const duplicateOf = (row: ChunkRow, column: string): RowError | null =>
  row.duplicateOf === undefined ? null : rowError('duplicate_in_file', column, { line: row.duplicateOf });

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The id of the record a run's row creates (a course, a section): a ULID whose time is the run's (its id's
 * first ten characters) and whose random part is drawn from the run and the line. Two deliveries of one
 * chunk (SQS's at-least-once, even at the same moment) create the same record, so the second one's create
 * fails on `attribute_not_exists` and reads what the first wrote, instead of creating a twin.
 */
export function rowRecordId(run: ImportRun, line: number): string {
  const digest = createHash('sha256').update(`${run.importId}:${line}`, 'utf8').digest();
  let random = '';
  for (let index = 0; index < 16; index += 1) random += CROCKFORD[(digest[index] as number) % 32];
  return `${run.importId.slice(0, 10)}${random}`;
}

/** The run's folder: the node kinds are started on one (start-import checks it). */
export function runNode(run: ImportRun | undefined): string {
  if (!run?.nodeId) throw new Error('a courses import runs on a folder (node_id)');
  return run.nodeId;
}
