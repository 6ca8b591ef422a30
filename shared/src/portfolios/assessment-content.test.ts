import { checkAssessmentWrite, rubricAggregation, standardsMet, type AssessmentInput } from './assessment-content';

const rubric = {
  levels: [
    { id: 'l1', name: 'Low' },
    { id: 'l2', name: 'High' },
  ],
  criterias: [
    { id: 'c1', name: 'One', description: '' },
    { id: 'c2', name: 'Two', description: '' },
  ],
  point: 1,
  weight: [1, 3],
  enableNA: true,
  points: [
    [0, 2],
    [1, 2],
  ],
  contents: [],
  statements_mapping: {
    statements: [{ id: 's1', statement_id: 'S.1', title: 'Whole', threshold: 50 }],
    criteria_mapping: { c2: [{ id: 's2', statement_id: 'S.2', title: 'Crit', minimum: 6 }] },
  },
};
const input: AssessmentInput = {
  components: [
    { component_id: 'r', type: 'assessment_rubric', rubric_id: 'rub' },
    { component_id: 's', type: 'scoring', maximum: 20, statements_mapping: [{ id: 's3', minimum: 10 }] },
  ],
  rubrics: new Map([['rub', rubric]]),
  revisionContent: {},
  revisionComponents: [],
};
const write = (components: Record<string, unknown>) =>
  checkAssessmentWrite({ ...input, current: {}, write: components, editable: new Set(['r', 's']) });

describe('checkAssessmentWrite (spec 1 §4–5)', () => {
  it('computes the rubric score with N/A left out', () => {
    const checked = write({ r: { criteria: { c1: 'NA', c2: 'l2' } } });
    expect(checked).toEqual({
      ok: true,
      contents: { r: { criteria: { c1: 'NA', c2: 'l2' }, comments: {}, score: 6, auto_filled: false } },
    });
  });

  it.each([
    ['0', true],
    ['12.34', true],
    ['20', true],
    ['012', false],
    ['1.234', false],
    ['-1', false],
    ['21', false],
  ])('manual score %s accepted: %s', (score, accepted) => {
    expect(write({ s: { score } }).ok).toBe(accepted);
  });

  it('refuses components that are not editable', () => {
    const checked = checkAssessmentWrite({ ...input, current: {}, write: { s: { score: 1 } }, editable: new Set() });
    expect(checked).toEqual({ ok: false, fields: { s: 'portfolios.component_read_only' } });
  });
});

describe('standardsMet', () => {
  it('meets by threshold, criterion minimum and component minimum', () => {
    const met = (contents: Parameters<typeof standardsMet>[0]['contents']) =>
      Object.fromEntries(standardsMet({ ...input, contents }).map((s) => [s.id, s.met]));
    // c1 l1 = 0, c2 l2 = 2 × 3 = 6: 6 of 8 = 75 % ≥ 50 %, criterion 6 ≥ 6; score 9 < 10.
    expect(
      met({ r: { criteria: { c1: 'l1', c2: 'l2' }, comments: {}, score: 6, auto_filled: false }, s: { score: 9 } }),
    ).toEqual({ s1: true, s2: true, s3: false });
    // c2 l1 = 3 < 6; nothing scored on the component.
    expect(met({ r: { criteria: { c2: 'l1' }, comments: {}, score: 3, auto_filled: false } })).toEqual({
      s1: true,
      s2: false,
      s3: false,
    });
  });
});

describe('rubricAggregation (spec 1 §4–5: what the aggregation modal shows)', () => {
  const radio = {
    component_id: 'q',
    type: 'radio_button',
    button_options: [
      { id: 1, value: 'Low', points: 1 },
      { id: 2, value: 'High', points: 3 },
    ],
  };
  const config = (values: (number | null)[]) => ({
    component_id: 'r',
    type: 'assessment_rubric',
    assign_mode: 'aggregation',
    components_mapping: { c1: ['q'] },
    aggregation_config: {
      range: { c1: values.map((value, index) => ({ level: `l${index + 1}`, value })) },
    },
  });

  it('gives each criterion its mapped answers’ score, maximum and the level it reaches', () => {
    const [criterion] = rubricAggregation(config([0, 2]), {
      revisionComponents: [radio],
      revisionContent: { q: { answer: 2 } },
    });
    expect(criterion).toEqual({
      criterionId: 'c1',
      componentIds: ['q'],
      score: 3,
      maximum: 3,
      answered: 1,
      range: [
        { level: 'l1', value: 0 },
        { level: 'l2', value: 2 },
      ],
      invalid: [false, false],
      reached: 'l2',
    });
  });

  it('marks decreasing points and points above the maximum invalid, and reaches no level then', () => {
    const answers = { revisionComponents: [radio], revisionContent: { q: { answer: 1 } } };
    expect(rubricAggregation(config([2, 1]), answers)[0]).toMatchObject({ invalid: [false, true], reached: null });
    expect(rubricAggregation(config([0, 4]), answers)[0]).toMatchObject({ invalid: [false, true], reached: null });
  });

  it('is unanswered (score null) before any mapped answer, and empty for a manual rubric', () => {
    const unanswered = rubricAggregation(config([0, 2]), { revisionComponents: [radio], revisionContent: {} })[0];
    expect(unanswered).toMatchObject({ score: null, answered: 0, reached: null });
    expect(
      rubricAggregation(
        { ...config([0, 2]), assign_mode: 'manual' },
        { revisionComponents: [radio], revisionContent: {} },
      ),
    ).toEqual([]);
  });
});
