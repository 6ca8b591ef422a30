import { csvRows, csvRowStream, CsvProblem, parseCsv, parseCsvStream, type CsvChunk } from './parse';

/** The cases of csv-spectrum (github.com/max-mapper/csv-spectrum), written out: input → records. */
const spectrum: [string, string, string[][]][] = [
  [
    'comma_in_quotes',
    'first,last,address,city,zip\nJohn,Doe,120 any st.,"Anytown, WW",08123\n',
    [
      ['first', 'last', 'address', 'city', 'zip'],
      ['John', 'Doe', '120 any st.', 'Anytown, WW', '08123'],
    ],
  ],
  [
    'empty',
    'a,b,c\n1,"",""\n2,3,4\n',
    [
      ['a', 'b', 'c'],
      ['1', '', ''],
      ['2', '3', '4'],
    ],
  ],
  [
    'empty_crlf',
    'a,b,c\r\n1,"",""\r\n2,3,4\r\n',
    [
      ['a', 'b', 'c'],
      ['1', '', ''],
      ['2', '3', '4'],
    ],
  ],
  [
    'escaped_quotes',
    'a,b\n1,"ha ""ha"" ha"\n3,4\n',
    [
      ['a', 'b'],
      ['1', 'ha "ha" ha'],
      ['3', '4'],
    ],
  ],
  [
    'json',
    'key,val\n1,"{""type"": ""Point"", ""coordinates"": [102.0, 0.5]}"\n',
    [
      ['key', 'val'],
      ['1', '{"type": "Point", "coordinates": [102.0, 0.5]}'],
    ],
  ],
  [
    'location_coordinates',
    'Contact Phone Number,Cities,Latitude,Longitude\n5555555555,"Chicago, IL",41.8781,-87.6298\n',
    [
      ['Contact Phone Number', 'Cities', 'Latitude', 'Longitude'],
      ['5555555555', 'Chicago, IL', '41.8781', '-87.6298'],
    ],
  ],
  [
    'newlines',
    'a,b,c\n1,2,3\n"Once upon \na time",5,6\n7,8,9\n',
    [
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['Once upon \na time', '5', '6'],
      ['7', '8', '9'],
    ],
  ],
  [
    'newlines_crlf',
    'a,b,c\r\n1,2,3\r\n"Once upon \r\na time",5,6\r\n7,8,9\r\n',
    [
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['Once upon \r\na time', '5', '6'],
      ['7', '8', '9'],
    ],
  ],
  [
    'quotes_and_newlines',
    'a,b\n1,"ha \n""ha"" \nha"\n3,4\n',
    [
      ['a', 'b'],
      ['1', 'ha \n"ha" \nha'],
      ['3', '4'],
    ],
  ],
  [
    'simple',
    'a,b,c\n1,2,3\n',
    [
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ],
  ],
  [
    'simple_crlf',
    'a,b,c\r\n1,2,3\r\n',
    [
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ],
  ],
  [
    'utf8',
    'a,b,c\n1,2,3\n4,5,ʤ\n',
    [
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', 'ʤ'],
    ],
  ],
];

describe('RFC 4180 CSV reading (csv-spectrum cases)', () => {
  it.each(spectrum)('%s', (_name, text, records) => {
    expect(parseCsv(text)).toEqual({ ok: true, records });
  });

  it('reads a last line without a line break, drops a byte-order mark and keeps empty cells', () => {
    expect(parseCsv('\uFEFFname,x\nA,\n"B",""')).toEqual({
      ok: true,
      records: [
        ['name', 'x'],
        ['A', ''],
        ['B', ''],
      ],
    });
  });

  it.each([
    ['a,b\n"open,2\n', 'a quoted field is not closed (from line 2)'],
    ['a,b\n"x"y,2\n', 'unexpected character after a closing quote on line 2'],
    ['a,b\nx"y,2\n', 'a quote inside an unquoted field on line 2'],
  ])('refuses malformed %j', (text, problem) => {
    const result = parseCsv(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toContain(problem);
  });

  it('names the header columns in lower case and skips blank rows', () => {
    const parsed = parseCsv(' Name ,Site Category\nLab,Clinic\n,\nHall\n');
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(csvRows(parsed.records)).toEqual({
      header: ['name', 'site category'],
      rows: [
        { line: 2, values: { name: 'Lab', 'site category': 'Clinic' } },
        { line: 4, values: { name: 'Hall', 'site category': '' } },
      ],
    });
  });
});

describe('what callers see beyond csv-spectrum', () => {
  it.each<[string, string, string[][]]>([
    ['mixed line endings in one file', 'a\r\nb\nc\rd', [['a'], ['b'], ['c'], ['d']]],
    ['an empty line in the middle is a record of one empty cell', 'a\n\nb\n', [['a'], [''], ['b']]],
    ['ragged rows are kept as they are', 'a,b,c\n1\n1,2,3,4\n', [['a', 'b', 'c'], ['1'], ['1', '2', '3', '4']]],
    ['a lone CR inside quotes is kept', 'a\n"b\rc"\n', [['a'], ['b\rc']]],
    ['an empty file has no records', '', []],
    ['spaces around unquoted fields are kept', ' a , b \n', [[' a ', ' b ']]],
  ])('%s', (_case, text, records) => {
    expect(parseCsv(text)).toEqual({ ok: true, records });
  });

  it('reads UTF-8 bytes like text, with or without a byte-order mark', () => {
    const bytes = new TextEncoder().encode('\uFEFFnom,ville\nJosé,"Málaga, ES"\n');
    expect(parseCsv(bytes)).toEqual({
      ok: true,
      records: [
        ['nom', 'ville'],
        ['José', 'Málaga, ES'],
      ],
    });
    expect(parseCsv(bytes.subarray(3))).toEqual(parseCsv(bytes));
  });

  it.each([
    ['a,b\r\n"x\r\ny",1\r\n"open\r\n', 'a quoted field is not closed (from line 4)'],
    ['a,b\n"x\ny\nz",1\n\n2,"y"z\n', 'unexpected character after a closing quote on line 6'],
    ['"x', 'a quoted field is not closed (from line 1)'],
  ])('names the line where the faulty record starts: %j', (text, problem) => {
    expect(parseCsv(text)).toEqual({ ok: false, problem });
  });

  it('drops every cell of a longer row beyond the header, and reads missing ones as blank', () => {
    expect(csvRows([['Name'], ['a', 'extra'], []]).rows).toEqual([{ line: 2, values: { name: 'a' } }]);
  });
});

const chunksOf = (text: string, size: number): Uint8Array[] => {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
};

async function* slowly<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) {
    await Promise.resolve();
    yield item;
  }
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe('streaming: records from chunks', () => {
  it.each(spectrum)('%s, one byte at a time', async (_name, text, records) => {
    expect(await collect(parseCsvStream(slowly(chunksOf(text, 1))))).toEqual(records);
  });

  it('joins a multi-byte character split across chunks and drops a BOM split across chunks', async () => {
    const text = '\uFEFFname\nʤ😀é\n"a,\nb"\n';
    for (const size of [1, 2, 3, 5]) {
      expect(await collect(parseCsvStream(chunksOf(text, size)))).toEqual([['name'], ['ʤ😀é'], ['a,\nb']]);
    }
  });

  it('accepts text chunks too', async () => {
    const chunks: CsvChunk[] = ['a,b\n1,', '"2', '"\n'];
    expect(await collect(parseCsvStream(chunks))).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it.each([
    ['a,b\n"open,2\n', 'a quoted field is not closed (from line 2)'],
    ['a,b\n"x"y,2\n', 'unexpected character after a closing quote on line 2'],
    ['a,b\nx"y,2\n', 'a quote inside an unquoted field on line 2'],
  ])('throws the same problem as parseCsv for %j', async (text, problem) => {
    const seen: string[][] = [];
    const reading = (async () => {
      for await (const record of parseCsvStream(slowly(chunksOf(text, 4)))) seen.push(record);
    })();
    await expect(reading).rejects.toEqual(new CsvProblem(problem));
    await expect(reading).rejects.toBeInstanceOf(CsvProblem);
    expect(parseCsv(text)).toEqual({ ok: false, problem });
  });

  it('passes on an error of the source itself', async () => {
    async function* failing(): AsyncGenerator<string> {
      yield 'a,b\n';
      throw new Error('disk gone');
    }
    await expect(collect(parseCsvStream(failing()))).rejects.toThrow('disk gone');
  });

  it('stops reading the source when the reader stops early', async () => {
    let pulled = 0;
    let closed = false;
    async function* source(): AsyncGenerator<string> {
      try {
        for (;;) {
          pulled += 1;
          yield `row ${pulled}\n`;
        }
      } finally {
        closed = true;
      }
    }
    for await (const record of parseCsvStream(source())) if (record[0] === 'row 3') break;
    expect(closed).toBe(true);
    expect(pulled).toBeLessThan(1000);
  });
});

describe('streaming a multi-megabyte file', () => {
  const ROWS = 120_000;
  const row = (n: number): string =>
    n % 7 === 0 ? `G${n},"Section ${n}, ""honours""\r\nline two",F26\r\n` : `G${n},Section ${n},F26\r\n`;
  const file = 'group_code,Title,term_code\r\n' + Array.from({ length: ROWS }, (_, n) => row(n + 1)).join('');
  const chunks = chunksOf(file, 64 * 1024);

  it('yields every row of a 3 MB file, keyed by the header, with its record number, as parseCsv reads them', async () => {
    expect(file.length).toBeGreaterThan(3_000_000);
    const header: string[][] = [];
    const rows = await collect(csvRowStream(slowly(chunks), { onHeader: (names) => header.push(names) }));
    expect(header).toEqual([['group_code', 'title', 'term_code']]);
    expect(rows).toHaveLength(ROWS);
    expect(rows[6]).toEqual({
      line: 8,
      values: { group_code: 'G7', title: 'Section 7, "honours"\r\nline two', term_code: 'F26' },
    });
    expect(rows[ROWS - 1]).toEqual({
      line: ROWS + 1,
      values: { group_code: `G${ROWS}`, title: `Section ${ROWS}`, term_code: 'F26' },
    });
    const whole = parseCsv(file);
    if (!whole.ok) throw new Error(whole.problem);
    expect(rows).toEqual(csvRows(whole.records).rows);
  });

  it('gives the first row after reading only the first chunks, not the whole file', async () => {
    let pulled = 0;
    async function* counted(): AsyncGenerator<Uint8Array> {
      for (const chunk of chunks) {
        pulled += 1;
        yield chunk;
      }
    }
    const rows = csvRowStream(counted());
    const first = await rows.next();
    expect(first.value).toEqual({ line: 2, values: { group_code: 'G1', title: 'Section 1', term_code: 'F26' } });
    expect(pulled).toBeLessThan(chunks.length / 2);
    await rows.return(undefined);
  });

  it('lets onHeader refuse the file before any row is read', async () => {
    const refuse = (names: string[]) => {
      if (!names.includes('name')) throw new Error('no "name" column');
    };
    await expect(collect(csvRowStream(chunks, { onHeader: refuse }))).rejects.toThrow('no "name" column');
    const empty: string[][] = [];
    expect(await collect(csvRowStream([], { onHeader: (names) => empty.push(names) }))).toEqual([]);
    expect(empty).toEqual([[]]);
  });
});
