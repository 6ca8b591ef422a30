import { readFileSync } from 'node:fs';
import { message } from '@tessera/shared';
import {
  CsvFileProblem,
  openCsvRows,
  sniffDelimiter,
  type CsvColumn,
  type CsvFile,
  type CsvRow,
  type CsvSource,
} from '../../src/lib/csv/open-csv-rows';

/**
 * The import file reader (functions/src/lib/csv, docs/imports.md) on the files people really have
 * (fixtures/csv, made for these tests: fixtures/README.md) and on generated ones.
 */
const fixture = (name: string): Buffer => readFileSync(new URL(`../../../fixtures/csv/${name}`, import.meta.url));

const SITES: CsvColumn[] = [
  { name: 'name', type: 'text', required: true },
  { name: 'site_category', type: 'text' },
];
const LABELS: CsvColumn[] = [{ name: 'name', type: 'text', required: true }];
const GROUPS: CsvColumn[] = [
  { name: 'group_code', type: 'text', required: true },
  { name: 'title', type: 'text', required: true },
  { name: 'term_code', type: 'text' },
  { name: 'start_date', type: 'date' },
  { name: 'end_date', type: 'date' },
];

async function open(source: CsvSource, columns: CsvColumn[], locale: 'en' | 'es' = 'en') {
  const file = await openCsvRows(source, { columns, locale });
  if (!file.ok) throw new Error(`refused: ${JSON.stringify(file.problems)}`);
  return file;
}

async function all(file: Extract<CsvFile<string>, { ok: true }>): Promise<CsvRow<string>[]> {
  const rows: CsvRow<string>[] = [];
  for await (const row of file.rows) rows.push(row);
  return rows;
}

/** The bytes in chunks of `size`: a character, a CRLF or a byte-order mark may be cut between two. */
function* chunked(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const sentence = (problem: { code: string; params: Record<string, string | number> }, locale: 'en' | 'es' = 'en') =>
  message(problem.code as Parameters<typeof message>[0], locale, problem.params);

describe('encodings: detected, decoded, and said', () => {
  it('reads a Windows-1252 file from Excel for Windows with its accents, curly quotes, dash and euro sign', async () => {
    const file = await open([fixture('sites-windows-1252.csv')], SITES);
    const rows = await all(file);
    expect(file.encoding()).toBe('windows-1252');
    expect(rows.map((row) => row.values.name)).toEqual([
      'École Élémentaire Saint-Exupéry',
      'Colegio Español “La Niña”',
      'Müller Grundschule – Süd',
      'Café Société €uro',
    ]);
    expect(rows.flatMap((row) => row.problems)).toEqual([]);
  });

  it.each([1, 2, 3, 7])('reads UTF-16 LE (BOM, tabs, CRLF) and UTF-16 BE in chunks of %i bytes', async (size) => {
    const le = await open(chunked(fixture('sites-utf-16le-tabs.csv'), size), SITES);
    expect((await all(le)).map((row) => row.values.name)).toEqual([
      'Álgebra Centro',
      'Escuela Niños Héroes',
      '日本語学校',
    ]);
    expect([le.encoding(), le.delimiter]).toEqual(['utf-16le', '\t']);
    const be = await open(chunked(fixture('labels-utf-16be.csv'), size), LABELS);
    expect((await all(be)).map((row) => row.values.name)).toEqual(['Århus', 'São Paulo']);
    expect(be.encoding()).toBe('utf-16be');
  });

  it.each([1, 2, 5, 64])('reads UTF-8 with a BOM, CRLF and quoted line breaks in chunks of %i bytes', async (size) => {
    const file = await open(chunked(fixture('labels-utf-8-bom-crlf.csv'), size), LABELS);
    expect((await all(file)).map((row) => [row.row, row.values.name])).toEqual([
      [2, 'Reading, Writing'],
      [3, 'Two\r\nLines'],
      [4, 'Ñandú'],
    ]);
    expect(file.encoding()).toBe('utf-8');
    expect(file.header.columns).toEqual({ name: 'name' });
  });

  it('keeps UTF-8 for a file whose first accent is valid UTF-8, and reports a stray invalid byte as its row’s problem', async () => {
    const bytes = Buffer.concat([
      Buffer.from('name\nJosé\n', 'utf8'),
      Buffer.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x0a]),
    ]);
    const file = await open([bytes], LABELS);
    const rows = await all(file);
    expect(file.encoding()).toBe('utf-8');
    expect(rows[0]).toEqual({ row: 2, values: { name: 'José' }, problems: [] });
    expect(rows[1]?.values).toEqual({});
    expect(rows[1]?.problems.map((problem) => sentence(problem))).toEqual([
      'Row 3: "name" holds a character that could not be read (�). Save the file as "CSV UTF-8" and upload it again.',
    ]);
  });

  it('decides Windows-1252 at the first accent even when it comes after thousands of ASCII rows', async () => {
    const ascii = Array.from({ length: 5000 }, (_, index) => `Plain ${index}`).join('\r\n');
    const bytes = Buffer.concat([
      Buffer.from(`name\r\n${ascii}\r\n`),
      Buffer.from([0x4e, 0x69, 0xf1, 0x6f, 0x0d, 0x0a]),
    ]);
    const file = await open(chunked(bytes, 4096), LABELS);
    const rows = await all(file);
    expect(rows).toHaveLength(5001);
    expect(rows.at(-1)?.values.name).toBe('Niño');
    expect(file.encoding()).toBe('windows-1252');
  });

  it('never stores a replacement character silently: text already damaged (U+FFFD) fails its row', async () => {
    const file = await open(['name\nCaf\uFFFD\nTea\n'], LABELS);
    const rows = await all(file);
    expect(rows.map((row) => [row.row, row.problems.map((problem) => problem.code)])).toEqual([
      [2, ['csv.row.unreadable_character']],
      [3, []],
    ]);
  });

  it('refuses a spreadsheet workbook and a binary file before any row, saying what to do', async () => {
    const xlsx = await openCsvRows([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, 8, 0])], {
      columns: LABELS,
      locale: 'en',
    });
    expect(xlsx).toEqual({ ok: false, problems: [{ column: null, code: 'csv.file.spreadsheet', params: {} }] });
    const binary = await openCsvRows([Buffer.from('n\0a\0m\0e\0\n\0')], { columns: LABELS, locale: 'en' });
    expect(binary).toMatchObject({ ok: false, problems: [{ code: 'csv.file.not_text' }] });
  });
});

describe('separators and headers', () => {
  it('reads a semicolon file from European Excel (Windows-1252, CRLF, dd/mm/yyyy in Spanish)', async () => {
    const file = await open([fixture('groups-semicolon-es.csv')], GROUPS, 'es');
    const rows = await all(file);
    expect([file.delimiter, file.encoding()]).toEqual([';', 'windows-1252']);
    expect(rows.map((row) => row.values)).toEqual([
      {
        group_code: 'MAT101-01',
        title: 'Matemáticas, grupo A',
        term_code: null,
        start_date: '2026-09-01',
        end_date: '2026-12-15',
      },
      {
        group_code: 'LEN201-01',
        title: 'Lengua y Literatura',
        term_code: null,
        start_date: '2026-09-01',
        end_date: '2026-12-15',
      },
    ]);
  });

  it.each<[string, string]>([
    ['name,city\na,b\n', ','],
    ['name;city\na;b\n', ';'],
    ['name\tcity\na\tb\n', '\t'],
    ['name\nJones, Ann\n', ','],
    ['"last, first";city\n"Jones, Ann";Paris\n', ';'],
    ['name;city, state;zip\na;b, c;d\ne;f;g\n', ';'],
  ])('sniffs %j as %j', (head, delimiter) => {
    expect(sniffDelimiter(head)).toBe(delimiter);
  });

  it('accepts headers in any case and spacing, naming each as the file spells it, and lists unknown ones', async () => {
    const file = await open([fixture('groups-odd-headers.csv')], GROUPS);
    expect(file.header.columns).toEqual({
      group_code: 'Group Code',
      title: 'TITLE',
      term_code: 'Term-Code',
      start_date: 'Start Date',
      end_date: 'END_DATE',
    });
    expect((await all(file))[0]?.values).toMatchObject({ group_code: 'EDU200-01', start_date: '2026-08-15' });
    const extra = await open(['Name,Notes\nA,x\n'], LABELS);
    expect(extra.header.ignored).toEqual(['Notes']);
  });

  it('refuses a file whose header lacks a required column or names one twice, before any row', async () => {
    expect(await openCsvRows(['title\nA\n'], { columns: LABELS, locale: 'en' })).toEqual({
      ok: false,
      problems: [{ column: 'name', code: 'csv.header.missing_column', params: { column: 'name' } }],
    });
    const twice = await openCsvRows(['Name,NAME\nA,B\n'], { columns: LABELS, locale: 'en' });
    expect(twice.ok ? [] : twice.problems.map((problem) => sentence(problem))).toEqual([
      'The columns "Name" and "NAME" are both "name": keep one of them.',
    ]);
    expect(await openCsvRows([''], { columns: LABELS, locale: 'en' })).toMatchObject({
      ok: false,
      problems: [{ code: 'csv.file.empty' }],
    });
  });

  it('matches a column by its aliases', async () => {
    const file = await open(['Login ID\nx@y.org\n'], [{ name: 'email', type: 'email', aliases: ['login_id'] }]);
    expect((await all(file))[0]?.values).toEqual({ email: 'x@y.org' });
  });
});

describe('values and their problems, by row and column', () => {
  it('refuses two-digit years with a sentence naming the row, in English and Spanish', async () => {
    const file = await open([fixture('groups-two-digit-years.csv')], GROUPS);
    const [bad, good] = await all(file);
    expect(bad?.problems.map((problem) => [problem.column, sentence(problem)])).toEqual([
      [
        'start_date',
        'Row 2: the date "08/15/26" in "start_date" has a two-digit year. Write the year in full: mm/dd/yyyy or yyyy-mm-dd.',
      ],
      [
        'end_date',
        'Row 2: the date "12/31/26" in "end_date" has a two-digit year. Write the year in full: mm/dd/yyyy or yyyy-mm-dd.',
      ],
    ]);
    expect(sentence({ ...bad!.problems[0]!, params: { ...bad!.problems[0]!.params, order: 'dmy' } }, 'es')).toBe(
      'Fila 2: la fecha "08/15/26" en "start_date" tiene el año con dos cifras. Escriba el año completo: dd/mm/aaaa o aaaa-mm-dd.',
    );
    expect(good).toMatchObject({ row: 3, problems: [], values: { start_date: '2026-08-15', end_date: '2026-12-31' } });
  });

  it.each<['en' | 'es', string, string | null]>([
    ['en', '08/05/2026', '2026-08-05'],
    ['es', '08/05/2026', '2026-05-08'],
    ['en', '8/5/2026', '2026-08-05'],
    ['en', '2026-08-15', '2026-08-15'],
    ['es', '2026-08-15T09:30:00Z', '2026-08-15'],
    ['en', '2026-08-15 00:00:00', '2026-08-15'],
    ['en', '15/08/2026', null],
    ['es', '12/31/2026', null],
    ['en', '02/30/2026', null],
    ['en', 'soon', null],
  ])('reads the date %s %j as %j', async (locale, value, iso) => {
    const file = await open([`group_code,title,start_date\nA,B,${value}\n`], GROUPS, locale);
    const [row] = await all(file);
    if (iso) expect(row?.values.start_date).toBe(iso);
    else expect(row?.problems.map((problem) => problem.code)).toEqual(['csv.row.invalid_date']);
  });

  it('checks required, length, email, integer and enum cells, each problem with its column', async () => {
    const columns: CsvColumn[] = [
      { name: 'email', type: 'email', required: true },
      { name: 'name', type: 'text', maxLength: 5 },
      { name: 'year', type: 'integer', min: 1, max: 12 },
      { name: 'role', type: 'enum', values: { student: 'member', TA: 'coordinator' } },
    ];
    const csv = 'email,name,year,role\n,Ann,3,Student\nnot-an-email,Annabel,x,t a\na@b.org,Bo,13,ta\n';
    const rows = await all(await open([csv], columns));
    expect(rows.map((row) => row.problems.map((problem) => [problem.column, sentence(problem)]))).toEqual([
      [['email', 'Row 2: "email" cannot be left blank.']],
      [
        ['email', 'Row 3: "not-an-email" in "email" is not an email address.'],
        ['name', 'Row 3: "name" must be 5 characters or fewer.'],
        ['year', 'Row 3: "x" in "year" is not a whole number.'],
      ],
      [['year', 'Row 4: "13" in "year" must be between 1 and 12.']],
    ]);
    expect(rows.map((row) => row.values.role)).toEqual(['member', 'coordinator', 'coordinator']);
  });

  it('reads yes/no cells as true or false in English and Spanish spellings, a blank as null, anything else refused', async () => {
    const columns: CsvColumn[] = [
      { name: 'code', type: 'text', required: true },
      { name: 'active', type: 'boolean' },
    ];
    const csv = 'code,active\na,Yes\nb,0\nc,Sí\nd,FALSE\ne,\nf,maybe\n';
    const rows = await all(await open([csv], columns));
    expect(rows.map((row) => row.values.active)).toEqual(['true', 'false', 'true', 'false', null, undefined]);
    expect(sentence(rows[5]!.problems[0]!)).toBe(
      'Row 7: "maybe" in "active" is not yes or no. Write true or false, yes or no, or 1 or 0.',
    );
    expect(message('csv.row.invalid_boolean', 'es', { ...rows[5]!.problems[0]!.params })).toBe(
      'Fila 7: "maybe" en "active" no es sí o no. Escriba true o false, sí o no, o 1 o 0.',
    );
  });

  it('fails a row with more cells than the header (a separator not quoted), skips blank rows, keeps row numbers', async () => {
    const rows = await all(await open(['name\nJones, Ann\n\n,\nPlain\n'], LABELS));
    expect(rows.map((row) => [row.row, row.problems.map((problem) => sentence(problem))])).toEqual([
      [2, ['Row 2 has 2 cells for 1 columns: a value that holds a comma must be in double quotes.']],
      [5, []],
    ]);
  });

  it('puts cells in NFC (a Mac writes é as e and a combining accent)', async () => {
    const [row] = await all(await open(['name\nJose\u0301\n'], LABELS));
    expect(row?.values.name).toBe('José');
  });

  it('refuses a small file whose quote is not closed before any row, naming the line where it opens', async () => {
    expect(await openCsvRows(['name\nA\n"B\nC\n'], { columns: LABELS, locale: 'en' })).toEqual({
      ok: false,
      problems: [{ column: null, code: 'csv.file.unreadable', params: { reason: 'unclosed_quote', line: 3 } }],
    });
  });

  it('throws a file problem naming the line where a quote is not closed, after the rows before it', async () => {
    const before = Array.from({ length: 2000 }, (_, index) => `Name ${index}`).join('\n');
    const file = await open([`name\n${before}\n`, 'Two\n"Lines\nInside"\n', 'C\n"open\n', 'D\n'], LABELS);
    const names: unknown[] = [];
    const failure = await (async () => {
      try {
        for await (const row of file.rows) names.push(row.values.name);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(failure).toBeInstanceOf(CsvFileProblem);
    expect(sentence((failure as CsvFileProblem).problem)).toBe(
      'The file could not be read as CSV: a quoted field is not closed (from line 2006)',
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(2003);
  });
});

describe('streaming (no whole-file buffering)', () => {
  it('yields rows of a generated 100,000-row source before the source has been read to its end', async () => {
    const TOTAL = 100_000;
    let produced = 0;
    let finished = false;
    async function* source(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('email,name\r\n');
      const encoder = new TextEncoder();
      for (let start = 0; start < TOTAL; start += 500) {
        let lines = '';
        for (let index = start; index < start + 500; index += 1)
          lines += `user${index}@example.org,Usuario ${index}\r\n`;
        produced += 500;
        yield encoder.encode(lines);
      }
      finished = true;
    }
    const file = await open(source(), [
      { name: 'email', type: 'email', required: true },
      { name: 'name', type: 'text' },
    ]);
    let count = 0;
    let problems = 0;
    let producedAtFirst = -1;
    let finishedAtFirst = true;
    for await (const row of file.rows) {
      if (count === 0) {
        producedAtFirst = produced;
        finishedAtFirst = finished;
      }
      problems += row.problems.length;
      count += 1;
    }
    expect([count, problems]).toEqual([TOTAL, 0]);
    expect(finishedAtFirst).toBe(false);
    // The first row arrived while at most a small part of the source had been produced (stream buffers only).
    expect(producedAtFirst).toBeLessThan(TOTAL / 4);
    expect(finished).toBe(true);
  });

  it('stops reading the source when the consumer stops taking rows', async () => {
    let produced = 0;
    function* source(): Generator<string> {
      yield 'name\n';
      for (;;) {
        produced += 1;
        yield `row ${produced}\n`;
        if (produced > 1_000_000) throw new Error('the source was read on after the consumer stopped');
      }
    }
    const file = await open(source(), LABELS);
    let taken = 0;
    for await (const row of file.rows) {
      expect(row.problems).toEqual([]);
      taken += 1;
      if (taken === 10) break;
    }
    expect(produced).toBeLessThan(100_000);
  });
});
