import { CsvError, parse as parseWhole, type Options } from 'csv-parse/sync';

/**
 * Reading CSV files (spec 2 §2 "import groups, sites or labels from a file", and every import job), with the
 * maintained parser csv-parse (ADR 0008). The dialect is RFC 4180 as spreadsheets write it:
 * - fields separated by commas, records by CRLF, LF or a lone CR (mixed in one file too);
 * - a field in double quotes may hold commas, line breaks and doubled quotes (`""` → `"`);
 * - a UTF-8 byte-order mark at the start is dropped; a blank last line is not a record; an empty line in the
 *   middle is a record of one empty cell (so record numbers stay line numbers);
 * - records may be shorter or longer than the header (csvRows reads missing cells as '').
 * A quote that is not closed, text after a closing quote, or a quote inside an unquoted field makes the whole
 * file unreadable, with a problem naming the line where the faulty record starts.
 * Input is text or UTF-8 bytes (Uint8Array); nothing here does I/O. csv-parse works on Node's Buffer, so the
 * readers run where Buffer exists (the Lambdas, tests, tools), not in the browser.
 */

export type CsvParseResult = { ok: true; records: string[][] } | { ok: false; problem: string };

/** A chunk of a CSV file: UTF-8 bytes or text. A character may be split across two byte chunks. */
export type CsvChunk = Uint8Array | string;

/** The file cannot be read as CSV; `problem` says where (the streaming readers throw it). */
export class CsvProblem extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'CsvProblem';
  }
}

const OPTIONS = {
  bom: true,
  delimiter: ',',
  quote: '"',
  escape: '"',
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_column_count: true,
  skip_empty_lines: false,
} satisfies Options;

/** For the pieces of a stream after the first: a U+FEFF there is text, not a byte-order mark. */
const LATER_PIECE_OPTIONS = { ...OPTIONS, bom: false } satisfies Options;

/**
 * Counts the lines records take, to name the line of a faulty record. csv-parse's own count adds one for the
 * CR and one for the LF of a CRLF inside a quoted field; here a record takes one line plus one per LF inside
 * its fields, as an editor shows the file.
 */
class LineCounter {
  /** The line the next record starts on. */
  next = 1;

  readonly onRecord = (record: string[]): string[] => {
    let lines = 1;
    for (const field of record) {
      for (let at = field.indexOf('\n'); at !== -1; at = field.indexOf('\n', at + 1)) lines += 1;
    }
    this.next += lines;
    return record;
  };
}

function problemOf(error: unknown, line: number): string {
  if (!(error instanceof CsvError)) throw error;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `a quoted field is not closed (from line ${line})`;
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `unexpected character after a closing quote on line ${line}`;
    case 'INVALID_OPENING_QUOTE':
      return `a quote inside an unquoted field on line ${line}`;
    default:
      return `the record on line ${line} cannot be read (${error.code})`;
  }
}

/** Node's Buffer over the same bytes (csv-parse works on Buffers); text is encoded as UTF-8. */
function toBuffer(chunk: CsvChunk): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * The line (from 1) a faulty record starts on within `input`: the records before it read again, counted.
 * (Counting on every parse would be simpler, but csv-parse's on_record hook doubles the parse time; a faulty
 * file is rare, so only it pays.)
 */
function faultyRecordLine(input: Buffer, error: unknown, options: Options): number {
  const before = error instanceof CsvError && typeof error.records === 'number' ? error.records : 0;
  const lines = new LineCounter();
  if (before > 0) parseWhole(input, { ...options, to: before, on_record: lines.onRecord });
  return lines.next;
}

/** Every record of a file held in memory, or the problem that makes it unreadable. */
export function parseCsv(input: CsvChunk): CsvParseResult {
  const bytes = toBuffer(input);
  try {
    return { ok: true, records: parseWhole(bytes, OPTIONS) };
  } catch (error) {
    return { ok: false, problem: problemOf(error, faultyRecordLine(bytes, error, OPTIONS)) };
  }
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Cuts a byte stream into pieces that end on a record boundary: a line break outside quotes. In this dialect
 * a quote only opens or closes a quoted field or is doubled inside one, so counting quotes tells inside from
 * outside. A CR at the end of the bytes so far waits for the next byte (it may be the first half of a CRLF).
 * Line breaks never occur inside a multi-byte UTF-8 character, so every piece is whole text.
 */
class RecordBoundaries {
  private pending: Buffer = Buffer.alloc(0);
  private scanned = 0;
  private quoted = false;

  /** Adds a chunk; returns the bytes up to the last record boundary, if there is one. */
  push(chunk: Buffer): Buffer | undefined {
    const bytes = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    let boundary = 0;
    let at = this.scanned;
    for (; at < bytes.length; at += 1) {
      const byte = bytes[at];
      if (byte === QUOTE) this.quoted = !this.quoted;
      else if (this.quoted) continue;
      else if (byte === LF) boundary = at + 1;
      else if (byte === CR) {
        if (at + 1 === bytes.length) break;
        if (bytes[at + 1] !== LF) boundary = at + 1;
      }
    }
    this.pending = bytes.subarray(boundary);
    this.scanned = at - boundary;
    return boundary > 0 ? bytes.subarray(0, boundary) : undefined;
  }

  /** The bytes after the last boundary (the last record when the file does not end with a line break). */
  rest(): Buffer {
    return this.pending;
  }
}

/**
 * The records of a file that arrives in chunks, one at a time, without holding the file: the chunks are cut
 * at record boundaries and each piece is read by csv-parse's sync parser, so memory stays near one chunk and
 * its records, whatever the file's size (a single record longer than a chunk is held whole). Throws
 * CsvProblem where the file stops being CSV; every record before the faulty one has been yielded. Stopping
 * early (break) closes the source.
 */
export async function* parseCsvStream(chunks: AsyncIterable<CsvChunk> | Iterable<CsvChunk>): AsyncGenerator<string[]> {
  const boundaries = new RecordBoundaries();
  const lines = new LineCounter();
  let options: Options = OPTIONS;
  const read = (piece: Buffer): string[][] => {
    try {
      const records = parseWhole(piece, options) as string[][];
      options = LATER_PIECE_OPTIONS;
      return records;
    } catch (error) {
      throw new CsvProblem(problemOf(error, lines.next - 1 + faultyRecordLine(piece, error, options)));
    }
  };
  for await (const chunk of chunks) {
    const piece = boundaries.push(toBuffer(chunk));
    if (piece === undefined) continue;
    for (const record of read(piece)) yield lines.onRecord(record);
  }
  const rest = boundaries.rest();
  if (rest.length > 0) for (const record of read(rest)) yield lines.onRecord(record);
}

export interface CsvRow {
  /** The record's number in the file (the header is 1). */
  line: number;
  /** Cells by the header's names (trimmed, lower-cased); a missing trailing cell reads as ''. */
  values: Record<string, string>;
}

const headerNames = (head: readonly string[]): string[] => head.map((name) => name.trim().toLowerCase());
const isBlank = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');
const rowOf = (header: readonly string[], cells: readonly string[], line: number): CsvRow => ({
  line,
  values: Object.fromEntries(header.map((name, column) => [name, cells[column] ?? ''])),
});

/**
 * Records as objects keyed by the header row's names (trimmed, lower-cased). Missing trailing cells read as
 * ''; rows whose cells are all blank are dropped. `line` is the record's number in the file (header = 1).
 */
export function csvRows(records: readonly string[][]): { header: string[]; rows: CsvRow[] } {
  const [head = [], ...rest] = records;
  const header = headerNames(head);
  const rows: CsvRow[] = [];
  rest.forEach((cells, index) => {
    if (!isBlank(cells)) rows.push(rowOf(header, cells, index + 2));
  });
  return { header, rows };
}

/**
 * csvRows for a file that arrives in chunks: the rows one at a time. `onHeader` sees the header's names
 * first (a job checks its columns there and throws to stop before any row is read). Throws CsvProblem like
 * parseCsvStream.
 */
export async function* csvRowStream(
  chunks: AsyncIterable<CsvChunk> | Iterable<CsvChunk>,
  options: { onHeader?: (header: string[]) => void } = {},
): AsyncGenerator<CsvRow> {
  let header: string[] | undefined;
  let line = 1;
  for await (const cells of parseCsvStream(chunks)) {
    if (header === undefined) {
      header = headerNames(cells);
      options.onHeader?.(header);
    } else if (!isBlank(cells)) {
      yield rowOf(header, cells, line);
    }
    line += 1;
  }
  if (header === undefined) options.onHeader?.([]);
}
