import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message, templatePageListSchema, type HierarchyNode, type TemplateSummary } from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import { NO_LIBRARY_ACTIONS } from '../../../test/library-flags';
import { serveRoutes, type RouteHandler } from '../../../test/serve-routes';
import { mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { TemplatesPanel, allowedTemplateActions } = await import('./templates-panel');

const NONE = NO_LIBRARY_ACTIONS;

function summary(over: Partial<TemplateSummary> = {}): TemplateSummary {
  return {
    id: 't1',
    title: 'Lesson Plan Assignment',
    description: '',
    workflow: 'SupervisedAssessmentWorkflow',
    workflow_name: 'Supervised Assessment',
    template_kind: 'assignment_template',
    state: 'draft',
    previous_state: null,
    uri: '/api/templates/t1',
    hierarchy_id: 'uni',
    node: { id: 'uni', text: 'Demo University', path: ['uni'] },
    template_folder_id: null,
    author: null,
    transfer: null,
    incoming: false,
    rubric_ids: [],
    pages_count: 2,
    components_count: 5,
    version: 4,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    ...NONE,
    ...over,
  };
}

const page = (items: TemplateSummary[]) =>
  templatePageListSchema.parse({ items, folders: [], page_size: 50, more: false, cursor: null });

const node = (id: string, text: string, parent: string | null): HierarchyNode => ({
  id,
  text,
  parent,
  path: parent ? [parent, id] : [id],
  state: 'active',
  platform_mountable_type: parent ? 'college' : 'institution',
  node_authority: true,
  child_authority: parent !== null,
});

afterEach(() => {
  jest.restoreAllMocks();
});

function render(canManage = true) {
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <TemplatesPanel nodeId="uni" canManage={canManage} />
    </Suspense>,
    { path: '/hierarchy/template?node=uni' },
  );
  return userEvent.setup();
}

/** Opens a row's actions menu from the keyboard and lists its items, or chooses one. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, title: string) {
  const trigger = await screen.findByRole('button', { name: `Actions for ${title}` });
  trigger.focus();
  await user.keyboard('{Enter}');
  return screen.findAllByRole('menuitem');
}

describe('the row actions (spec 2 §2, §4, §8; ADR 0016: exactly what the flags allow)', () => {
  it('maps the flags to actions, histories for whoever may edit or answer a transfer, versions in use for its editors', () => {
    expect(allowedTemplateActions(summary({ can_copy: true }))).toEqual(['copy']);
    expect(
      allowedTemplateActions(
        summary({ can_edit: true, can_publish: true, can_copy: true, can_move: true, can_delete: true }),
      ),
    ).toEqual(['edit', 'publish', 'copy', 'move', 'folder', 'histories', 'versions', 'delete']);
    expect(allowedTemplateActions(summary({ incoming: true, can_accept: true, can_reject: true }))).toEqual([
      'accept',
      'reject',
      'histories',
    ]);
  });

  it('offers in each row’s menu what that row’s flags allow, no more', async () => {
    serveRoutes({
      'GET /api/templates': () =>
        jsonResponse(
          200,
          page([
            summary({ state: 'published', can_unpublish: true, can_copy: true }),
            summary({ id: 't2', title: 'Field Log', can_edit: true, can_publish: true, can_delete: true }),
          ]),
        ),
    });
    const user = render();
    expect((await openMenu(user, 'Lesson Plan Assignment')).map((item) => item.textContent)).toEqual([
      'Unpublish',
      'Copy',
    ]);
    await user.keyboard('{Escape}');
    expect((await openMenu(user, 'Field Log')).map((item) => item.textContent)).toEqual([
      'Edit',
      'Publish',
      'Activity history',
      'Versions in use',
      'Delete',
    ]);
    const row = screen.getByRole('link', { name: 'Lesson Plan Assignment' }).closest('li')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
  });

  it('says what templates are for when the folder has none, and offers to make one only to its managers', async () => {
    serveRoutes({ 'GET /api/templates': () => jsonResponse(200, page([])) });
    render(false);
    expect(await screen.findByText(/This folder has no templates yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
  });
});

describe('moving a template (spec 2 §8 "move template, and its confirmation")', () => {
  const moveCheck = {
    can_move: true,
    confirm_needed: true,
    message: 'College of Education cannot use some of this template’s rubrics: moving it removes them.',
    rubrics: [
      {
        id: 'r1',
        title: 'Lesson Plan Rubric',
        node: { id: 'sci', text: 'School of Science', path: ['uni', 'sci'] },
        reason: 'It belongs to a folder College of Education is not under.',
      },
    ],
  };

  it('lists the rubrics the node cannot reach, with their node and why, and moves with confirm only then', async () => {
    const moved = jest.fn<RouteHandler>(() =>
      jsonResponse(200, {
        template: summary({ hierarchy_id: 'edu' }),
        message: 'Lesson Plan Assignment has been moved to College of Education.',
      }),
    );
    const fetchMock = serveRoutes({
      'GET /api/templates': () => jsonResponse(200, page([summary({ can_move: true, rubric_ids: ['r1'] })])),
      'GET /api/hierarchy': () =>
        jsonResponse(200, {
          nodes: [
            node('uni', 'Demo University', null),
            node('sci', 'School of Science', 'uni'),
            node('edu', 'College of Education', 'uni'),
          ],
        }),
      'GET /api/templates/t1/move-check': () => jsonResponse(200, moveCheck),
      'POST /api/templates/t1/move': moved,
    });
    const user = render();
    await openMenu(user, 'Lesson Plan Assignment');
    await user.click(screen.getByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Lesson Plan Assignment' });
    // The node it is on is not offered.
    expect(within(dialog).queryByLabelText('Demo University')).toBeNull();
    await user.click(await within(dialog).findByLabelText('College of Education'));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    const confirm = await screen.findByRole('dialog', { name: /College of Education/ });
    expect(within(confirm).getByText(moveCheck.message)).toBeInTheDocument();
    const listed = within(confirm).getByRole('listitem');
    expect(listed).toHaveTextContent(
      'Lesson Plan Rubric (School of Science): It belongs to a folder College of Education is not under.',
    );
    const checkCall = fetchMock.mock.calls.find(([url]) => url.includes('/move-check'));
    expect(checkCall?.[0]).toContain('node=edu');
    expect(moved).not.toHaveBeenCalled();

    await user.click(within(confirm).getByRole('button', { name: /remove/i }));
    await waitFor(() => expect(moved).toHaveBeenCalled());
    expect(JSON.parse(moved.mock.calls[0]![1].body as string)).toEqual({ version: 4, node_id: 'edu', confirm: true });
    expect(await screen.findByText('Lesson Plan Assignment has been moved to College of Education.')).toBeVisible();
  });

  it('shows the server’s reason when the template cannot go there, and moves nothing', async () => {
    const moved = jest.fn<RouteHandler>(() => jsonResponse(500, {}));
    serveRoutes({
      'GET /api/templates': () => jsonResponse(200, page([summary({ can_move: true })])),
      'GET /api/hierarchy': () =>
        jsonResponse(200, {
          nodes: [node('uni', 'Demo University', null), node('edu', 'College of Education', 'uni')],
        }),
      'GET /api/templates/t1/move-check': () =>
        jsonResponse(200, {
          can_move: false,
          confirm_needed: false,
          message: message('templates.no_authority', 'en'),
          rubrics: [],
        }),
      'POST /api/templates/t1/move': moved,
    });
    const user = render();
    await openMenu(user, 'Lesson Plan Assignment');
    await user.click(screen.getByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Lesson Plan Assignment' });
    await user.click(await within(dialog).findByLabelText('College of Education'));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message('templates.no_authority', 'en'));
    expect(moved).not.toHaveBeenCalled();
  });
});

describe('moving a template into a folder (spec 3 §2 template folders)', () => {
  const folders = [
    {
      id: 'f1',
      name: 'Field experience',
      hierarchy_id: 'uni',
      templates_count: 0,
      version: 1,
      created_at: '2026-11-01T10:00:00.000Z',
    },
  ];
  const listed = (over: Partial<TemplateSummary> = {}) =>
    templatePageListSchema.parse({
      items: [summary({ can_edit: true, ...over })],
      folders,
      page_size: 50,
      more: false,
      cursor: null,
    });
  const whole = {
    ...summary({ can_edit: true, version: 4 }),
    theme: 'template_blank',
    template_theme_id: null,
    page_templates: [{ id: 'p1', title: 'Plan', components: [] }],
    component_configuration: {},
    data_templates: {},
    content: '<p>Plan the lesson.</p>',
    abstract: 'A lesson plan.',
    plagiarism_enabled: false,
    show_plagiarism_report_to_students: false,
    allowed_to_showcase: false,
    display_assessment_panel: true,
    is_show_names_to_submitters: false,
    display_on_timeline: false,
    is_go_react_template: false,
    can_move_components: false,
    can_update_pages: false,
    can_customize_theme_style: false,
    roles_allowed_move_to_done: [],
  };

  it('is offered only when the node has folders, and saves the whole template with its new folder at the version read', async () => {
    const saved = jest.fn<RouteHandler>((_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return jsonResponse(200, { ...whole, template_folder_id: body.template_folder_id, version: 5 });
    });
    serveRoutes({
      'GET /api/templates': () => jsonResponse(200, listed()),
      'GET /api/templates/t1': () => jsonResponse(200, whole),
      'PUT /api/templates/t1': saved,
    });
    const user = render();
    await openMenu(user, 'Lesson Plan Assignment');
    await user.click(screen.getByRole('menuitem', { name: 'Move to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Lesson Plan Assignment” to a folder' });
    const submit = within(dialog).getByRole('button', { name: 'Move' });
    // Already there: nothing to do yet.
    expect(submit).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Folder'), 'Field experience');
    await user.click(submit);
    expect(await screen.findByText('“Lesson Plan Assignment” is now in the folder Field experience.')).toBeVisible();
    const body = JSON.parse(String(saved.mock.calls[0]![1].body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: 4,
      template_folder_id: 'f1',
      content: '<p>Plan the lesson.</p>',
      abstract: 'A lesson plan.',
      page_templates: [{ id: 'p1', title: 'Plan', components: [] }],
      display_assessment_panel: true,
      is_show_names_to_submitters: false,
    });
  });

  it('says a stale template changed elsewhere and offers to reload the list', async () => {
    let reads = 0;
    serveRoutes({
      'GET /api/templates': () => {
        reads += 1;
        return jsonResponse(200, listed());
      },
      'GET /api/templates/t1': () => jsonResponse(200, { ...whole, version: 6 }),
      'PUT /api/templates/t1': () =>
        jsonResponse(409, { code: 'templates.stale', message: message('templates.stale', 'en'), fields: {} }),
    });
    const user = render();
    await openMenu(user, 'Lesson Plan Assignment');
    await user.click(screen.getByRole('menuitem', { name: 'Move to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Lesson Plan Assignment” to a folder' });
    await user.selectOptions(within(dialog).getByLabelText('Folder'), 'Field experience');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(message('templates.stale', 'en'))).toBeVisible();
    const before = reads;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
  });

  it('is not offered when the node has no folders', async () => {
    serveRoutes({ 'GET /api/templates': () => jsonResponse(200, page([summary({ can_edit: true })])) });
    const user = render();
    expect((await openMenu(user, 'Lesson Plan Assignment')).map((item) => item.textContent)).toEqual([
      'Edit',
      'Activity history',
      'Versions in use',
    ]);
  });
});
