/**
 * A small RFC 4180 CSV reader for the import modals (spec 2 §2 "import groups, sites or labels from a file").
 * Fields are separated by commas and records by CRLF or LF (a lone CR too); a field in double quotes may hold
 * commas, line breaks and doubled quotes (`""` → `"`). A byte-order mark at the start is dropped. A blank
 * last line is not a record. The cases of the npm package csv-spectrum are the tests.
 */

export type CsvParseResult = { ok: true; records: string[][] } | { ok: false; problem: string };

export function parseCsv(text: string): CsvParseResult {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let quoteLine = 1;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < input.length) {
    const char = input[i] as string;
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = input[i];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          return { ok: false, problem: `unexpected character after a closing quote on line ${line}` };
        }
        continue;
      }
      if (char === '\n') line += 1;
      field += char;
      i += 1;
      continue;
    }
    if (char === '"') {
      if (fieldStarted || field !== '')
        return { ok: false, problem: `a quote inside an unquoted field on line ${line}` };
      quoted = true;
      quoteLine = line;
      fieldStarted = true;
      i += 1;
      continue;
    }
    if (char === ',') {
      endField();
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line += 1;
      continue;
    }
    field += char;
    fieldStarted = true;
    i += 1;
  }
  if (quoted) return { ok: false, problem: `a quoted field is not closed (from line ${quoteLine})` };
  if (field !== '' || fieldStarted || record.length > 0) endRecord();
  return { ok: true, records };
}

/**
 * Records as objects keyed by the header row's names (trimmed, lower-cased). Missing trailing cells read as
 * ''; rows whose cells are all blank are dropped. `line` is the record's number in the file (header = 1).
 */
export function csvRows(records: readonly string[][]): {
  header: string[];
  rows: { line: number; values: Record<string, string> }[];
} {
  const [head = [], ...rest] = records;
  const header = head.map((name) => name.trim().toLowerCase());
  const rows = rest
    .map((cells, index) => ({
      line: index + 2,
      values: Object.fromEntries(header.map((name, column) => [name, cells[column] ?? ''])),
      blank: cells.every((cell) => cell.trim() === ''),
    }))
    .filter((row) => !row.blank)
    .map(({ line, values }) => ({ line, values }));
  return { header, rows };
}
