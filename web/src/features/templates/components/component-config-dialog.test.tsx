import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPONENT_FILE_SIZE_LIMIT_MB, message, type ComponentKind, type Workflow } from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import { errorOf } from '../../../test/field-error';
import { mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { ComponentConfigDialog } = await import('./component-config-dialog');
const { newComponent } = await import('../utils/editor-state');

const workflow: Workflow = {
  id: 'SupervisedAssessmentWorkflow',
  name: 'Supervised Assessment',
  template_kind: 'assignment_template',
  assessed: true,
  editor_steps: [{ id: 'create-content', label: 'Create content' }],
  states: [
    { id: 'created', label: 'Awaiting submission' },
    { id: 'in_assessment', label: 'Awaiting assessment' },
  ],
  roles: ['submitter', 'supervisor_assessor'],
  max_pages: 15,
  plagiarism_available: false,
  roles_allowed_move_to_done: [],
};

const text = (key: string, params?: Record<string, string | number>) => message(key as never, 'en', params as never);

afterEach(() => {
  jest.restoreAllMocks();
});

function render(kind: ComponentKind, labels: string[] = [], serverErrors: Record<string, string> = {}) {
  globalThis.fetch = jest.fn(async () => jsonResponse(200, { items: [] })) as unknown as typeof fetch;
  const onSave = jest.fn();
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <ComponentConfigDialog
        component={newComponent(kind, '')}
        content={undefined}
        adding
        labels={labels}
        nodeId="uni"
        workflow={workflow}
        serverErrors={serverErrors}
        onSave={onSave}
        onClose={() => undefined}
      />
    </Suspense>,
  );
  return { user: userEvent.setup(), onSave };
}

describe('the component configuration modal (spec 1 §3, §5: the configuration rules and their sentences)', () => {
  it('requires a label unique in the template, marks it and focuses it, and saves nothing', async () => {
    const { user, onSave } = render('textarea', ['Rationale']);
    const label = await screen.findByLabelText('Label');
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(errorOf(label)).toBe(text('components.config.label_required'));
    await waitFor(() => expect(label).toHaveFocus());
    await user.type(label, 'rationale');
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(errorOf(label)).toBe(text('components.config.unique_label'));
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(label);
    await user.type(label, 'Reflection');
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({ type: 'textarea', label: 'Reflection', min_word_count: '0' });
  });

  it('checks the minimum words only when asked for, as a whole number', async () => {
    const { user, onSave } = render('textarea');
    await user.type(await screen.findByLabelText('Label'), 'Rationale');
    await user.click(screen.getByLabelText('Require a minimum number of words'));
    const words = screen.getByLabelText('Minimum words');
    // An integer input takes digits only from the keyboard (spec 1 §5); a paste is still checked.
    await user.type(words, '-3x.5');
    expect(words).toHaveValue('35');
    await user.clear(words);
    await user.paste('-3');
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(errorOf(words)).toBe(text('components.config.only_positive_integer_and_zero'));
    await user.clear(words);
    await user.type(words, '150');
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ min_word_count: '150' });
  });

  it('caps the file size at the limit with the spec’s sentence', async () => {
    const { user, onSave } = render('file_upload');
    await user.type(await screen.findByLabelText('Label'), 'Materials');
    const size = screen.getByLabelText(`Maximum file size in MB (at most ${COMPONENT_FILE_SIZE_LIMIT_MB})`);
    await user.clear(size);
    await user.type(size, String(COMPONENT_FILE_SIZE_LIMIT_MB + 1));
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(errorOf(size)).toBe(text('components.config.file_size_exceeds', { n: COMPONENT_FILE_SIZE_LIMIT_MB }));
    await user.clear(size);
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(errorOf(size)).toBe(text('components.config.max_file_size_required'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hides the first two options’ remove buttons while there are 3 or fewer options (spec 1 §9)', async () => {
    const { user } = render('radio_button');
    await screen.findByLabelText('Label');
    const removable = () =>
      screen
        .queryAllByRole('button', { name: /^Remove option \d+$/ })
        .map((button) => button.getAttribute('aria-label'));
    expect(removable()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(removable()).toEqual(['Remove option 3']);
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(removable()).toEqual(['Remove option 1', 'Remove option 2', 'Remove option 3', 'Remove option 4']);
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(removable()).toEqual(['Remove option 3']);
  });

  it('needs each option’s label, and its points once options are scored', async () => {
    const { user, onSave } = render('radio_button');
    await user.type(await screen.findByLabelText('Label'), 'Readiness');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.click(screen.getByLabelText('Give each option points'));
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    const options = screen.getAllByLabelText(/^Option \d+ label$/);
    const last = options[options.length - 1]!;
    expect(errorOf(last)).toBe(text('components.config.option_label_required'));
    expect(errorOf(screen.getByLabelText(`Option ${options.length} points`))).toBe(
      text('components.config.point_required'),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for a rubric on a rubric component', async () => {
    const rubric = render('rubric');
    await rubric.user.type(await screen.findByLabelText('Label'), 'Rubric');
    await rubric.user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(errorOf(screen.getByLabelText('Rubric'))).toBe(text('templates.rubric_unavailable'));
    expect(rubric.onSave).not.toHaveBeenCalled();
  });

  it('says a maximum score must be above zero', async () => {
    const { user, onSave } = render('scoring');
    await user.type(await screen.findByLabelText('Label'), 'Score');
    const maximum = screen.getByLabelText('Maximum score');
    await user.clear(maximum);
    await user.type(maximum, '0');
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(errorOf(maximum)).toBe(text('components.config.greater_than_zero'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal at its field until the field is checked here', async () => {
    render('file_upload', [], { maximum_size: 'The file size is refused by the server.' });
    const size = await screen.findByLabelText(`Maximum file size in MB (at most ${COMPONENT_FILE_SIZE_LIMIT_MB})`);
    expect(errorOf(size)).toBe('The file size is refused by the server.');
  });

  it('maps standards of the node’s statement sets, a minimum score checked against the maximum', async () => {
    const fetchMock = jest.fn(async (url: string) =>
      url.startsWith('/api/rubrics/statement-sets')
        ? jsonResponse(200, {
            items: [
              {
                id: 'set-1',
                node_id: 'uni',
                title: 'Teaching Standards',
                abbreviation: 'TS',
                statements: ['Learner development', 'Learning differences'].map((title, index) => ({
                  id: `s${index + 1}`,
                  title,
                  abbreviation: '',
                  statement_id: `TS.${index + 1}`,
                  description: '',
                  parent_id: null,
                  source_identifier: null,
                })),
                source: { kind: 'manual', identifier: null, uri: null },
              },
            ],
          })
        : jsonResponse(200, { items: [] }),
    );
    const onSave = jest.fn();
    renderWithApp(
      <Suspense fallback={<p>loading</p>}>
        <ComponentConfigDialog
          component={newComponent('scoring', '')}
          content={undefined}
          adding
          labels={[]}
          nodeId="uni"
          workflow={workflow}
          serverErrors={{}}
          onSave={onSave}
          onClose={() => undefined}
        />
      </Suspense>,
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Label'), 'Score');
    expect(screen.getByText('No standards mapped.')).toBeInTheDocument();
    const map = screen.getByRole('button', { name: 'Map standards' });
    await waitFor(() => expect(map).toBeEnabled());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/rubrics/statement-sets?node=uni']);
    await user.click(map);
    const picker = await screen.findByRole('dialog', { name: 'Standards for Score' });
    await user.click(screen.getByLabelText(/TS\.2\s+Learning differences/));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(picker).not.toBeInTheDocument());
    const minimum = screen.getByLabelText('Minimum score for TS.2 (optional)');
    await user.type(minimum, '101');
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(errorOf(minimum)).toBe(text('rubrics.statement_minimum.above_maximum', { n: 100 }));
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(minimum);
    await user.type(minimum, '60');
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ statements_mapping: [{ id: 's2', minimum: 60 }] });
  });

  it('shows the server’s refusal of a mapped standard under it, and removes it', async () => {
    globalThis.fetch = jest.fn(async () => jsonResponse(200, { items: [] })) as unknown as typeof fetch;
    const onSave = jest.fn();
    const component = {
      ...newComponent('textarea', ''),
      label: 'Reflection',
      statements_mapping: [{ id: 'gone', statement_id: 'OLD.1', title: 'Retired standard' }],
    };
    renderWithApp(
      <Suspense fallback={<p>loading</p>}>
        <ComponentConfigDialog
          component={component}
          content={undefined}
          adding={false}
          labels={[]}
          nodeId="uni"
          workflow={workflow}
          serverErrors={{ 'statements_mapping.0.id': message('templates.statement_unavailable', 'en') }}
          onSave={onSave}
          onClose={() => undefined}
        />
      </Suspense>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('OLD.1 Retired standard')).toBeInTheDocument();
    expect(screen.getByText(message('templates.statement_unavailable', 'en'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove OLD.1 Retired standard' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ statements_mapping: [] });
  });

  it('says the same in Spanish', async () => {
    globalThis.fetch = jest.fn(async () => jsonResponse(200, { items: [] })) as unknown as typeof fetch;
    renderWithApp(
      <Suspense fallback={<p>loading</p>}>
        <ComponentConfigDialog
          component={newComponent('textarea', '')}
          content={undefined}
          adding
          labels={[]}
          nodeId="uni"
          workflow={workflow}
          serverErrors={{}}
          onSave={() => undefined}
          onClose={() => undefined}
        />
      </Suspense>,
      { locale: 'es' },
    );
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: /componente/i });
    await user.click(submit);
    expect(await screen.findByText(message('components.config.label_required', 'es'))).toBeInTheDocument();
  });
});
