import { csvRows, parseCsv } from './parse';

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
