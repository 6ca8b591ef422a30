/**
 * Template saves through the HTTP API (spec 1 §3, §5; spec 2 §3–6): the first save creates, later ones
 * update at the version read; every configuration rule refused with its field key and the spec's sentence;
 * rubric components record their uses on the rubric; who may do what; round trips of the reads.
 */
import {
  checkRubricUnpublishable,
  createTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
  type TemplateSummary,
} from '@tessera/shared';
import { DEMO_RUBRICS } from '../../src/seed/seed-rubrics';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { countingRoundTrips, invoke, type Caller } from '../support/invoke';
import {
  createdTemplate,
  freshDemoFolder,
  publishedRubricOn,
  supervisedPages,
  templateBody,
  uniqueName,
  type ErrorBody,
  type Template,
} from './support';

const create = (nodeId: string, body: Record<string, unknown>, as: Caller = 'admin', language = 'en') =>
  invoke<Template & ErrorBody>(createTemplate, {
    as,
    body: { node_id: nodeId, ...body },
    headers: { 'accept-language': language },
  });

const unpublishable = async (rubricId: string) =>
  ((await invoke(checkRubricUnpublishable, { as: 'admin', path: { id: rubricId } })).body as { unpublishable: boolean })
    .unpublishable;

describe('creating and saving a template (spec 2 §4, §7)', () => {
  it('creates a supervised assessment with two pages and five kinds, the rubric’s use recorded (spec 2 §4)', async () => {
    const folder = await freshDemoFolder();
    const rubricId = await publishedRubricOn(folder.id);
    const title = uniqueName('Lesson Plan');
    const { status, body } = await create(
      folder.id,
      templateBody(title, { page_templates: supervisedPages(rubricId) }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title,
      state: 'created',
      previous_state: null,
      version: 1,
      workflow: 'SupervisedAssessmentWorkflow',
      workflow_name: 'Supervised Assessment',
      template_kind: 'assignment_template',
      rubric_ids: [rubricId],
      pages_count: 2,
      components_count: 5,
      can_edit: true,
      can_publish: true,
      can_unpublish: false,
      can_delete: true,
    });
    expect(body.component_configuration['rubric-1']).toMatchObject({
      rubric_title: 'Template Rubric',
      uri: `/api/rubrics/${rubricId}`,
      assign_mode: 'manual',
      permissions: { inherit: true },
    });
    expect(body.component_configuration['file_upload-1']).toMatchObject({ maximum_size: 100, file_type: 'any' });
    expect(await unpublishable(rubricId)).toBe(false);
    const read = await invoke<Template>(getTemplate, { as: 'admin', path: { id: body.id } });
    expect(read.body.page_templates.map((page) => page.components.length)).toEqual([2, 3]);

    const saved = await invoke<Template>(updateTemplate, {
      as: 'admin',
      path: { id: body.id },
      body: templateBody(title, { page_templates: supervisedPages(rubricId).slice(0, 1), version: 1 }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, rubric_ids: [], pages_count: 1 });
    expect(await unpublishable(rubricId)).toBe(true);
  });

  it('stores component permissions by role and stage, customised or inherited (spec 1 §3)', async () => {
    const folder = await freshDemoFolder();
    const permissions = { inherit: false, roles: { submitter: { in_preparation: 'editable', done: 'invisible' } } };
    const { body } = await create(
      folder.id,
      templateBody(uniqueName('Permissions'), {
        page_templates: [
          { id: 'p', title: 'P', components: [{ component_id: 'a', type: 'textarea', label: 'A', permissions }] },
        ],
      }),
    );
    expect(body.component_configuration.a).toMatchObject({ permissions });
  });

  it('makes a new eportfolio template a draft with its first save (spec 2 §4)', async () => {
    const folder = await freshDemoFolder();
    const template = await createdTemplate(folder.id, uniqueName('Portfolio'), { workflow: 'EportfolioWorkflow' });
    expect(template.state).toBe('draft');
  });

  it('answers a save over a newer version with 409, never a silent overwrite', async () => {
    const folder = await freshDemoFolder();
    const title = uniqueName('Stale');
    const template = await createdTemplate(folder.id, title);
    const save = () =>
      invoke<ErrorBody>(updateTemplate, {
        as: 'admin',
        path: { id: template.id },
        body: templateBody(title, { description: 'changed', version: 1 }),
      });
    expect((await save()).status).toBe(200);
    const stale = await save();
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'templates.stale',
      message: 'This Template was changed by someone else. Reload it to see the changes, then try again.',
    });
  });

  it('keeps the workflow it was created with', async () => {
    const folder = await freshDemoFolder();
    const title = uniqueName('Workflow');
    const template = await createdTemplate(folder.id, title);
    const { status, body } = await invoke<ErrorBody>(updateTemplate, {
      as: 'admin',
      path: { id: template.id },
      body: templateBody(title, { workflow: 'FormWorkflow', version: 1 }),
    });
    expect(status).toBe(400);
    expect(body.fields.workflow).toBe('The workflow of a Template cannot be changed once it is created.');
  });
});

describe('template names (spec 2 §5)', () => {
  it('needs a name and a unique one, in any case, in English and Spanish', async () => {
    const folder = await freshDemoFolder();
    const other = await freshDemoFolder();
    const title = uniqueName('Unique');
    await createdTemplate(folder.id, title);
    const blank = await create(folder.id, templateBody('  '));
    expect(blank.body.fields.title).toBe('Please enter a Template name.');
    const taken = await create(other.id, templateBody(title.toUpperCase()));
    expect(taken.status).toBe(400);
    expect(taken.body.fields.title).toBe('Template name is already taken. Please enter a unique name.');
    const spanish = await create(other.id, templateBody(` ${title} `), 'admin', 'es');
    expect(spanish.body.fields.title).toBe('El nombre de la plantilla ya está en uso. Introduzca un nombre único.');
  });

  it('lets two saves race for one name: one wins', async () => {
    const folder = await freshDemoFolder();
    const title = uniqueName('Race');
    const answers = await Promise.all([create(folder.id, templateBody(title)), create(folder.id, templateBody(title))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
  });
});

describe('configuration rules on the server, keyed by field (spec 1 §5, spec 2 §5)', () => {
  const page = (components: Record<string, unknown>[]) => [{ id: 'p1', title: 'Page', components }];
  const refused = async (components: Record<string, unknown>[], over: Record<string, unknown> = {}) => {
    const folder = await freshDemoFolder();
    const { status, body } = await create(
      folder.id,
      templateBody(uniqueName('Rules'), { page_templates: page(components), ...over }),
    );
    expect(status).toBe(400);
    return body.fields;
  };
  const at = (j: number, field: string) => `page_templates.0.components.${j}.${field}`;

  it.each<[string, Record<string, unknown>[], string, string]>([
    ['a blank label', [{ component_id: 'a', type: 'textarea', label: ' ' }], at(0, 'label'), 'Please enter a label.'],
    [
      'a label used twice, any case',
      [
        { component_id: 'a', type: 'textarea', label: 'Reflection' },
        { component_id: 'b', type: 'textfield', label: 'REFLECTION' },
      ],
      at(1, 'label'),
      'Please enter a unique label.',
    ],
    [
      'an option without a label',
      [{ component_id: 'a', type: 'radio_button', label: 'R', button_options: [{ id: 1, value: ' ', points: 1 }] }],
      at(0, 'button_options.0.value'),
      'Please enter an option label.',
    ],
    [
      'negative points',
      [{ component_id: 'a', type: 'dropdown', label: 'D', button_options: [{ id: 1, value: 'x', points: -1 }] }],
      at(0, 'button_options.0.points'),
      'Only positive integer and 0.',
    ],
    [
      'blank points',
      [{ component_id: 'a', type: 'checkbox', label: 'C', button_options: [{ id: 1, value: 'x', points: '' }] }],
      at(0, 'button_options.0.points'),
      'Please enter a point value.',
    ],
    [
      'a file size over the kind’s limit',
      [{ component_id: 'a', type: 'file_upload', label: 'F', maximum_size: 5000 }],
      at(0, 'maximum_size'),
      'File size cannot exceed 2048 MB.',
    ],
    [
      'a blank maximum file size',
      [{ component_id: 'a', type: 'attachment', label: 'F', maximum_size: '' }],
      at(0, 'maximum_size'),
      'Please enter the maximum file size.',
    ],
    [
      'a minimum word count that is not a number',
      [{ component_id: 'a', type: 'textarea', label: 'T', min_word_count: 'ten' }],
      at(0, 'min_word_count'),
      'Only integer.',
    ],
    [
      'two primary scores',
      [
        { component_id: 'a', type: 'scoring', label: 'A', primary: true },
        { component_id: 'b', type: 'scoring', label: 'B', primary: true },
      ],
      at(1, 'primary'),
      'Only one scoring component can be primary.',
    ],
    [
      'a component id used twice',
      [
        { component_id: 'a', type: 'textfield', label: 'A' },
        { component_id: 'a', type: 'textfield', label: 'B' },
      ],
      at(1, 'component_id'),
      'Each component needs its own id.',
    ],
    [
      'an unknown kind',
      [{ component_id: 'a', type: 'teleporter', label: 'A' }],
      at(0, 'type'),
      'Please choose one of the options.',
    ],
  ])('refuses %s', async (_what, components, field, sentence) => {
    expect((await refused(components))[field]).toBe(sentence);
  });

  it('lets static components go without a label', async () => {
    const folder = await freshDemoFolder();
    const { status } = await create(
      folder.id,
      templateBody(uniqueName('Static'), {
        page_templates: page([
          { component_id: 'a', type: 'title', label: '' },
          { component_id: 'b', type: 'text', label: '' },
        ]),
      }),
    );
    expect(status).toBe(201);
  });

  it('takes only a published rubric of the node or a node above it', async () => {
    const folder = await freshDemoFolder();
    const sibling = await freshDemoFolder();
    const elsewhere = await publishedRubricOn(sibling.id, 'Sibling Rubric');
    const rubric = (rubricId: string) => [
      { component_id: 'r', type: 'assessment_rubric', label: 'R', rubric_id: rubricId },
    ];
    expect((await refused(rubric(elsewhere)))[at(0, 'rubric_id')]).toBe(
      'Choose a published Rubric of this hierarchy node or of a node above it.',
    );
    expect((await refused(rubric(DEMO_RUBRICS.draft)))[at(0, 'rubric_id')]).toBeDefined();
    const above = await create(
      folder.id,
      templateBody(uniqueName('Above'), { page_templates: page(rubric(DEMO_RUBRICS.scored)) }),
    );
    expect(above.status).toBe(201);
  });

  it('maps statements only from the sets of the node or above it', async () => {
    const folder = await freshDemoFolder();
    const mapped = (id: string) => [
      { component_id: 'a', type: 'textarea', label: 'A', statements_mapping: [{ id, minimum: 2 }] },
    ];
    const ok = await create(
      folder.id,
      templateBody(uniqueName('Mapped'), { page_templates: page(mapped('stmt_demo_1')) }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.component_configuration.a).toMatchObject({
      statements_mapping: [{ id: 'stmt_demo_1', statement_id: 'TS.1', minimum: 2 }],
    });
    expect((await refused(mapped('stmt_other_1')))[at(0, 'statements_mapping.0.id')]).toBe(
      'Choose a statement from the statement sets of this hierarchy node or of a node above it.',
    );
  });

  it('allows at most 15 pages for assessment templates and 30 for eportfolios (spec 2 §2, §9; spec 3 §5)', async () => {
    const pages = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `p${i}`, title: `Page ${i}`, components: [] }));
    const folder = await freshDemoFolder();
    const tooMany = await create(folder.id, templateBody(uniqueName('Pages'), { page_templates: pages(16) }));
    expect(tooMany.body.fields.page_templates).toBe('You have already added the maximum number (15) of pages.');
    expect((await create(folder.id, templateBody(uniqueName('Pages'), { page_templates: pages(15) }))).status).toBe(
      201,
    );
    const portfolio = await create(
      folder.id,
      templateBody(uniqueName('Pages'), { workflow: 'EportfolioWorkflow', page_templates: pages(16) }),
    );
    expect(portfolio.status).toBe(201);
  });

  it('offers plagiarism only in supervised and internship workflows with the flag set (spec 1 §6)', async () => {
    const folder = await freshDemoFolder();
    const supervised = await create(
      folder.id,
      templateBody(uniqueName('Plagiarism'), { plagiarism_enabled: true, show_plagiarism_report_to_students: true }),
    );
    expect(supervised.body).toMatchObject({ plagiarism_enabled: true, show_plagiarism_report_to_students: true });
    const form = await create(
      folder.id,
      templateBody(uniqueName('Plagiarism'), { workflow: 'FormWorkflow', plagiarism_enabled: true }),
    );
    expect(form.body.fields.plagiarism_enabled).toBe(
      'The plagiarism option is available only with plagiarism checking enabled, in supervised and internship workflows.',
    );
  });

  it('defaults roles_allowed_move_to_done to mentor and internship supervisor assessors (spec 2 §6)', async () => {
    const folder = await freshDemoFolder();
    const internship = await createdTemplate(folder.id, uniqueName('Internship'), { workflow: 'InternshipWorkflow' });
    expect(internship.roles_allowed_move_to_done).toEqual(['mentor_assessors', 'internship_supervisor_assessors']);
    const mentorOnly = await createdTemplate(folder.id, uniqueName('Internship'), {
      workflow: 'InternshipWorkflow',
      roles_allowed_move_to_done: ['mentor_assessors'],
    });
    expect(mentorOnly.roles_allowed_move_to_done).toEqual(['mentor_assessors']);
    const wrong = await create(
      folder.id,
      templateBody(uniqueName('Internship'), {
        workflow: 'InternshipWorkflow',
        roles_allowed_move_to_done: ['peer_assessor'],
      }),
    );
    expect(wrong.body.fields.roles_allowed_move_to_done).toBe(
      'Only mentor assessors and internship supervisor assessors can be allowed to move to done.',
    );
    const supervised = await createdTemplate(folder.id, uniqueName('Supervised'));
    expect(supervised.roles_allowed_move_to_done).toEqual([]);
  });

  it('stores text components, default answers and the content template as the rich-text allow-list (issue 21, ADR 0023)', async () => {
    const folder = await freshDemoFolder();
    const components = [
      { component_id: 'text-1', type: 'text', label: '' },
      { component_id: 'textarea-1', type: 'textarea', label: 'Rationale' },
      { component_id: 'textfield-1', type: 'textfield', label: 'Mentor' },
    ];
    const hostile = '<p onclick="x()">Read <b>this</b><script>alert(1)</script><img src=x onerror=alert(1)></p>';
    const clean = '<p>Read <strong>this</strong></p>';
    const { status, body } = await create(
      folder.id,
      templateBody(uniqueName('Rich'), {
        page_templates: page(components),
        data_templates: {
          'text-1': { content: hostile },
          'textarea-1': { content: '<a href="javascript:alert(1)">start</a> here' },
          'textfield-1': { content: '<b>typed as is</b>' },
        },
        content: '<iframe src="https://evil.example"></iframe><h2>Welcome</h2><a href="https://example.org">guide</a>',
      }),
    );
    expect(status).toBe(201);
    const stored = await invoke<Template>(getTemplate, { as: 'admin', path: { id: body.id as string } });
    expect(stored.body.data_templates).toEqual({
      'text-1': { content: clean },
      'textarea-1': { content: 'start here' },
      'textfield-1': { content: '<b>typed as is</b>' },
    });
    expect(stored.body.content).toBe(
      '<p>Welcome</p><a href="https://example.org" target="_blank" rel="noopener noreferrer">guide</a>',
    );
  });

  it('refuses a template too large for its item with 413, writing nothing (ADR 0016)', async () => {
    const folder = await freshDemoFolder();
    const title = uniqueName('Large');
    const components = Array.from({ length: 8 }, (_, j) => ({
      component_id: `t${j}`,
      type: 'text',
      label: '',
    }));
    const big = Object.fromEntries(components.map((c) => [c.component_id, { content: 'x'.repeat(50_000) }]));
    const { status, body } = await create(
      folder.id,
      templateBody(title, { page_templates: page(components), data_templates: big }),
    );
    expect(status).toBe(413);
    expect(body.code).toBe('templates.too_large');
    expect((await create(folder.id, templateBody(title))).status).toBe(201);
  });
});

describe('scoring by aggregation (spec 1 §3 rubric config, §4 assign mode, §5; spec 2 §5)', () => {
  const page = (components: Record<string, unknown>[]) => [{ id: 'p1', title: 'Page', components }];
  const at = (j: number, field: string) => `page_templates.0.components.${j}.${field}`;
  const save = async (components: Record<string, unknown>[], language = 'en') => {
    const folder = await freshDemoFolder();
    return create(
      folder.id,
      templateBody(uniqueName('Aggregation'), { page_templates: page(components) }),
      'admin',
      language,
    );
  };
  /** A scored radio button (at most 3 points) and a checkbox (at most 4): a criterion mapped to both has 7. */
  const questions = [
    {
      component_id: 'radio-1',
      type: 'radio_button',
      label: 'Confidence',
      button_options: [
        { id: 1, value: 'Low', points: 1 },
        { id: 2, value: 'High', points: 3 },
      ],
    },
    {
      component_id: 'checkbox-1',
      type: 'checkbox',
      label: 'Evidence',
      button_options: [
        { id: 1, value: 'Plan', points: 2 },
        { id: 2, value: 'Reflection', points: 2 },
      ],
    },
  ];
  const levels = (...values: number[]) => values.map((value, i) => ({ level: `level-${i + 1}`, value }));
  /** The seeded lesson-plan rubric (3 criteria × 4 levels) scored from the questions. */
  const autoRubric = (over: Record<string, unknown> = {}) => ({
    component_id: 'rubric-1',
    type: 'assessment_rubric',
    label: 'Auto rubric',
    rubric_id: DEMO_RUBRICS.scored,
    assign_mode: 'aggregation',
    components_mapping: { 'criterion-1': ['radio-1', 'checkbox-1'] },
    aggregation_config: { range: { 'criterion-1': levels(0, 2, 5, 7) } },
    ...over,
  });

  it('stores a rubric’s criterion → component mapping and level points as the assessment side reads them', async () => {
    const { status, body } = await save([
      ...questions,
      autoRubric({ components_mapping: { 'criterion-1': ['radio-1', 'checkbox-1'], 'criterion-2': [] } }),
    ]);
    expect(status).toBe(201);
    expect(body.component_configuration['rubric-1']).toMatchObject({
      assign_mode: 'aggregation',
      components_mapping: { 'criterion-1': ['radio-1', 'checkbox-1'] },
      aggregation_config: { range: { 'criterion-1': levels(0, 2, 5, 7) } },
    });
    // A criterion mapped to nothing is not mapped.
    expect(body.component_configuration['rubric-1']!.components_mapping).not.toHaveProperty('criterion-2');
  });

  it('refuses a second component scored by aggregation, in English and Spanish (spec 1 §4)', async () => {
    const twoScores = [
      { component_id: 'a', type: 'scoring', label: 'A', assign_mode: 'aggregation' },
      { component_id: 'b', type: 'scoring', label: 'B', assign_mode: 'aggregation' },
    ];
    const en = await save(twoScores);
    expect(en.status).toBe(400);
    expect(en.body.fields[at(1, 'assign_mode')]).toBe('Only one component can be scored by aggregation (Auto Score).');
    const es = await save(twoScores, 'es');
    expect(es.body.fields[at(1, 'assign_mode')]).toBe(
      'Solo un componente puede puntuarse por agregación (Puntuación automática).',
    );
    const scoreAndRubric = await save([
      ...questions,
      { component_id: 'a', type: 'scoring', label: 'A', assign_mode: 'aggregation' },
      autoRubric(),
    ]);
    expect(scoreAndRubric.body.fields[at(3, 'assign_mode')]).toBe(
      'Only one component can be scored by aggregation (Auto Score).',
    );
  });

  it('keeps aggregation to the assessment panel: a rubric shown in the work cannot use it (spec 1 §6)', async () => {
    const { status, body } = await save([...questions, autoRubric({ type: 'rubric' })]);
    expect(status).toBe(400);
    expect(body.fields[at(2, 'assign_mode')]).toBe(
      'Only a score or an assessment rubric of the assessment panel can be scored by aggregation.',
    );
  });

  it('refuses a mapping naming a criterion or a component that does not exist, or a component that is not a choice', async () => {
    const { status, body } = await save([
      ...questions,
      { component_id: 'text-1', type: 'textarea', label: 'Rationale' },
      autoRubric({
        components_mapping: {
          'criterion-1': ['radio-1', 'no-such-component'],
          'criterion-2': ['text-1'],
          'criterion-9': ['radio-1'],
        },
        aggregation_config: { range: { 'criterion-1': levels(0, 1, 2, 3), 'criterion-9': levels(0, 1, 2, 3) } },
      }),
    ]);
    expect(status).toBe(400);
    const component = 'Map a criterion only to radio buttons, checkboxes or dropdowns of this Template.';
    expect(body.fields).toMatchObject({
      [at(3, 'components_mapping.criterion-1')]: component,
      [at(3, 'components_mapping.criterion-2')]: component,
      [at(3, 'components_mapping.criterion-9')]: 'This criterion is not in the chosen Rubric.',
      [at(3, 'aggregation_config.range.criterion-9')]: 'This criterion is not in the chosen Rubric.',
    });
  });

  it.each<[string, unknown, string]>([
    [
      'decreasing level points',
      levels(0, 5, 4, 7),
      'Level points must not decrease and cannot exceed the criterion maximum (7).',
    ],
    [
      'points above the criterion’s maximum',
      levels(0, 2, 5, 8),
      'Level points must not decrease and cannot exceed the criterion maximum (7).',
    ],
    ['a level left out', levels(0, 2, 5), 'Give the points of every level of the Rubric, in its order.'],
  ])('refuses %s, nothing saved (spec 1 §5, spec 2 §5)', async (_what, range, sentence) => {
    const { status, body } = await save([
      ...questions,
      autoRubric({ aggregation_config: { range: { 'criterion-1': range } } }),
    ]);
    expect(status).toBe(400);
    expect(body.fields[at(2, 'aggregation_config.range.criterion-1')]).toBe(sentence);
  });

  it('words the level points refusal in Spanish', async () => {
    const { body } = await save(
      [...questions, autoRubric({ aggregation_config: { range: { 'criterion-1': levels(0, 5, 4, 7) } } })],
      'es',
    );
    expect(body.fields[at(2, 'aggregation_config.range.criterion-1')]).toBe(
      'Los puntos de los niveles no pueden disminuir ni superar el máximo del criterio (7).',
    );
  });
});

describe('who may do what (spec 2 §6)', () => {
  it('refuses faculty and students (403) and hides another organisation’s template (404)', async () => {
    const folder = await freshDemoFolder();
    for (const as of ['faculty', 'student'] as const) {
      expect((await create(folder.id, templateBody(uniqueName('No')), as)).status).toBe(403);
    }
    expect((await invoke(getTemplate, { as: 'admin', path: { id: DEMO_TEMPLATES.other } })).status).toBe(404);
    expect((await invoke(getTemplate, { as: 'otherAdmin', path: { id: DEMO_TEMPLATES.supervised } })).status).toBe(404);
  });

  it('shows a published template to everyone in the organisation, an unpublished one to its admins only', async () => {
    expect((await invoke(getTemplate, { as: 'student', path: { id: DEMO_TEMPLATES.supervised } })).status).toBe(200);
    expect((await invoke(getTemplate, { as: 'student', path: { id: DEMO_TEMPLATES.draft } })).status).toBe(404);
  });
});

describe('round trips of the reads (docs/architecture.md §10)', () => {
  it('reads one template in 2 (the template and the tree) and a node’s list in 2 (tree, then one Query)', async () => {
    const read = () => invoke(getTemplate, { as: 'admin', path: { id: DEMO_TEMPLATES.supervised } });
    expect((await read()).status).toBe(200);
    expect((await countingRoundTrips(read)).calls.slice(2).sort()).toEqual(['GetItemCommand', 'QueryCommand']);
    // The tree, then the library page and the node's folders in parallel.
    const list = () => invoke(listTemplates, { as: 'admin', query: { node: 'node_demo_root' } });
    expect((await list()).status).toBe(200);
    expect((await countingRoundTrips(list)).calls.slice(2)).toEqual(['QueryCommand', 'QueryCommand', 'QueryCommand']);
  });
});

describe('the template list reads a page of the node’s library (ADR 0028 §4)', () => {
  type Page = { items: TemplateSummary[]; more: boolean; cursor: string | null; page_size: number };
  const list = (query: Record<string, string>) => invoke<Page>(listTemplates, { as: 'admin', query });

  it('pages by 50 with a cursor, by title or by last change, every template once', async () => {
    const folder = await freshDemoFolder();
    const stem = uniqueName('Paged');
    for (let i = 0; i < 52; i += 1) await createdTemplate(folder.id, `${stem} ${String(i).padStart(2, '0')}`);
    for (const sort of ['title', 'date']) {
      const first = await list({ node: folder.id, sort });
      expect(first.body).toMatchObject({ page_size: 50, more: true });
      expect(first.body.items).toHaveLength(50);
      const second = await list({ node: folder.id, sort, cursor: first.body.cursor as string });
      expect(second.body).toMatchObject({ more: false, cursor: null });
      const titles = [...first.body.items, ...second.body.items].map((row) => row.title);
      expect(new Set(titles).size).toBe(52);
      if (sort === 'title') expect(titles).toEqual([...titles].sort());
      else expect(titles.slice(0, 2)).toEqual([`${stem} 51`, `${stem} 50`]);
    }
    const searched = await list({ node: folder.id, search: `${stem} 4`.toUpperCase() });
    expect(searched.body.items.map((row) => row.title)).toEqual(Array.from({ length: 10 }, (_, i) => `${stem} 4${i}`));
  });

  it('refuses a cursor of another node or another order with a 400 that says to start again', async () => {
    const folder = await freshDemoFolder();
    const other = await freshDemoFolder();
    const stem = uniqueName('Cursor');
    for (let i = 0; i < 51; i += 1) await createdTemplate(folder.id, `${stem} ${i}`);
    const { cursor } = (await list({ node: folder.id })).body;
    const queries: Record<string, string>[] = [
      { node: other.id, cursor: cursor as string },
      { node: folder.id, sort: 'date', cursor: cursor as string },
      { node: folder.id, cursor: 'garbage' },
    ];
    for (const query of queries) {
      const answer = await invoke<ErrorBody>(listTemplates, { as: 'admin', query });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({
        cursor: 'This page link is no longer valid. Start again from the first page.',
      });
    }
  });
});
