import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message, rubricPageSchema, type RubricSummary } from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import { NO_LIBRARY_ACTIONS } from '../../../test/library-flags';
import { serveRoutes, type RouteHandler } from '../../../test/serve-routes';
import { mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { RubricsPanel, allowedActions } = await import('./rubrics-panel');

const NONE = { ...NO_LIBRARY_ACTIONS, can_archive: false };

function summary(over: Partial<RubricSummary> = {}): RubricSummary {
  return {
    id: 'r1',
    title: 'Lesson Plan Rubric',
    state: 'published',
    uri: '/api/rubrics/r1',
    hierarchy_id: 'node-1',
    node: { id: 'node-1', text: 'Demo University', path: ['node-1'] },
    author: null,
    transfer: null,
    imported_from: null,
    incoming: false,
    mode: 'score',
    maximum: 16,
    levels_count: 4,
    criteria_count: 3,
    version: 7,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    ...NONE,
    can_edit: true,
    can_unpublish: true,
    can_archive: true,
    can_move: true,
    can_transfer: true,
    can_copy: true,
    ...over,
  };
}

const page = (items: RubricSummary[], cursor: string | null = null) =>
  rubricPageSchema.parse({ items, page_size: 25, more: cursor !== null, cursor });

afterEach(() => {
  jest.restoreAllMocks();
});

function render(canManage = true) {
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <RubricsPanel nodeId="node-1" canManage={canManage} />
    </Suspense>,
  );
  return userEvent.setup();
}

/** Opens a row's actions menu from the keyboard (as a screen-reader user would) and chooses an item. */
async function choose(user: ReturnType<typeof userEvent.setup>, title: string, item: string) {
  const trigger = await screen.findByRole('button', { name: `Actions for ${title}` });
  trigger.focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('the row actions (spec 2 §2, §6; ADR 0015: exactly what the flags allow)', () => {
  it('offers nothing but copy and export on the default rubric, and every change on an editable draft', () => {
    expect(allowedActions(summary({ ...NONE, state: 'default', can_copy: true }))).toEqual(['copy', 'export']);
    expect(
      allowedActions(summary({ state: 'draft', can_publish: true, can_unpublish: false, can_delete: true })),
    ).toEqual(['edit', 'publish', 'copy', 'move', 'transfer', 'export', 'archive', 'delete']);
    expect(allowedActions(summary({ ...NONE, transfer: null, can_accept: true, can_reject: true }))).toEqual([
      'accept',
      'reject',
      'export',
    ]);
  });

  it('lists the menu items of a row as the server allows them', async () => {
    serveRoutes({
      'GET /api/rubrics': () => jsonResponse(200, page([summary({ ...NONE, state: 'archived', can_copy: true })])),
    });
    const user = render();
    const trigger = await screen.findByRole('button', { name: 'Actions for Lesson Plan Rubric' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Copy', 'Export to Canvas CSV']);
    expect(within(screen.getAllByRole('row')[1]!).getByText('Archived')).toBeInTheDocument();
  });
});

describe('the list (spec 1 §4, spec 2 §9)', () => {
  it('asks for default, published and draft first, and for archived ones once ticked', async () => {
    const fetchMock = serveRoutes({ 'GET /api/rubrics': () => jsonResponse(200, page([summary()])) });
    const user = render();
    await screen.findByRole('link', { name: 'Lesson Plan Rubric' });
    const first = new URL(fetchMock.mock.calls[0]![0], 'http://x');
    expect(first.searchParams.get('category')).toBe('default,published,draft');
    expect(first.searchParams.get('sort')).toBe('title');
    expect(first.searchParams.get('node')).toBe('node-1');
    await user.click(screen.getByLabelText('Archived'));
    await waitFor(() =>
      expect(new URL(fetchMock.mock.calls.at(-1)![0], 'http://x').searchParams.get('category')).toBe(
        'draft,published,archived,default',
      ),
    );
  });

  it('reads the next page with the cursor of the last one when the reader presses Load more, and stops when no more', async () => {
    const fetchMock = serveRoutes({
      'GET /api/rubrics': (url) =>
        new URL(url, 'http://x').searchParams.get('cursor') === 'next-1'
          ? jsonResponse(200, page([summary({ id: 'r2', title: 'Second page rubric' })]))
          : jsonResponse(200, page([summary()], 'next-1')),
    });
    const user = render();
    await screen.findByRole('link', { name: 'Lesson Plan Rubric' });
    expect(new URL(fetchMock.mock.calls[0]![0], 'http://x').searchParams.has('cursor')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second page rubric' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lesson Plan Rubric' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers no new rubric or import to a caller without authority over the folder', async () => {
    serveRoutes({ 'GET /api/rubrics': () => jsonResponse(200, page([])) });
    render(false);
    expect(await screen.findByText(/This folder has no rubrics yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New rubric' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import from Canvas CSV' })).toBeNull();
  });
});

describe('unpublishing (spec 2 §4, §8)', () => {
  it('checks first: a used rubric opens the cannot-unpublish modal with the server’s sentence and changes nothing', async () => {
    const refused = message('rubrics.cannot_unpublish', 'en');
    const fetchMock = serveRoutes({
      'GET /api/rubrics': () => jsonResponse(200, page([summary()])),
      'GET /api/rubrics/r1/unpublishable': () => jsonResponse(200, { unpublishable: false, message: refused }),
    });
    const user = render();
    await choose(user, 'Lesson Plan Rubric', 'Unpublish');
    const dialog = await screen.findByRole('dialog', { name: 'This rubric cannot be unpublished' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(refused);
    expect(fetchMock.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);
  });

  it('an unused one asks to confirm, then unpublishes with the version read and shows the server’s sentence', async () => {
    const unpublished = jest.fn<RouteHandler>(() =>
      jsonResponse(200, { rubric: undefined, message: 'Lesson Plan Rubric has been unpublished.' }),
    );
    serveRoutes({
      'GET /api/rubrics': () => jsonResponse(200, page([summary()])),
      'GET /api/rubrics/r1/unpublishable': () => jsonResponse(200, { unpublishable: true, message: null }),
      'POST /api/rubrics/r1/unpublish': unpublished,
    });
    const user = render();
    await choose(user, 'Lesson Plan Rubric', 'Unpublish');
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish rubric' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(unpublished).toHaveBeenCalled());
    expect(JSON.parse(unpublished.mock.calls[0]![1].body as string)).toEqual({ version: 7 });
  });

  it('a failed unpublish says "Something went wrong.", not the server’s words', async () => {
    serveRoutes({
      'GET /api/rubrics': () => jsonResponse(200, page([summary()])),
      'GET /api/rubrics/r1/unpublishable': () => jsonResponse(200, { unpublishable: true, message: null }),
      'POST /api/rubrics/r1/unpublish': () =>
        jsonResponse(403, { code: 'rubrics.no_authority', message: 'You cannot change this rubric.', fields: {} }),
    });
    const user = render();
    await choose(user, 'Lesson Plan Rubric', 'Unpublish');
    const confirm = await screen.findByRole('dialog', { name: 'Unpublish rubric' });
    await user.click(within(confirm).getByRole('button', { name: 'Unpublish' }));
    const failed = await screen.findByRole('dialog', { name: 'This could not be done' });
    expect(within(failed).getByRole('alert')).toHaveTextContent(/^Something went wrong\.$/);
  });

  it('a failed check says "Something went wrong."', async () => {
    serveRoutes({
      'GET /api/rubrics': () => jsonResponse(200, page([summary()])),
      'GET /api/rubrics/r1/unpublishable': () => jsonResponse(500, { code: 'internal', message: 'x', fields: {} }),
    });
    const user = render();
    await choose(user, 'Lesson Plan Rubric', 'Unpublish');
    const dialog = await screen.findByRole('dialog', { name: 'This could not be done' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});

describe('moving and the other changes (spec 2 §4–5, §8)', () => {
  it('without a target, the move dialog is the cannot-move modal with the server’s sentence', async () => {
    const none = message('rubrics.move.no_targets', 'en');
    serveRoutes({
      'GET /api/rubrics': () => jsonResponse(200, page([summary()])),
      'GET /api/rubrics/r1/move-targets': () => jsonResponse(200, { targets: [], message: none }),
    });
    const user = render();
    await choose(user, 'Lesson Plan Rubric', 'Move');
    const dialog = await screen.findByRole('dialog', { name: 'This rubric cannot be moved' });
    expect(within(dialog).getByText(none)).toBeInTheDocument();
  });

  it('moves to the node chosen with the version read', async () => {
    const moved = jest.fn<RouteHandler>(() => jsonResponse(500, { code: 'internal', message: 'x', fields: {} }));
    serveRoutes({
      'GET /api/rubrics': () => jsonResponse(200, page([summary({ state: 'draft' })])),
      'GET /api/rubrics/r1/move-targets': () =>
        jsonResponse(200, { targets: [{ id: 'node-2', text: 'Faculty', path: ['node-1', 'node-2'] }], message: null }),
      'POST /api/rubrics/r1/move': moved,
    });
    const user = render();
    await choose(user, 'Lesson Plan Rubric', 'Move');
    const dialog = await screen.findByRole('dialog', { name: 'Move “Lesson Plan Rubric”' });
    await user.click(within(dialog).getByLabelText('Faculty'));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moved).toHaveBeenCalled());
    expect(JSON.parse(moved.mock.calls[0]![1].body as string)).toEqual({ version: 7, node_id: 'node-2' });
  });

  it('a stale change (409) says so and offers to reload the list', async () => {
    const stale = message('rubrics.stale', 'en');
    let lists = 0;
    serveRoutes({
      'GET /api/rubrics': () => {
        lists += 1;
        return jsonResponse(200, page([summary()]));
      },
      'GET /api/rubrics/r1/unpublishable': () => jsonResponse(200, { unpublishable: true, message: null }),
      'POST /api/rubrics/r1/archive': () => jsonResponse(409, { code: 'rubrics.stale', message: stale, fields: {} }),
    });
    const user = render();
    await choose(user, 'Lesson Plan Rubric', 'Archive');
    const confirm = await screen.findByRole('dialog', { name: 'Archive rubric' });
    expect(within(confirm).getByText(/This cannot be undone/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    const failed = await screen.findByRole('dialog', { name: 'This could not be done' });
    expect(within(failed).getByRole('alert')).toHaveTextContent(stale);
    const before = lists;
    await user.click(within(failed).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(lists).toBeGreaterThan(before));
  });

  it('asks before deleting, naming what is lost', async () => {
    serveRoutes({ 'GET /api/rubrics': () => jsonResponse(200, page([summary({ state: 'draft', can_delete: true })])) });
    const user = render();
    await choose(user, 'Lesson Plan Rubric', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete rubric' });
    expect(dialog).toHaveTextContent(
      'Delete “Lesson Plan Rubric”? Its 3 criteria, 4 levels, points, cell descriptions and standard alignments will be lost.',
    );
    // Cancel, not the destructive button, takes the first focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});
