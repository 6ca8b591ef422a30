/**
 * Writing CSV files (the extracts, spec 2 §2 "Extracts", and any download of user data), safe to open in a
 * spreadsheet (issue 7 defect 5, OWASP "CSV Injection").
 *
 * Imports store cells as typed: a name may well start with "=" or "-". A spreadsheet, though, runs a cell
 * that starts with `=`, `+`, `-` or `@` as a formula (`=HYPERLINK(...)`, `=cmd|' /C calc'!A0`), and one that
 * starts with a tab or CR may be read as one after the spreadsheet trims it. So every text cell that starts
 * with one of those six characters is written with a single quote in front: the spreadsheet shows the text,
 * the quote tells a reader it was escaped.
 *
 * Negative numbers: a text cell "-2" is escaped too ("'-2"), as OWASP says: "-2+3" or "-1+cmd|..." are
 * formulas too, and telling a harmless number from a formula is the guess OWASP warns against. A cell given
 * as a JavaScript number is ours, not typed by a user, and cannot carry a formula: it is written plainly
 * (-2 stays -2), so numeric columns of an extract stay numbers.
 *
 * Bullets (issue 21): a dash, a space and words ("- states the hypothesis") is how people write a list in a
 * cell, and the quote arrived in Canvas and other importers as a stray character. Such a cell is written as
 * it is when nothing in it can make a spreadsheet do anything: after the dash and its spaces comes a letter
 * (not a digit, a sign, a bracket or a quote), and the cell holds no `|` (what a DDE payload needs) and no
 * name directly followed by `(` (a function call: HYPERLINK, WEBSERVICE, ...). At worst a spreadsheet shows
 * such a cell as #NAME?; it cannot run or fetch anything. Every other cell starting with a dash is escaped.
 *
 * Then RFC 4180: a cell holding a comma, a double quote, CR or LF is quoted, its quotes doubled. Records end
 * with CRLF; a UTF-8 byte-order mark may lead the file so Excel reads it as UTF-8. parseCsv reads the result
 * back as the escaped cells.
 */

import type { Locale } from '../messages/types';

export type CsvValue = string | number | boolean | null | undefined;

/** The characters that make a spreadsheet read a cell as a formula (OWASP CSV Injection). */
export const CSV_FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** The field separators a file may use: RFC 4180's comma, or the semicolon of locales whose decimal is a comma. */
export type CsvDelimiter = ',' | ';';

const NEEDS_QUOTES: Record<CsvDelimiter, RegExp> = { ',': /[",\r\n]/, ';': /[";\r\n]/ };

/** A dash, spaces, then a letter: a bullet, not a negative number or an operator before an operand. */
const BULLET_START = /^- +\p{L}/u;
/** What a formula needs to reach outside the sheet: a DDE pipe, or a function call (a name right before "("). */
const FORMULA_REACH = /\||[\p{L}\p{N}_.]\(/u;

/** Whether a cell is written with a leading single quote (see the module comment). */
function needsFormulaEscape(text: string): boolean {
  if (!(CSV_FORMULA_TRIGGERS as readonly string[]).includes(text.charAt(0))) return false;
  return !(BULLET_START.test(text) && !FORMULA_REACH.test(text));
}

/**
 * The cell as it is written: formula triggers escaped with a leading single quote, then quoted if it holds the
 * separator, a double quote, CR or LF.
 */
export function escapeCsvCell(value: CsvValue, delimiter: CsvDelimiter = ','): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = String(value);
  else text = needsFormulaEscape(value) ? `'${value}` : value;
  return NEEDS_QUOTES[delimiter].test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record: escaped cells joined by the separator (a comma unless said), ending with CRLF. */
export function toCsvRecord(values: readonly CsvValue[], delimiter: CsvDelimiter = ','): string {
  return `${values.map((value) => escapeCsvCell(value, delimiter)).join(delimiter)}\r\n`;
}

export interface ToCsvOptions {
  /** The header row, written first (escaped like any cell). */
  header?: readonly string[];
  /** Start with a UTF-8 byte-order mark, so Excel opens accented text correctly. */
  bom?: boolean;
  /** The field separator: a comma (RFC 4180, the default) or a semicolon (csvDialect). */
  delimiter?: CsvDelimiter;
}

/** A whole CSV file. */
export function toCsv(rows: Iterable<readonly CsvValue[]>, options: ToCsvOptions = {}): string {
  const delimiter = options.delimiter ?? ',';
  const parts: string[] = options.bom ? ['\uFEFF'] : [];
  if (options.header) parts.push(toCsvRecord(options.header, delimiter));
  for (const row of rows) parts.push(toCsvRecord(row, delimiter));
  return parts.join('');
}

/**
 * How a file meant to be opened in a spreadsheet is written for a reader's language: English with commas
 * between fields and a decimal point; Spanish with semicolons and a decimal comma, which is what Excel set to a
 * Spanish locale reads when it opens a .csv (its list separator is ";" where the decimal separator is ","): a
 * comma-separated file opens there as one column, and "2.50" as text or as 250. Decimals are written by
 * Intl.NumberFormat for the language, without thousands separators, so a cell never reads two ways.
 */
export function csvDialect(locale: Locale): {
  delimiter: CsvDelimiter;
  decimal: (value: number, digits: number) => string;
} {
  return {
    delimiter: locale === 'es' ? ';' : ',',
    decimal: (value, digits) =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      }).format(value),
  };
}
