import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message, rubricSchema, type Rubric } from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import { mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { RubricEditor } = await import('./rubric-editor');

const rubric = (over: Partial<Rubric> = {}): Rubric =>
  rubricSchema.parse({
    id: 'r1',
    title: 'Lesson Plan',
    state: 'draft',
    uri: '/api/rubrics/r1',
    hierarchy_id: 'node-1',
    node: { id: 'node-1', text: 'Demo', path: ['node-1'] },
    author: null,
    transfer: null,
    imported_from: null,
    incoming: false,
    mode: 'score',
    maximum: 4,
    levels_count: 2,
    criteria_count: 2,
    version: 3,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    can_edit: true,
    can_publish: true,
    can_unpublish: false,
    can_archive: true,
    can_move: true,
    can_transfer: true,
    can_accept: false,
    can_reject: false,
    can_delete: true,
    can_copy: true,
    point: 1,
    weight: [1, 1],
    enableNA: false,
    points: [
      [0, 2],
      [0, 2],
    ],
    levels: [
      { id: 'a', name: 'Low' },
      { id: 'b', name: 'High' },
    ],
    criterias: [
      { id: 'x', name: 'Aim', description: '' },
      { id: 'y', name: 'Plan', description: '' },
    ],
    contents: [
      ['', ''],
      ['', ''],
    ],
    statements_mapping: { criteria_mapping: {}, statements: [] },
    rubric_mapped_statements: [],
    ...over,
  });

type Handler = (init: RequestInit) => Response;
function serve(routes: Record<string, Handler>) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const handler = routes[`${init.method} ${url.split('?')[0]}`];
    return handler ? handler(init) : jsonResponse(404, { code: 'system.not_found', message: 'Not found', fields: {} });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

afterEach(() => {
  jest.restoreAllMocks();
});

function render(read: Rubric | null, onReload = async () => rubric({ title: 'Changed elsewhere', version: 4 })) {
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <RubricEditor rubric={read} nodeId="node-1" onReload={onReload} />
    </Suspense>,
  );
  return userEvent.setup();
}

describe('the rubric editor (spec 1 §3–5; issue 9)', () => {
  it('saves with the version read; a stale save (409) says so and Reload brings the rubric as it is now', async () => {
    const saved = jest.fn<Handler>(() =>
      jsonResponse(409, { code: 'rubrics.stale', message: message('rubrics.stale', 'en'), fields: {} }),
    );
    serve({
      'GET /api/rubrics/statement-sets': () => jsonResponse(200, { items: [] }),
      'PUT /api/rubrics/r1': saved,
    });
    const user = render(rubric());
    await user.clear(await screen.findByLabelText('Rubric title'));
    await user.type(screen.getByLabelText('Rubric title'), 'Lesson Plan 2');
    expect(screen.getByText('Unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(JSON.parse(saved.mock.calls[0]![0].body as string)).toMatchObject({ version: 3, title: 'Lesson Plan 2' });
    expect(await screen.findByText(message('rubrics.stale', 'en'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Rubric title')).toHaveValue('Changed elsewhere'));
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
  });

  it('refuses to send a draft with problems, marks them and focuses the first', async () => {
    const fetchMock = serve({ 'GET /api/rubrics/statement-sets': () => jsonResponse(200, { items: [] }) });
    const user = render(null);
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Nothing was saved: fix the 5 problems marked in the form.')).toBeInTheDocument();
    expect(screen.getByText(message('rubrics.title_required', 'en'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Rubric title')).toHaveFocus());
    expect(fetchMock.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);
  });

  it('shows the server’s field errors where the fields are', async () => {
    serve({
      'GET /api/rubrics/statement-sets': () => jsonResponse(200, { items: [] }),
      'PUT /api/rubrics/r1': () =>
        jsonResponse(400, {
          code: 'system.invalid',
          message: 'Some fields are invalid.',
          fields: { 'criterias.1.name': 'This name is refused by the server.' },
        }),
    });
    const user = render(rubric());
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('This name is refused by the server.')).toBeInTheDocument();
    expect(screen.getByLabelText('Criterion 2 name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews plain and score mode with the maximum as the grid changes', async () => {
    serve({ 'GET /api/rubrics/statement-sets': () => jsonResponse(200, { items: [] }) });
    const user = render(rubric());
    const summary = await screen.findByTestId('rubric-summary');
    expect(summary).toHaveTextContent('Score mode: the most this rubric can score is 4.00 points.');
    await user.clear(screen.getByLabelText('Points for Plan at High'));
    await user.type(screen.getByLabelText('Points for Plan at High'), '5');
    expect(summary).toHaveTextContent('the most this rubric can score is 7.00 points.');
    await user.click(screen.getByLabelText('Score this rubric (points in each cell)'));
    expect(summary).toHaveTextContent('Plain mode: no points, so no total and no thresholds.');
  });

  it('aligns a criterion to a standard of the node’s statement sets, with the minimum rule shown inline', async () => {
    serve({
      'GET /api/rubrics/statement-sets': () =>
        jsonResponse(200, {
          items: [
            {
              id: 'set-1',
              node_id: 'node-1',
              title: 'Teaching Standards',
              abbreviation: 'TS',
              statements: [
                {
                  id: 's1',
                  title: 'Learner development',
                  abbreviation: '',
                  statement_id: 'TS.1',
                  description: '',
                  parent_id: null,
                  source_identifier: null,
                },
              ],
              source: { kind: 'manual', identifier: null, uri: null },
            },
          ],
        }),
    });
    const user = render(rubric());
    await user.click(await screen.findByRole('button', { name: 'Align standards to Plan' }));
    const picker = await screen.findByRole('dialog', { name: 'Standards for Plan' });
    await user.click(screen.getByLabelText(/TS\.1\s+Learner development/));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(picker).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Minimum score for TS.1 (optional)'), '3');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The minimum score cannot exceed 2.')).toBeInTheDocument();
  });
});
