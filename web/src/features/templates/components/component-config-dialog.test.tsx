import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMPONENT_FILE_SIZE_LIMIT_MB,
  message,
  rubricSchema,
  type ComponentKind,
  type MessageKey,
  type Workflow,
} from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import { errorOf } from '../../../test/field-error';
import { mockSignedIn } from '../../../test/signed-in';
import type { ComponentConfigRecord } from '../utils/editor-state';

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

const text = (key: MessageKey, params?: Record<string, string | number>) => message(key, 'en', params);

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
        components={[]}
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
          components={[]}
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
          components={[]}
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
          components={[]}
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

describe('the Text component’s authored text (issue 21: lost when added right after the last key)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps what was typed when Add component is pressed right after the last key', async () => {
    const { onSave } = render('text');
    // The real editor, loaded as the screen loads it; its paragraph is where the author types.
    const text = await screen.findByRole('textbox', { name: 'Text' });
    const paragraph = text.querySelector('p')!;
    // The clock stops: nothing that waits for the typing to pause can come in time.
    jest.useFakeTimers();
    // Typing as the browser does it (the bold a browser writes as <b>): the editor reads the change in the page.
    paragraph.innerHTML = 'Read the brief <b>first</b>.';
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Add component' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // Stored as the allow-list writes it (bold as <strong>).
    expect(onSave.mock.calls[0]![1]).toEqual({ content: '<p>Read the brief <strong>first</strong>.</p>' });
  });
});

describe('how a score or an assessment rubric is scored, and an aggregation rubric’s mapping (spec 1 §3–5, spec 2 §5)', () => {
  const levelsRubric = rubricSchema.parse({
    id: 'r1',
    title: 'Lesson Plan Rubric',
    state: 'published',
    uri: '/api/rubrics/r1',
    hierarchy_id: 'uni',
    node: { id: 'uni', text: 'Demo University', path: ['uni'] },
    author: null,
    transfer: null,
    incoming: false,
    mode: 'score',
    maximum: 6,
    levels_count: 3,
    criteria_count: 2,
    version: 1,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    can_edit: false,
    can_publish: false,
    can_unpublish: true,
    can_archive: false,
    can_move: false,
    can_transfer: false,
    can_accept: false,
    can_reject: false,
    can_delete: false,
    can_copy: true,
    point: 1,
    weight: [1, 1],
    enableNA: false,
    points: [
      [1, 2, 3],
      [1, 2, 3],
    ],
    levels: [
      { id: 'l1', name: 'Beginning' },
      { id: 'l2', name: 'Developing' },
      { id: 'l3', name: 'Proficient' },
    ],
    criterias: [
      { id: 'c1', name: 'Objectives', description: '' },
      { id: 'c2', name: 'Pacing', description: '' },
    ],
    contents: [
      ['', '', ''],
      ['', '', ''],
    ],
    statements_mapping: { criteria_mapping: {}, statements: [] },
    rubric_mapped_statements: [],
    imported_from: null,
  });
  const question = (id: string, label: string, points: number[]): ComponentConfigRecord => ({
    ...newComponent('radio_button', label),
    component_id: id,
    button_options: points.map((value, index) => ({
      id: String(index + 1),
      value: `Option ${index + 1}`,
      points: value,
    })),
  });
  const confidence = question('q1', 'Confidence', [1, 3]);
  const readiness = question('q2', 'Readiness', [0, 4]);

  function renderConfig(component: ComponentConfigRecord, components: ComponentConfigRecord[], adding = true) {
    globalThis.fetch = jest.fn(async (url: string) =>
      jsonResponse(200, { items: String(url).startsWith('/api/rubrics/active') ? [levelsRubric] : [] }),
    ) as unknown as typeof fetch;
    const onSave = jest.fn();
    renderWithApp(
      <Suspense fallback={<p>loading</p>}>
        <ComponentConfigDialog
          component={component}
          content={undefined}
          adding={adding}
          labels={[]}
          components={components}
          nodeId="uni"
          workflow={workflow}
          serverErrors={{}}
          onSave={onSave}
          onClose={() => undefined}
        />
      </Suspense>,
    );
    return { user: userEvent.setup(), onSave };
  }

  it('maps criteria to the template’s choice components from the keyboard, with level points from 0 to the maximum', async () => {
    const rubric = { ...newComponent('assessment_rubric', 'Auto rubric'), component_id: 'ar' };
    const { user, onSave } = renderConfig(rubric, [confidence, readiness, rubric]);
    await screen.findByRole('option', { name: 'Lesson Plan Rubric' });
    await user.selectOptions(screen.getByLabelText('Rubric'), 'Lesson Plan Rubric');
    await user.selectOptions(screen.getByLabelText('How it is scored'), 'Auto Score');
    const objectives = screen.getByRole('group', { name: 'Criterion: Objectives' });
    // Keyboard only: Tab to the first checkbox of the criterion, Space ticks it.
    within(objectives).getByLabelText('Confidence (up to 3 points)').focus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    const levels = within(objectives).getByRole('group', {
      name: 'Points from which each level is reached (most: 7)',
    });
    expect(
      within(levels)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['0', '3', '7']);
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      assign_mode: 'aggregation',
      rubric_id: 'r1',
      components_mapping: { c1: ['q1', 'q2'] },
      aggregation_config: {
        range: {
          c1: [
            { level: 'l1', value: 0 },
            { level: 'l2', value: 3 },
            { level: 'l3', value: 7 },
          ],
        },
      },
    });
  });

  it('marks decreasing or too high level points invalid and keeps save disabled until they are corrected', async () => {
    const rubric = { ...newComponent('assessment_rubric', 'Auto rubric'), component_id: 'ar' };
    const { user, onSave } = renderConfig(rubric, [confidence, rubric]);
    await screen.findByRole('option', { name: 'Lesson Plan Rubric' });
    await user.selectOptions(screen.getByLabelText('Rubric'), 'Lesson Plan Rubric');
    await user.selectOptions(screen.getByLabelText('How it is scored'), 'Auto Score');
    const pacing = screen.getByRole('group', { name: 'Criterion: Pacing' });
    await user.click(within(pacing).getByLabelText('Confidence (up to 3 points)'));
    const developing = within(pacing).getByLabelText('Developing from');
    await user.clear(developing);
    await user.type(developing, '5');
    const sentence = text('templates.aggregation.range_invalid', { maximum: 3 });
    expect(developing).toHaveAttribute('aria-invalid', 'true');
    expect(developing).toHaveAccessibleDescription(sentence);
    // Proficient (3) is now below Developing (5): the later one is not the one marked.
    expect(within(pacing).getByLabelText('Proficient from')).not.toHaveAttribute('aria-invalid');
    const add = screen.getByRole('button', { name: 'Add component' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Correct the level points marked above to save.');
    await user.clear(developing);
    await user.type(developing, '2');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      components_mapping: { c2: ['q1'] },
      aggregation_config: { range: { c2: [{ value: 0 }, { value: 2 }, { value: 3 }] } },
    });
  });

  it('asks for at least one mapped criterion before an aggregation rubric is added', async () => {
    const rubric = { ...newComponent('assessment_rubric', 'Auto rubric'), component_id: 'ar' };
    const { user, onSave } = renderConfig(rubric, [confidence, rubric]);
    await screen.findByRole('option', { name: 'Lesson Plan Rubric' });
    await user.selectOptions(screen.getByLabelText('Rubric'), 'Lesson Plan Rubric');
    await user.selectOptions(screen.getByLabelText('How it is scored'), 'Auto Score');
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('templates.aggregation.mapping_required'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps a stored mapping, and saves none once the rubric is scored by hand', async () => {
    const rubric = {
      ...newComponent('assessment_rubric', 'Auto rubric'),
      component_id: 'ar',
      rubric_id: 'r1',
      assign_mode: 'aggregation',
      components_mapping: { c1: ['q1'] },
      aggregation_config: { range: { c1: [0, 1, 3].map((value, i) => ({ level: `l${i + 1}`, value })) } },
    };
    const { user, onSave } = renderConfig(rubric, [confidence, rubric], false);
    const objectives = await screen.findByRole('group', { name: 'Criterion: Objectives' });
    expect(within(objectives).getByLabelText('Confidence (up to 3 points)')).toBeChecked();
    expect(within(objectives).getByLabelText('Developing from')).toHaveValue('1');
    await user.selectOptions(screen.getByLabelText('How it is scored'), 'Manual Score');
    expect(screen.queryByRole('group', { name: 'Criterion: Objectives' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ assign_mode: 'manual', components_mapping: {} });
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('aggregation_config');
  });

  it('hides the assign-mode chooser when another component uses aggregation, and saves this one by hand', async () => {
    const autoScore = { ...newComponent('scoring', 'Overall'), component_id: 's1', assign_mode: 'aggregation' };
    const score = { ...newComponent('scoring', 'Bonus'), component_id: 's2' };
    const { user, onSave } = renderConfig(score, [autoScore, score]);
    expect(await screen.findByLabelText('Maximum score')).toBeInTheDocument();
    expect(screen.queryByLabelText('How it is scored')).toBeNull();
    expect(
      screen.getByText(
        'Overall is scored by aggregation (Auto Score) and only one component can be: this one is scored by hand.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add component' }));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ assign_mode: 'manual' });
  });

  it('offers no aggregation to a rubric shown in the work (outside the assessment panel)', async () => {
    const rubric = { ...newComponent('rubric', 'Rubric'), component_id: 'r' };
    renderConfig(rubric, [confidence, rubric]);
    expect(await screen.findByLabelText('Rubric')).toBeInTheDocument();
    // The rubric is the one choice: no way to pick how it is scored.
    expect(screen.getAllByRole('combobox').map((select) => select.getAttribute('id'))).toEqual([
      screen.getByLabelText('Rubric').getAttribute('id'),
    ]);
  });

  it('makes Auto Score’s maximum read-only and computed, and Manual Score restore the configured one', async () => {
    const score = { ...newComponent('scoring', 'Overall'), component_id: 's1', maximum: 20 };
    const { user, onSave } = renderConfig(score, [confidence, readiness, score], false);
    const maximum = await screen.findByLabelText('Maximum score');
    expect(maximum).toHaveValue('20');
    await user.selectOptions(screen.getByLabelText('How it is scored'), 'Auto Score');
    expect(maximum).toHaveValue('7');
    expect(maximum).toHaveAttribute('readonly');
    expect(maximum).toHaveAccessibleDescription(
      'Auto Score: the most the template’s radio buttons, checkboxes and dropdowns add up to.',
    );
    await user.selectOptions(screen.getByLabelText('How it is scored'), 'Manual Score');
    expect(maximum).toHaveValue('20');
    expect(maximum).not.toHaveAttribute('readonly');
    await user.selectOptions(screen.getByLabelText('How it is scored'), 'Auto Score');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The configured maximum is kept for a return to Manual Score.
    expect(onSave.mock.calls[0]![0]).toMatchObject({ assign_mode: 'aggregation', maximum: 20 });
  });

  it('disables the primary checkbox while another component is primary, saying which (spec 1 §4)', async () => {
    const primary = { ...newComponent('scoring', 'Overall'), component_id: 's1', primary: true };
    const score = { ...newComponent('scoring', 'Bonus'), component_id: 's2' };
    renderConfig(score, [primary, score]);
    const checkbox = await screen.findByLabelText('Primary score of the template');
    expect(checkbox).toBeDisabled();
    expect(checkbox).toHaveAccessibleDescription('Overall is the primary score: only one component can be.');
  });
});
