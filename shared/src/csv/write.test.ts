import { parseCsv } from './parse';
import { escapeCsvCell, toCsv, toCsvRecord, type CsvValue } from './write';

describe('escapeCsvCell: OWASP CSV injection, then RFC 4180 (issue 7 defect 5)', () => {
  it.each<[string, CsvValue, string]>([
    ['a formula', '=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['a plus sign', '+1', "'+1"],
    ['a text negative number (OWASP: escape)', '-2', "'-2"],
    ['a minus formula', "-1+cmd|' /C calc'!A0", "'-1+cmd|' /C calc'!A0"],
    ['a minus before a name (a spreadsheet evaluates it)', '-states', "'-states"],
    ['a bullet: a dash, a space and words (issue 21)', '- states the hypothesis', '- states the hypothesis'],
    [
      'a bullet list in one cell',
      '- states the hypothesis\n- cites evidence',
      '"- states the hypothesis\n- cites evidence"',
    ],
    ['an accented bullet with a bracket later', '- élabore un plan (p. 3)', '- élabore un plan (p. 3)'],
    ['a dash and a space before a number', '- 2+3', "'- 2+3"],
    ['a dash and a space before a sign', '- =1', "'- =1"],
    ['a dash and a space before a bracket', '- (1)', "'- (1)"],
    ['a dash and a space before a quote', '- "x"', `"'- ""x"""`],
    ['a dash, a space and a DDE payload', "- cmd|' /C calc'!A0", "'- cmd|' /C calc'!A0"],
    ['a dash, a space and a function call', '- HYPERLINK("http://x")', `"'- HYPERLINK(""http://x"")"`],
    ['a function call later in a bullet', '- see WEBSERVICE("http://x")', `"'- see WEBSERVICE(""http://x"")"`],
    ['a dash and a tab', '-\tx', "'-\tx"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\t=1', "'\t=1"],
    ['a leading CR (quoted: it holds a CR)', '\r=1', `"'\r=1"`],
    ['a DDE payload with a comma', '=cmd|"/c calc",x', `"'=cmd|""/c calc"",x"`],
    ['plain text', 'Algebra', 'Algebra'],
    ['a trigger later in the cell', 'a=b-c', 'a=b-c'],
    ['a leading space before a trigger', ' =1', ' =1'],
    ['embedded quotes', 'say "hi"', '"say ""hi"""'],
    ['an embedded comma', 'Anytown, WW', '"Anytown, WW"'],
    ['an embedded newline', 'line one\nline two', '"line one\nline two"'],
    ['an embedded CRLF', 'a\r\nb', '"a\r\nb"'],
    ['a single quote alone', "O'Neil", "O'Neil"],
    ['the empty string', '', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['a number, negative', -2, '-2'],
    ['a number, decimal', 3.5, '3.5'],
    ['a number that is not finite', Number.NaN, ''],
    ['a boolean', true, 'true'],
  ])('%s: %j → %j', (_case, value, written) => {
    expect(escapeCsvCell(value)).toBe(written);
  });

  it('escapes a cell starting with one of the six OWASP triggers, and no other first character', () => {
    const triggers = ['=', '+', '-', '@', '\t', '\r'];
    const unquoted = (cell: string): string => cell.replace(/^"(.*)"$/s, '$1').replaceAll('""', '"');
    const escaped = Array.from({ length: 0x250 }, (_, code) => String.fromCharCode(code)).filter(
      (first) => unquoted(escapeCsvCell(`${first}x`)) === `'${first}x`,
    );
    expect(escaped.sort()).toEqual(triggers.sort());
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-terminated records', () => {
    expect(toCsv([['G1', 'Algebra, I', 3]], { header: ['group_code', 'title', 'members'] })).toBe(
      'group_code,title,members\r\nG1,"Algebra, I",3\r\n',
    );
  });

  it('starts with a byte-order mark when asked, for Excel', () => {
    expect(toCsv([['é']], { bom: true })).toBe('\uFEFFé\r\n');
    expect(toCsv([['é']])).toBe('é\r\n');
  });

  it('escapes header cells too, and writes an empty file for no rows and no header', () => {
    expect(toCsv([], { header: ['=bad'] })).toBe("'=bad\r\n");
    expect(toCsv([])).toBe('');
  });

  it('takes any iterable of rows, and writes one record at a time', () => {
    function* rows(): Generator<CsvValue[]> {
      yield ['a', null];
      yield ['+b', 1];
    }
    expect(toCsv(rows())).toBe("a,\r\n'+b,1\r\n");
    expect(toCsvRecord(['x', '-y'])).toBe("x,'-y\r\n");
  });
});

describe('round trip: toCsv then parseCsv gives the escaped cells back', () => {
  const cells: CsvValue[][] = [
    ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)'],
    ['\t=1', '\r=1', 'say "hi"', 'line one\r\nline two\nthree'],
    ['Anytown, WW', "O'Neil", '', 'ʤ 😀 café'],
    [-2, 3.5, null, true],
  ];

  it.each([[false], [true]])('with a byte-order mark: %s', (bom) => {
    const parsed = parseCsv(toCsv(cells, { header: ['a', 'b', 'c', 'd'], bom }));
    expect(parsed).toEqual({
      ok: true,
      records: [
        ['a', 'b', 'c', 'd'],
        ...cells.map((row) => row.map((value) => escapeCsvCell(value).replace(/^"|"$/g, '').replaceAll('""', '"'))),
      ],
    });
    if (parsed.ok) {
      expect(parsed.records[1]).toEqual(['\'=HYPERLINK("http://x")', "'+1", "'-2", "'@SUM(A1)"]);
      expect(parsed.records[2]).toEqual(["'\t=1", "'\r=1", 'say "hi"', 'line one\r\nline two\nthree']);
      expect(parsed.records[4]).toEqual(['-2', '3.5', '', 'true']);
    }
  });
});
