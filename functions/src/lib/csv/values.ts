import {
  formatCalendarDateIso,
  parseDateInput,
  parseIsoCalendarDate,
  parseUsCalendarDate,
  type Locale,
} from '@tessera/shared';
import type { CsvMessageKey } from '@tessera/shared/messages/csv';

/**
 * What a column of an import file holds, and how a cell is read into it (docs/imports.md). Every cell is
 * trimmed and put in Unicode NFC (a Mac writes "é" as e + combining accent); a blank cell is null.
 */
export type CsvColumnType =
  | { type: 'text'; maxLength?: number }
  | { type: 'email' }
  /** A calendar date: ISO 8601 (2026-08-15, or a date-time whose date part is taken) or the organisation's order. */
  | { type: 'date' }
  | { type: 'integer'; min?: number; max?: number }
  /** Yes or no, read as 'true' or 'false': BOOLEAN_SPELLINGS in any case (a blank cell is null). */
  | { type: 'boolean' }
  /** One of a fixed set: each accepted spelling (any case and spacing) → the value stored. */
  | { type: 'enum'; values: Readonly<Record<string, string>> };

export type CsvColumn<Name extends string = string> = CsvColumnType & {
  /** The name written in the template (snake_case); the header may spell it in any case, with spaces or hyphens. */
  name: Name;
  /** Other headers that mean this column (Canvas's SIS names, older templates). */
  aliases?: readonly string[];
  /** The header must have the column and every row a value in it. */
  required?: boolean;
};

export type CsvValue = string | number;

/** What went wrong with one cell or the whole file: a catalogue key (shared/src/messages/csv.ts) and its words. */
export interface CsvProblem {
  /** The column's template name, or null when the problem is the row's or the file's. */
  column: string | null;
  code: CsvMessageKey;
  params: Record<string, string | number>;
}

/** The order a date is typed in the organisation's locale (CALENDAR_DATE_PATTERNS), for the sentences. */
export const dateOrderOf = (locale: Locale): 'mdy' | 'dmy' => (locale === 'en' ? 'mdy' : 'dmy');

/**
 * A header cell as compared: lower case, NFKC, letters and digits only ("Group Code", "group-code",
 * " GROUP_CODE " and "GroupCode" are one column).
 */
export const headerKey = (cell: string): string =>
  cell
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The spellings of yes and no a yes/no cell accepts: what spreadsheets and SIS exports write, in en and es. */
export const BOOLEAN_SPELLINGS: Readonly<Record<string, 'true' | 'false'>> = {
  true: 'true',
  yes: 'true',
  y: 'true',
  '1': 'true',
  sí: 'true',
  si: 'true',
  verdadero: 'true',
  false: 'false',
  no: 'false',
  n: 'false',
  '0': 'false',
  falso: 'false',
};

const EMAIL = /^[^\s@"(),:;<>[\\\]]+@[^\s@"(),:;<>[\\\]]+\.[^\s@"(),:;<>[\\\].]{2,}$/u;
const TWO_DIGIT_YEAR = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2}$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const INTEGER = /^[+-]?\d+$/;

/** A date cell: ISO first (it has no order to mistake), then the organisation's pattern (date-fns parse). */
function readDate(value: string, locale: Locale): { value: string } | { code: CsvMessageKey } {
  const iso = parseIsoCalendarDate(value);
  if (iso) return { value: formatCalendarDateIso(iso) };
  const dateTime = ISO_DATE_TIME.exec(value);
  if (dateTime) {
    const day = parseIsoCalendarDate(dateTime[1] as string);
    if (day) return { value: formatCalendarDateIso(day) };
  }
  if (TWO_DIGIT_YEAR.test(value)) return { code: 'csv.row.two_digit_year' };
  // The spec's strict MM/DD/YYYY first where it is the order (a regular expression, where date-fns' parse
  // costs about half of a row's reading time); one-digit months and days, and the day-first order, go to parse.
  const us = locale === 'en' ? parseUsCalendarDate(value) : undefined;
  if (us) return { value: formatCalendarDateIso(us) };
  const typed = parseDateInput(value, locale);
  return typed ? { value: formatCalendarDateIso(typed) } : { code: 'csv.row.invalid_date' };
}

/**
 * One cell read as its column says: the value, null for a blank cell, or the problem (with the words its
 * sentence needs: the row, the column as the file's header spells it, the value as written).
 */
export function readCell(
  column: CsvColumn,
  raw: string,
  where: { row: number; header: string; locale: Locale },
): { value: CsvValue | null } | { problem: CsvProblem } {
  const value = raw.normalize('NFC').trim();
  const problem = (code: CsvMessageKey, extra: Record<string, string | number> = {}) => ({
    problem: { column: column.name, code, params: { row: where.row, column: where.header, value, ...extra } },
  });
  if (value.includes('\uFFFD')) return problem('csv.row.unreadable_character');
  if (value === '') return column.required ? problem('csv.row.required') : { value: null };
  switch (column.type) {
    case 'text':
      return column.maxLength !== undefined && [...value].length > column.maxLength
        ? problem('csv.row.too_long', { max: column.maxLength })
        : { value };
    case 'email':
      return EMAIL.test(value) ? { value } : problem('csv.row.invalid_email');
    case 'date': {
      const read = readDate(value, where.locale);
      return 'value' in read ? read : problem(read.code, { order: dateOrderOf(where.locale) });
    }
    case 'integer': {
      const number = INTEGER.test(value) ? Number(value) : Number.NaN;
      if (!Number.isSafeInteger(number)) return problem('csv.row.invalid_integer');
      if ((column.min !== undefined && number < column.min) || (column.max !== undefined && number > column.max))
        return problem('csv.row.out_of_range', { min: column.min ?? '', max: column.max ?? '' });
      return { value: number };
    }
    case 'boolean': {
      const read = BOOLEAN_SPELLINGS[value.toLowerCase()];
      return read ? { value: read } : problem('csv.row.invalid_boolean');
    }
    case 'enum': {
      const key = headerKey(value);
      const found = Object.entries(column.values).find(([spelling]) => headerKey(spelling) === key);
      return found
        ? { value: found[1] }
        : problem('csv.row.unknown_value', { accepted: [...new Set(Object.keys(column.values))].join(', ') });
    }
  }
}
