import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportLogView } from '@tessera/shared';
import { jsonResponse } from '../../test/json-response';
import { serveRoutes } from '../../test/serve-routes';
import { mockSignedIn } from '../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../test/render');
const { ImportPanel } = await import('./import-panel');
const { ImportLog } = await import('./import-log');
const { IMPORT_POLL_MS } = await import('../../lib/import-jobs');

const ID = '01JDEMO0000000000000000001';

function log(over: Partial<ImportLogView> = {}): ImportLogView {
  return {
    id: ID,
    type: 'csv',
    kind: 'terms',
    status: 'started',
    import_result: { success_count: 0, warning_count: 0, failed_count: 0 },
    filename: 'terms.csv',
    file: { encoding: 'windows-1252', separator: 'semicolon' },
    details: 'Importing: 1 of 3 rows.',
    error_codes: [],
    errors_omitted: 0,
    aggregation_log: null,
    progress: { rows_read: 3, rows_done: 1, rows_total: 3 },
    node_id: null,
    group_id: null,
    started_by: 'user-1',
    created_at: '2026-11-28T10:00:00.000Z',
    updated_at: '2026-11-28T10:00:01.000Z',
    finished_at: null,
    ...over,
  };
}

const finished = log({
  status: 'finished',
  import_result: { success_count: 2, warning_count: 0, failed_count: 1 },
  details: '2 import successfully, 1 failed',
  error_codes: [{ code: 'invalid_date', row: 3, column: 'start_date', message: 'start_date is not a date.' }],
  errors_omitted: 4,
  aggregation_log: { url: 'https://storage.test/report.csv?signed', expires_at: '2026-11-28T10:15:00.000Z', rows: 5 },
  progress: { rows_read: 3, rows_done: 3, rows_total: 3 },
  finished_at: '2026-11-28T10:00:05.000Z',
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('an import’s log (spec 2 §3, §4, §8)', () => {
  it('shows a running log’s progress bar, rows done of the file’s, and how the file was read', () => {
    renderWithApp(<ImportLog log={log()} />);
    const region = screen.getByRole('region', { name: 'Import of terms.csv' });
    const bar = within(region).getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('value', '1');
    expect(bar).toHaveAttribute('max', '3');
    expect(within(region).getByText('Importing', { exact: true })).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('Importing: 1 of 3 rows.');
    expect(within(region).getByText('Read as Windows-1252, semicolon separated.')).toBeInTheDocument();
  });

  it('shows a finished log’s result, counts, errors by row, the error report and how many errors it alone holds', () => {
    renderWithApp(<ImportLog log={finished} />);
    const region = screen.getByRole('region', { name: 'Import of terms.csv' });
    expect(within(region).queryByRole('progressbar')).toBeNull();
    expect(within(region).getByRole('status')).toHaveTextContent('2 import successfully, 1 failed');
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Imported', 'Warnings', 'Failed']);
    expect(
      within(region)
        .getAllByRole('definition')
        .map((count) => count.textContent),
    ).toEqual(['2', '0', '1']);
    const errors = within(region).getByRole('table', { name: 'Errors of the import of terms.csv' });
    const row = within(errors).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'start_date', 'start_date is not a date.', 'invalid_date']);
    expect(within(region).getByRole('link', { name: 'Download the error report (5 rows)' })).toHaveAttribute(
      'href',
      'https://storage.test/report.csv?signed',
    );
    expect(within(region).getByText('4 more errors are in the error report.')).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderWithApp(<ImportLog log={finished} />, { locale: 'es' });
    const region = screen.getByRole('region', { name: 'Importación de terms.csv' });
    expect(within(region).getByText('Terminada', { exact: true })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Descargar el informe de errores (5 filas)' })).toBeInTheDocument();
    expect(within(region).getByText('4 errores más están en el informe de errores.')).toBeInTheDocument();
  });
});

describe('the import panel polls every 3 seconds while a log runs (spec 2 §4, §9)', () => {
  it('reads the running log again at 3 s, not before, and stops once it has finished', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let current = log();
    const fetchMock = serveRoutes({
      'GET /api/imports': () => jsonResponse(200, { items: [current], next_cursor: null }),
      [`GET /api/imports/${ID}`]: () => jsonResponse(200, current),
    });
    const logReads = () => fetchMock.mock.calls.filter(([url]) => url.endsWith(`/api/imports/${ID}`)).length;
    renderWithApp(<ImportPanel kind="terms" />);
    await screen.findByRole('progressbar', { name: 'Import progress' });
    const first = logReads();
    expect(first).toBeGreaterThan(0);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_900);
    });
    expect(logReads()).toBe(first);
    current = finished;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(logReads()).toBe(first + 1);
    const region = await screen.findByRole('region', { name: 'Import of terms.csv' });
    await within(region).findByText('2 import successfully, 1 failed');

    // Finished: once the polls under way have answered, nothing is read again however long the page stays open.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(IMPORT_POLL_MS);
    });
    const settled = fetchMock.mock.calls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(fetchMock.mock.calls.length).toBe(settled);
  });
});

describe('the upload (spec 2 §8)', () => {
  it('refuses a file that is not .csv with the spec’s "Invalid file type", asking nothing of the server', async () => {
    const fetchMock = serveRoutes({
      'GET /api/imports': () => jsonResponse(200, { items: [], next_cursor: null }),
    });
    renderWithApp(<ImportPanel kind="terms" />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('File to import'), new File(['code'], 'terms.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid file type');
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('presigned-url'))).toEqual([]);
  });

  it('shows the server’s refusal of the file on the file field, in its words', async () => {
    serveRoutes({
      'GET /api/imports': () => jsonResponse(200, { items: [], next_cursor: null }),
      'POST /api/imports/presigned-url': () =>
        jsonResponse(400, {
          code: 'invalid file size',
          message: 'The file is larger than 50 MB.',
          fields: { file: 'The file is larger than 50 MB.' },
        }),
    });
    renderWithApp(<ImportPanel kind="terms" />);
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('File to import'),
      new File(['code,name'], 'terms.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 50 MB.');
    expect(screen.getByLabelText('File to import')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('a panel on one section (its members dialog; issue 24)', () => {
  it('lists only that section’s imports and says once, when the log it watched ends, that it ended', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const here = { kind: 'section-members' as const, group_id: 'section-1', filename: 'here.csv' };
    let current = log(here);
    const elsewhere = log({ ...here, id: '01JDEMO0000000000000000002', group_id: 'section-2', filename: 'there.csv' });
    serveRoutes({
      'GET /api/imports': () => jsonResponse(200, { items: [current, elsewhere], next_cursor: null }),
      [`GET /api/imports/${ID}`]: () => jsonResponse(200, current),
    });
    const onFinished = jest.fn();
    renderWithApp(<ImportPanel kind="section-members" groupId="section-1" onlyHere onFinished={onFinished} />);
    const list = await screen.findByRole('table', { name: 'Latest imports' });
    expect(within(list).getByText('here.csv')).toBeInTheDocument();
    expect(within(list).queryByText('there.csv')).toBeNull();
    await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(onFinished).not.toHaveBeenCalled();

    current = { ...finished, ...here };
    await act(async () => {
      await jest.advanceTimersByTimeAsync(IMPORT_POLL_MS);
    });
    await screen.findByText('2 import successfully, 1 failed', { selector: '[role="status"]' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(IMPORT_POLL_MS);
    });
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ id: ID, status: 'finished' }));
  });
});
