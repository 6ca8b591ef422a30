import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMPONENT_KINDS,
  message,
  templateEditorStepLabelKey,
  templateEditorSteps,
  templateMaxPages,
  templateSchema,
  WORKFLOW_STATE_LABELS,
  workflowPreviewRoles,
  workflowPreviewStates,
  type Template,
  type Workflow,
} from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import { mockSignedIn } from '../../../test/signed-in';
import { stackLayout } from '../../../test/stack-layout';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { TemplateEditor } = await import('./template-editor');
const { draftFromTemplate, newTemplateDraft } = await import('../utils/editor-state');

const WORKFLOW_ID = 'SupervisedAssessmentWorkflow';

/** The workflow as GET /api/workflows/{id} presents it, from shared's catalogue. */
const workflow: Workflow = {
  id: WORKFLOW_ID,
  name: 'Supervised Assessment',
  template_kind: 'assignment_template',
  assessed: true,
  editor_steps: templateEditorSteps(WORKFLOW_ID).map((id) => ({
    id,
    label: message(templateEditorStepLabelKey(WORKFLOW_ID, id), 'en'),
  })),
  states: workflowPreviewStates(WORKFLOW_ID).map((id) => ({
    id,
    label: message(WORKFLOW_STATE_LABELS[id], 'en'),
  })),
  roles: [...workflowPreviewRoles(WORKFLOW_ID)],
  max_pages: templateMaxPages(WORKFLOW_ID),
  plagiarism_available: false,
  roles_allowed_move_to_done: [],
};

const FLAGS = {
  plagiarism_enabled: false,
  show_plagiarism_report_to_students: false,
  allowed_to_showcase: false,
  display_assessment_panel: false,
  is_show_names_to_submitters: false,
  display_on_timeline: false,
  is_go_react_template: false,
  can_move_components: false,
  can_update_pages: false,
  can_customize_theme_style: false,
};

function template(over: Partial<Template> = {}): Template {
  return templateSchema.parse({
    id: 't1',
    title: 'Lesson Plan Assignment',
    description: '',
    workflow: WORKFLOW_ID,
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
    pages_count: 1,
    components_count: 2,
    version: 3,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    can_edit: true,
    can_publish: true,
    can_unpublish: false,
    can_move: true,
    can_transfer: true,
    can_accept: false,
    can_reject: false,
    can_delete: true,
    can_copy: true,
    theme: 'template_blank',
    template_theme_id: null,
    page_templates: [
      {
        id: 'p1',
        title: 'Page 1',
        components: [
          { component_id: 'c1', type: 'textarea', label: 'Rationale', permissions: { inherit: true } },
          { component_id: 'c2', type: 'file_upload', label: 'Materials', permissions: { inherit: true } },
        ],
      },
    ],
    component_configuration: {},
    data_templates: {},
    content: '',
    abstract: '',
    ...FLAGS,
    roles_allowed_move_to_done: [],
    ...over,
  });
}

type Handler = (init: RequestInit) => Response;
function serve(routes: Record<string, Handler>) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const handler = routes[`${init.method} ${url.split('?')[0]}`];
    return handler ? handler(init) : jsonResponse(404, { code: 'system.not_found', message: 'Not found', fields: {} });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const folders = () => jsonResponse(200, { items: [] });
const bodyOf = (handler: jest.Mock<Handler>, call = 0) =>
  JSON.parse(handler.mock.calls[call]![0].body as string) as Record<string, unknown>;

afterEach(() => {
  jest.restoreAllMocks();
});

function render(read: Template | null, onReload = async () => template({ title: 'Changed elsewhere', version: 4 })) {
  const initial = read
    ? draftFromTemplate(read)
    : newTemplateDraft({ title: 'Unit Plan', workflow: WORKFLOW_ID, folderId: null, moveToDoneRoles: [] });
  const result = renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <TemplateEditor template={read} initial={initial} nodeId="uni" workflow={workflow} onReload={onReload} />
    </Suspense>,
    { path: read ? `/hierarchy/template/${read.id}` : '/hierarchy/template/new?node=uni' },
  );
  return { user: userEvent.setup(), ...result };
}

// The autosave waits 650 ms after the last change, and "Saving..." stays 2 s: real time, generous waits.
const AFTER_SAVE = { timeout: 4000 };

describe('the template editor’s autosave (spec 2 §7; issue 10)', () => {
  it('creates the template on the first save, then updates it at the version the server answered', async () => {
    const created = jest.fn<Handler>((init) =>
      jsonResponse(201, template({ id: 't9', title: JSON.parse(init.body as string).title, version: 1 })),
    );
    const updated = jest.fn<Handler>((init) =>
      jsonResponse(200, template({ id: 't9', title: JSON.parse(init.body as string).title, version: 2 })),
    );
    serve({
      'GET /api/template-folders': folders,
      'POST /api/templates': created,
      'PUT /api/templates/t9': updated,
    });
    const { user, probe } = render(null);
    // A new template is saved by itself, as the create dialog named it: the address becomes the template's.
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1), AFTER_SAVE);
    expect(bodyOf(created)).toMatchObject({ node_id: 'uni', title: 'Unit Plan', workflow: WORKFLOW_ID });
    expect(screen.getByTestId('save-status')).toHaveTextContent(message('workflows.saving', 'en'));
    await waitFor(() => expect(probe.location.pathname).toBe('/hierarchy/template/t9'));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('All changes saved.'), AFTER_SAVE);

    await user.type(screen.getByLabelText('Template name'), ' 2');
    await waitFor(() => expect(updated).toHaveBeenCalledTimes(1), AFTER_SAVE);
    expect(bodyOf(updated)).toMatchObject({ version: 1, title: 'Unit Plan 2' });
    expect(bodyOf(updated)).not.toHaveProperty('node_id');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('does not send a nameless template, and says why under the name', async () => {
    const created = jest.fn<Handler>(() => jsonResponse(500, {}));
    serve({ 'GET /api/template-folders': folders, 'POST /api/templates': created });
    const { user } = render(null);
    await user.clear(screen.getByLabelText('Template name'));
    const name = screen.getByLabelText('Template name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), AFTER_SAVE);
    expect(created).not.toHaveBeenCalled();
  });

  it('on a stale save (409) says so and offers Reload, which reads the template again', async () => {
    const updated = jest.fn<Handler>(() =>
      jsonResponse(409, { code: 'templates.stale', message: message('templates.stale', 'en'), fields: {} }),
    );
    const onReload = jest.fn(async () => template({ title: 'Changed elsewhere', version: 4 }));
    serve({ 'GET /api/template-folders': folders, 'PUT /api/templates/t1': updated });
    const { user } = render(template(), onReload);
    await user.type(screen.getByLabelText('Template name'), ' v2');
    await waitFor(() => expect(updated).toHaveBeenCalled(), AFTER_SAVE);
    expect(bodyOf(updated)).toMatchObject({ version: 3, title: 'Lesson Plan Assignment v2' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message('templates.stale', 'en'));
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(onReload).toHaveBeenCalled());
  });

  it('shows a refused component’s sentence on that component’s card, not on another', async () => {
    serve({
      'GET /api/template-folders': folders,
      'PUT /api/templates/t1': () =>
        jsonResponse(400, {
          code: 'system.invalid',
          message: 'Some fields are invalid.',
          fields: { 'page_templates.0.components.1.maximum_size': 'The file size is refused by the server.' },
        }),
    });
    const { user } = render(template());
    await user.type(screen.getByLabelText('Template name'), '!');
    const refusal = await screen.findByText('The file size is refused by the server.', {}, AFTER_SAVE);
    const cards = within(screen.getByRole('list', { name: 'Components of Page 1' })).getAllByRole('listitem');
    expect(cards[1]).toContainElement(refusal);
    expect(cards[1]).toHaveClass('component-card--invalid');
    expect(cards[0]).not.toHaveClass('component-card--invalid');
    // Its configuration shows the same sentence at the field.
    await user.click(within(cards[1]!).getByRole('button', { name: 'Configure Materials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure File Upload' });
    expect(within(dialog).getByText('The file size is refused by the server.')).toBeInTheDocument();
  });

  it('describes every kind in the palette in one line, tied to its button', async () => {
    serve({ 'GET /api/template-folders': folders });
    render(template());
    const palette = screen.getByRole('region', { name: 'Components' });
    const buttons = within(palette).getAllByRole('button');
    expect(buttons).toHaveLength(COMPONENT_KINDS.length);
    expect(within(palette).getByRole('button', { name: 'Text Area' })).toHaveAccessibleDescription(
      'A long written answer, with optional word limits.',
    );
    for (const button of buttons) expect(button).toHaveAccessibleDescription(/\S/);
  });

  it('hands the focus to a component just added, so the reader sees where it went', async () => {
    serve({ 'GET /api/template-folders': folders, 'PUT /api/templates/t1': () => jsonResponse(500, {}) });
    const { user } = render(template());
    await user.click(screen.getByRole('button', { name: 'Text Area' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Text Area' });
    await user.clear(within(dialog).getByLabelText('Label'));
    await user.type(within(dialog).getByLabelText('Label'), 'Reflection');
    await user.click(within(dialog).getByRole('button', { name: 'Add component' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Reflection' })).toHaveFocus());
  });
});

describe('moving components and pages (spec 1 §4: Space or Enter grabs and drops, arrow keys move)', () => {
  const itemsOf = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('moves a component into the next page and a page up from the keyboard, says each step, and saves the order', async () => {
    const updated = jest.fn<Handler>(() => jsonResponse(200, template({ version: 4 })));
    serve({ 'GET /api/template-folders': folders, 'PUT /api/templates/t1': updated });
    stackLayout();
    const { user } = render(template());
    await user.click(screen.getByRole('button', { name: 'Add page' }));

    // Materials, last on Page 1: the down arrow takes it past the page's end onto Page 2.
    act(() => screen.getByRole('button', { name: 'Move Materials' }).focus());
    await user.keyboard('[Space]');
    expect(await screen.findByText(/^Materials picked up\./)).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    expect(await screen.findByText('Materials moved to position 1 of 1 on Page 2.')).toBeInTheDocument();
    await user.keyboard('[Space]');
    expect(await screen.findByText('Materials dropped at position 1 of 1 on Page 2.')).toBeInTheDocument();
    expect(itemsOf(screen.getByRole('list', { name: 'Components of Page 1' }))).toEqual([
      expect.stringContaining('Rationale'),
    ]);
    expect(itemsOf(screen.getByRole('list', { name: 'Components of Page 2' }))).toEqual([
      expect.stringContaining('Materials'),
    ]);

    // Page 2 up by its handle; Escape on a second pick-up puts nothing out of place.
    const pages = screen.getByRole('region', { name: 'Pages (2 of at most 15)' });
    act(() => within(pages).getByRole('button', { name: 'Move Page 2' }).focus());
    await user.keyboard('[Enter]');
    await user.keyboard('[ArrowUp]');
    expect(await screen.findByText('Page 2 moved to position 1 of 2.')).toBeInTheDocument();
    await user.keyboard('[Enter]');
    expect(await screen.findByText('Page 2 dropped at position 1 of 2.')).toBeInTheDocument();
    act(() => within(pages).getByRole('button', { name: 'Move Page 1' }).focus());
    await user.keyboard('[Enter]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Escape]');
    expect(await screen.findByText('Page 1 put back where it was.')).toBeInTheDocument();
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Move Page/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Move Page 2', 'Move Page 1']);

    // The autosave sends the new order (the last save, whichever earlier ones a slow machine made between steps).
    const lastOrder = () => {
      const calls = updated.mock.calls.length;
      if (calls === 0) return null;
      const body = bodyOf(updated, calls - 1) as {
        page_templates: { title: string; components: { label: string }[] }[];
      };
      return body.page_templates.map((page) => [page.title, page.components.map((component) => component.label)]);
    };
    await waitFor(
      () =>
        expect(lastOrder()).toEqual([
          ['Page 2', ['Materials']],
          ['Page 1', ['Rationale']],
        ]),
      AFTER_SAVE,
    );
  });
});

describe('the template’s content and abstract (spec 1 §3 Template; the settings step)', () => {
  it('saves the abstract typed in the settings step, and offers the content as rich text there', async () => {
    const updated = jest.fn<Handler>((init) =>
      jsonResponse(200, template({ abstract: JSON.parse(init.body as string).abstract, version: 4 })),
    );
    serve({ 'GET /api/template-folders': folders, 'PUT /api/templates/t1': updated });
    const { user } = render(template());
    await user.click(screen.getByRole('button', { name: /Settings/ }));
    // The content is the rich-text editor: a multi-line text box with its formatting toolbar.
    const content = await screen.findByRole('textbox', { name: 'Introduction shown above the pages' });
    expect(content).toHaveAttribute('aria-multiline', 'true');
    expect(
      screen.getByRole('toolbar', { name: 'Formatting of Introduction shown above the pages' }),
    ).toBeInTheDocument();
    const abstract = screen.getByLabelText('Abstract');
    expect(abstract).toHaveAttribute('maxlength', '5000');
    await user.type(abstract, 'Plan one lesson and reflect on it.');
    await waitFor(() => expect(updated).toHaveBeenCalled(), AFTER_SAVE);
    expect(bodyOf(updated, updated.mock.calls.length - 1)).toMatchObject({
      version: 3,
      abstract: 'Plan one lesson and reflect on it.',
    });
  });

  it('offers the assessors’ names to students once the panel is shown to them, and saves the choice', async () => {
    const updated = jest.fn<Handler>((init) =>
      jsonResponse(200, template({ ...JSON.parse(init.body as string), version: 4 })),
    );
    serve({ 'GET /api/template-folders': folders, 'PUT /api/templates/t1': updated });
    const { user } = render(template());
    await user.click(screen.getByRole('button', { name: /Settings/ }));
    const names = "Show assessors' names to students";
    expect(screen.queryByRole('checkbox', { name: names })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show the assessment panel to students' }));
    await user.click(screen.getByRole('checkbox', { name: names }));
    await waitFor(
      () =>
        expect(bodyOf(updated, updated.mock.calls.length - 1)).toMatchObject({
          display_assessment_panel: true,
          is_show_names_to_submitters: true,
        }),
      AFTER_SAVE,
    );
  });

  it('shows the server’s refusal of the abstract under it', async () => {
    serve({
      'GET /api/template-folders': folders,
      'PUT /api/templates/t1': () =>
        jsonResponse(400, {
          code: 'system.invalid',
          message: 'Some fields are invalid.',
          fields: { abstract: 'The abstract is too long.' },
        }),
    });
    const { user } = render(template());
    await user.click(screen.getByRole('button', { name: /Settings/ }));
    await user.type(screen.getByLabelText('Abstract'), 'x');
    await waitFor(() => expect(screen.getByLabelText('Abstract')).toHaveAttribute('aria-invalid', 'true'), AFTER_SAVE);
    expect(screen.getByLabelText('Abstract')).toHaveAccessibleDescription(/The abstract is too long\./);
  });

  it('keeps the content typed just before another step is chosen (issue 21: pending edits flushed first)', async () => {
    const updated = jest.fn<Handler>((init) =>
      jsonResponse(200, template({ content: JSON.parse(init.body as string).content, version: 4 })),
    );
    serve({ 'GET /api/template-folders': folders, 'PUT /api/templates/t1': updated });
    const { user } = render(template());
    await user.click(screen.getByRole('button', { name: /Settings/ }));
    const text = await screen.findByRole('textbox', { name: 'Introduction shown above the pages' });
    const paragraph = text.querySelector('p')!;
    // The clock stops: nothing that waits for the typing to pause can come in time.
    jest.useFakeTimers();
    try {
      // Typing as the browser does it: the text changes in the page and the editor reads the change.
      paragraph.textContent = 'Plan one lesson.';
      await act(async () => undefined);
      fireEvent.click(screen.getByRole('button', { name: /Create Content/ }));
      await waitFor(() => expect(updated).toHaveBeenCalled());
      expect(bodyOf(updated, updated.mock.calls.length - 1)).toMatchObject({ content: '<p>Plan one lesson.</p>' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders the content in the preview through the rich-text allow-list: bold kept, scripts and images gone', async () => {
    serve({ 'GET /api/template-folders': folders });
    const { user } = render(
      template({
        content: '<p>Read the <b>brief</b> first.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      }),
    );
    await user.click(screen.getByRole('button', { name: /Preview/ }));
    const preview = screen.getByTestId('template-preview');
    // As a portfolio shows it (ADR 0023): the browser's <b> as <strong>, nothing outside the allow-list.
    expect(within(preview).getByText('brief').tagName).toBe('STRONG');
    expect(preview.querySelector('script, img, [onerror]')).toBeNull();
  });
});
