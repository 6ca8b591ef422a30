/**
 * The terms import reads files as people have them (issue 24 "Files as people really have them"; the reader is
 * functions/src/lib/csv, reached through the jobs' seam functions/src/jobs/imports/read-rows.ts): Windows-1252
 * from Excel on Windows, UTF-16 LE and BE with their byte-order marks, semicolons and CRLF from European Excel,
 * headers in any case and spacing, each imported with the right characters and the log saying how the file
 * was read; a row holding "�" or a cell past the header's is refused by row, the others imported.
 */
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { TestQueue, freshOrganisation, readLog, termsOf, uploadAndStart } from './support';

const queue = new TestQueue();
beforeAll(() => queue.register());
afterAll(() => registerLocalQueuePort(undefined));

/** Windows-1252 as Excel writes it: Latin-1's letters at their code points, the euro sign at 0x80. */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from([...text].map((character) => (character === '€' ? 0x80 : character.charCodeAt(0))));
}
const utf16le = (text: string) =>
  new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
const utf16be = (text: string) => {
  const little = Buffer.from(text, 'utf16le');
  for (let at = 0; at < little.length; at += 2) [little[at], little[at + 1]] = [little[at + 1]!, little[at]!];
  return new Uint8Array(Buffer.concat([Buffer.from([0xfe, 0xff]), little]));
};

async function imported(bytes: Uint8Array, fileName = 'terms.csv') {
  const org = await freshOrganisation();
  const { started } = await uploadAndStart(org.admin, fileName, bytes);
  expect(started.status).toBe(202);
  await queue.drain(started.body.id);
  const log = await readLog(org.admin, started.body.id);
  return { log: log.body, terms: await termsOf(org.admin) };
}

describe('the terms import reads the files people have', () => {
  it.each([
    ['Windows-1252 (Excel on Windows)', windows1252, 'windows-1252'],
    ['UTF-16 LE with its BOM', utf16le, 'utf-16le'],
    ['UTF-16 BE with its BOM', utf16be, 'utf-16be'],
  ])('%s: accented names kept letter for letter', async (_name, encode, encoding) => {
    const text = 'Code,Name,Start Date,End Date\r\nOTO26,Otoño Año Académico €,2026-09-01,2026-12-20\r\n';
    const { log, terms } = await imported(encode(text));
    expect(log).toMatchObject({
      status: 'finished',
      import_result: { success_count: 1, failed_count: 0 },
      file: { encoding, separator: 'comma' },
    });
    expect(terms.map((term) => term.name)).toEqual(['Otoño Año Académico €']);
  });

  it('a semicolon file with CRLF line ends from European Excel, headers in any case and spacing', async () => {
    const text =
      ' CODE ;name; start_date ;END DATE;Include Academic Data\r\nP27;Primavera;2027-01-11;2027-05-07;yes\r\n';
    const { log, terms } = await imported(new TextEncoder().encode(text));
    expect(log).toMatchObject({ status: 'finished', file: { encoding: 'utf-8', separator: 'semicolon' } });
    expect(terms).toEqual([
      { code: 'P27', name: 'Primavera', start_date: '2027-01-11', end_date: '2027-05-07', include_academic_data: true },
    ]);
  });

  it('refuses a row holding "�" and a row with a cell past the header’s by row; the good row imports', async () => {
    const text = [
      'code,name,start_date,end_date',
      'A1,Good term,2026-09-01,2026-12-20',
      'A2,Bad \uFFFD name,2026-09-01,2026-12-20',
      'A3,Fall, late,2026-09-01,2026-12-20',
    ].join('\n');
    const { log, terms } = await imported(new TextEncoder().encode(text));
    expect(log).toMatchObject({ status: 'finished', import_result: { success_count: 1, failed_count: 2 } });
    expect(log.error_codes.map(({ code, row }) => ({ code, row }))).toEqual([
      { code: 'csv.row.unreadable_character', row: 3 },
      { code: 'csv.row.extra_cells', row: 4 },
    ]);
    expect(log.error_codes[0]?.message).toMatch(/^Row 3: "name" holds a character that could not be read/);
    expect(terms.map((term) => term.code)).toEqual(['A1']);
  });

  it('refuses a spreadsheet workbook whole with advice, before any term is written', async () => {
    const zipHeader = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]);
    const { log, terms } = await imported(zipHeader, 'terms.csv');
    expect(log.status).toBe('exception');
    expect(log.details).toMatch(/spreadsheet workbook/);
    expect(terms).toEqual([]);
  });
});
