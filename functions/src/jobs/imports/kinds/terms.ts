import {
  TERM_IMPORT_COLUMNS,
  cleanName,
  compareCalendarDates,
  formatCalendarDateIso,
  parseCalendarDate,
  type CalendarDate,
} from '@tessera/shared';
import pLimit from 'p-limit';
import { ulid } from 'ulid';
import {
  insertTerm,
  readTermsByCodes,
  saveTerm,
  termCodeKey,
  type OrganisationTerm,
  type TermFields,
} from '../../../ports/hierarchy';
import { RowRefused, rowError, type ChunkRow, type ImportKindRules, type RowOutcome } from './kind';

/** spec 2 §5 (the term form's limits): code and name at most 255 characters. */
const TEXT_MAX = 255;
/** Rows written at once: DynamoDB transactions in flight per chunk (each row is one, with its guards). */
export const TERM_WRITE_PARALLELISM = 8;

function textOf(values: Record<string, string>, column: string): string {
  const value = cleanName(values[column] ?? '');
  if (value === '') throw new RowRefused(rowError('required', column));
  if ([...value].length > TEXT_MAX) throw new RowRefused(rowError('too_long', column, { max: TEXT_MAX }));
  return value;
}

function dateOf(values: Record<string, string>, column: string): CalendarDate {
  const value = (values[column] ?? '').trim();
  if (value === '') throw new RowRefused(rowError('required', column));
  const date = parseCalendarDate(value);
  if (!date) throw new RowRefused(rowError('invalid_date', column));
  return date;
}

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0', '']);

function booleanOf(values: Record<string, string>, column: string): boolean {
  const value = (values[column] ?? '').trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw new RowRefused(rowError('invalid_boolean', column));
}

/** spec 2 §5's term rules on one row: the fields to store, or the row's first problem. */
export function termFieldsOf(values: Record<string, string>): TermFields {
  const code = textOf(values, 'code');
  const name = textOf(values, 'name');
  const start = dateOf(values, 'start_date');
  const end = dateOf(values, 'end_date');
  if (compareCalendarDates(end, start) <= 0) throw new RowRefused(rowError('end_before_start', 'end_date'));
  return {
    code,
    name,
    startDate: formatCalendarDateIso(start),
    endDate: formatCalendarDateIso(end),
    includeAcademicData: booleanOf(values, 'include_academic_data'),
  };
}

const sameFields = (term: OrganisationTerm, fields: TermFields): boolean =>
  term.code === fields.code &&
  term.name === fields.name &&
  term.startDate === fields.startDate &&
  term.endDate === fields.endDate &&
  term.includeAcademicData === fields.includeAcademicData;

/** Writes a row tries, reading the term again after each refused write, before calling it `changed`. */
const UPSERT_ATTEMPTS = 3;

/**
 * Writes one valid row by its natural key, the code (compared as the TERM_CODE guard compares it): a term with
 * that code is updated (nothing is written when it already holds the row's values: a redelivered chunk writes
 * nothing), else one is created with its name and code guards. A refused write reads the term again: one that
 * now holds the row's values was written by another delivery of the same chunk (SQS delivered it twice at
 * once), and the row is done; a name held by another term refuses the row (`taken`, name); otherwise the write
 * is tried again on what was read, and a row still refused is `changed`.
 */
async function upsertTerm(organizationId: string, existing: OrganisationTerm | undefined, fields: TermFields) {
  let current = existing;
  for (let attempt = 0; attempt < UPSERT_ATTEMPTS; attempt += 1) {
    if (current && sameFields(current, fields)) return null;
    const outcome = current ? await saveTerm(current, fields) : await insertTerm(organizationId, ulid(), fields);
    if (outcome.status === 'saved') return null;
    current = (await readTermsByCodes(organizationId, [fields.code])).get(termCodeKey(fields.code));
    if (current && sameFields(current, fields)) return null;
    const nameHeldByAnother = outcome.status === 'taken' && outcome.name && !outcome.code;
    if (nameHeldByAnother && current?.name !== fields.name) return rowError('taken', 'name');
  }
  return rowError('changed');
}

export const termsImport: ImportKindRules = {
  kind: 'terms',
  columns: TERM_IMPORT_COLUMNS,
  // The reader checks each cell by its type, with its sentence naming the row (a two-digit year, a date that is
  // none, a yes/no that is neither, a name too long); the checks below then see dates as YYYY-MM-DD and
  // include_academic_data as 'true', 'false' or ''.
  cells: {
    code: { type: 'text', maxLength: TEXT_MAX },
    name: { type: 'text', maxLength: TEXT_MAX },
    start_date: { type: 'date' },
    end_date: { type: 'date' },
    include_academic_data: { type: 'boolean' },
  },
  naturalKey: (values) => {
    const code = cleanName(values.code ?? '');
    return code === '' ? null : termCodeKey(code);
  },
  async importRows(organizationId, rows: readonly ChunkRow[]): Promise<RowOutcome[]> {
    const checked = rows.map((row) => {
      if (row.duplicateOf !== undefined) {
        return { row, error: rowError('duplicate_in_file', 'code', { line: row.duplicateOf }) };
      }
      try {
        return { row, fields: termFieldsOf(row.values) };
      } catch (error) {
        if (error instanceof RowRefused) return { row, error: error.error };
        throw error;
      }
    });
    const codes = checked.flatMap((entry) => (entry.fields ? [entry.fields.code] : []));
    const existing = codes.length > 0 ? await readTermsByCodes(organizationId, codes) : new Map();
    const limit = pLimit(TERM_WRITE_PARALLELISM);
    return Promise.all(
      checked.map((entry) =>
        limit(async (): Promise<RowOutcome> => {
          if (!entry.fields) return { line: entry.row.line, ok: false, error: entry.error };
          const error = await upsertTerm(organizationId, existing.get(termCodeKey(entry.fields.code)), entry.fields);
          return error ? { line: entry.row.line, ok: false, error } : { line: entry.row.line, ok: true };
        }),
      ),
    );
  },
};
