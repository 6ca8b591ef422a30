/**
 * The terms import end to end on the job platform (issue 24, docs/adr/0029-import-jobs.md): the template file
 * downloaded, posted straight to S3 (s3rver) through a presigned POST, started, split and imported by the
 * imports consumer (its messages held by a queue in this process and handed over as SQS would), the log read
 * as the screen reads it, the error report downloaded through its link.
 */
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import {
  HEADER,
  TestQueue,
  bytesOf,
  createTermAs,
  csv,
  freshOrganisation,
  readLog,
  template,
  termsOf,
  uploadAndStart,
} from './support';

const queue = new TestQueue();
beforeAll(() => queue.register());
afterAll(() => registerLocalQueuePort(undefined));

describe('the terms import', () => {
  it('imports its template file: the log goes created → finished with the spec’s result sentence', async () => {
    const org = await freshOrganisation();
    const file = await template(org.admin);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('terms-import-template.csv');
    expect(file.body.content.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(HEADER.join(','));

    const { started } = await uploadAndStart(org.admin, 'terms.csv', bytesOf(file.body.content));
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ type: 'csv', kind: 'terms', status: 'created', filename: 'terms.csv' });
    expect(queue.sent.map((message) => message.job)).toEqual(['imports.splitImport']);

    await queue.drain(started.body.id);
    const log = await readLog(org.admin, started.body.id);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({
      status: 'finished',
      import_result: { success_count: 2, warning_count: 0, failed_count: 0 },
      details: '2 import successfully, 0 failed',
      error_codes: [],
      errors_omitted: 0,
      aggregation_log: null,
      progress: { rows_read: 2, rows_done: 2, rows_total: 2 },
    });
    expect(log.body.finished_at).not.toBeNull();
    expect(await termsOf(org.admin)).toEqual([
      {
        code: 'FA26',
        name: 'Fall 2026',
        start_date: '2026-08-24',
        end_date: '2026-12-18',
        include_academic_data: false,
      },
      {
        code: 'SP27',
        name: 'Spring 2027',
        start_date: '2027-01-11',
        end_date: '2027-05-07',
        include_academic_data: true,
      },
    ]);
    expect((await readLog(org.admin, started.body.id, 'es')).body.details).toBe(
      '2 importados correctamente, 0 fallidos',
    );
  });

  it('imports the good rows of a file with bad ones and reports each bad row by line, column and code', async () => {
    const org = await freshOrganisation();
    await createTermAs(org.admin, {
      code: 'OLD',
      name: 'Taken Name',
      start_date: '2025-01-01',
      end_date: '2025-06-30',
    });
    // Row 8 takes this term's name; it is not the term row 9 renames, whose write may land first (rows are
    // written 8 at a time, in no fixed order).
    await createTermAs(org.admin, {
      code: 'KEEP',
      name: 'Kept Name',
      start_date: '2024-01-01',
      end_date: '2024-06-30',
    });
    const file = csv([
      ['Term_ID', ' Name ', 'START_DATE', 'end_date', 'include_academic_data', 'status'], // Canvas's header
      ['A1', 'Autumn', '2026-09-01', '12/20/2026', 'yes', 'active'], // 2
      ['A2', '', '2026-09-01', '2026-12-20', '', 'active'], // 3: name blank
      ['A3', 'Bad date', '2026-13-01', '2026-12-20', '', 'active'], // 4: start not a date
      ['A4', 'Backwards', '2026-12-20', '2026-09-01', '', 'active'], // 5: end before start
      ['A5', 'Maybe', '2026-09-01', '2026-12-20', 'maybe', 'active'], // 6: not a boolean
      ['a1', 'Again', '2026-09-01', '2026-12-20', '', 'active'], // 7: A1 again (codes compare case-folded)
      ['A6', 'kept name', '2026-09-01', '2026-12-20', '', 'active'], // 8: another term's name
      ['OLD', 'Renamed', '2025-01-01', '2025-07-31', 'true', 'active'], // 9: updates OLD by its code
      ['A7', 'Short year', '08/15/26', '12/18/2026', 'no', 'active'], // 10: a two-digit year
    ]);
    const { started } = await uploadAndStart(org.admin, 'with bad rows.csv', bytesOf(file));
    await queue.drain(started.body.id);
    const log = await readLog(org.admin, started.body.id);
    expect(log.body).toMatchObject({
      status: 'finished',
      import_result: { success_count: 2, warning_count: 0, failed_count: 7 },
      details: '2 import successfully, 7 failed',
      errors_omitted: 0,
    });
    expect(log.body.error_codes).toEqual([
      { code: 'required', row: 3, column: 'name', message: '"name" cannot be left blank.' },
      // The reader's typed cells (the kind's `cells`): each sentence names the row and the header as written.
      {
        code: 'csv.row.invalid_date',
        row: 4,
        column: 'start_date',
        message: 'Row 4: "2026-13-01" in "START_DATE" is not a date. Write it as mm/dd/yyyy or yyyy-mm-dd.',
      },
      { code: 'end_before_start', row: 5, column: 'end_date', message: 'End must later than Start' },
      {
        code: 'csv.row.invalid_boolean',
        row: 6,
        column: 'include_academic_data',
        message:
          'Row 6: "maybe" in "include_academic_data" is not yes or no. Write true or false, yes or no, or 1 or 0.',
      },
      {
        code: 'duplicate_in_file',
        row: 7,
        column: 'code',
        message: 'The same row key appears earlier in the file, on line 2.',
      },
      { code: 'taken', row: 8, column: 'name', message: 'Another record already uses this "name".' },
      {
        code: 'csv.row.two_digit_year',
        row: 10,
        column: 'start_date',
        message:
          'Row 10: the date "08/15/26" in "START_DATE" has a two-digit year. Write the year in full: mm/dd/yyyy or yyyy-mm-dd.',
      },
    ]);
    expect(await termsOf(org.admin)).toEqual([
      { code: 'A1', name: 'Autumn', start_date: '2026-09-01', end_date: '2026-12-20', include_academic_data: true },
      {
        code: 'KEEP',
        name: 'Kept Name',
        start_date: '2024-01-01',
        end_date: '2024-06-30',
        include_academic_data: false,
      },
      { code: 'OLD', name: 'Renamed', start_date: '2025-01-01', end_date: '2025-07-31', include_academic_data: true },
    ]);

    // The error report: every refused row as the file had it, then its line, column, code and sentence.
    const report = log.body.aggregation_log;
    expect(report).toMatchObject({ rows: 7 });
    const download = await fetch(report!.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const lines = (await download.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(`${HEADER.join(',')},Line,Column,Error code,Error`);
    expect(lines.slice(1)).toEqual([
      'A2,,2026-09-01,2026-12-20,,3,name,required,"""name"" cannot be left blank."',
      'A3,Bad date,2026-13-01,2026-12-20,,4,start_date,csv.row.invalid_date,"Row 4: ""2026-13-01"" in ""START_DATE"" is not a date. Write it as mm/dd/yyyy or yyyy-mm-dd."',
      'A4,Backwards,2026-12-20,2026-09-01,,5,end_date,end_before_start,End must later than Start',
      'A5,Maybe,2026-09-01,2026-12-20,maybe,6,include_academic_data,csv.row.invalid_boolean,"Row 6: ""maybe"" in ""include_academic_data"" is not yes or no. Write true or false, yes or no, or 1 or 0."',
      'a1,Again,2026-09-01,2026-12-20,,7,code,duplicate_in_file,"The same row key appears earlier in the file, on line 2."',
      'A6,kept name,2026-09-01,2026-12-20,,8,name,taken,"Another record already uses this ""name""."',
      // As the file had it (a corrected report imports again); the other cells as they were read.
      'A7,Short year,08/15/26,2026-12-18,false,10,start_date,csv.row.two_digit_year,"Row 10: the date ""08/15/26"" in ""START_DATE"" has a two-digit year. Write the year in full: mm/dd/yyyy or yyyy-mm-dd."',
    ]);
  });

  it('refuses a file lacking a required column whole, before any term is written', async () => {
    const org = await freshOrganisation();
    const file = csv([
      ['code', 'start_date', 'end_date'],
      ['X1', '2026-09-01', '2026-12-20'],
    ]);
    const { started } = await uploadAndStart(org.admin, 'no-name.csv', bytesOf(file));
    await queue.drain(started.body.id);
    const log = await readLog(org.admin, started.body.id);
    expect(log.body).toMatchObject({
      status: 'exception',
      details: 'The file has no "name" column.',
      error_codes: [{ code: 'missing_column', row: null, column: null, message: 'The file has no "name" column.' }],
      import_result: { success_count: 0, warning_count: 0, failed_count: 0 },
      aggregation_log: null,
    });
    expect(await termsOf(org.admin)).toEqual([]);
  });

  it('refuses a file with no rows, and text that is not CSV, whole', async () => {
    const org = await freshOrganisation();
    const empty = await uploadAndStart(org.admin, 'empty.csv', bytesOf(`${HEADER.join(',')}\r\n`));
    await queue.drain(empty.started.body.id);
    expect((await readLog(org.admin, empty.started.body.id)).body).toMatchObject({
      status: 'exception',
      details: 'The file has no rows to import.',
    });
    const broken = await uploadAndStart(
      org.admin,
      'broken.csv',
      bytesOf(`${HEADER.join(',')}\r\nB1,"Unclosed,2026-09-01,2026-12-20,\r\n`),
    );
    await queue.drain(broken.started.body.id);
    const log = (await readLog(org.admin, broken.started.body.id)).body;
    expect(log.status).toBe('exception');
    // The file reader's own code and sentence (functions/src/lib/csv), naming where the broken row starts.
    expect(log.error_codes[0]?.code).toBe('csv.file.unreadable');
    expect(log.details).toBe('The file could not be read as CSV: a quoted field is not closed (from line 2)');
    expect(await termsOf(org.admin)).toEqual([]);
  });
});
