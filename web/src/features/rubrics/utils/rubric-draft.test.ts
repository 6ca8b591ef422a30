import { describe, expect, it } from '@jest/globals';
import { rubricDefinitionSchema, rubricSchema, type Rubric } from '@tessera/shared';
import {
  draftFromRubric,
  draftProblems,
  draftReducer,
  draftSummary,
  draftToDefinition,
  newDraft,
  nextLevelPoints,
  type DraftAction,
  type RubricDraft,
} from './rubric-draft';

const apply = (draft: RubricDraft, ...actions: DraftAction[]) => actions.reduce(draftReducer, draft);

/** A filled 3 × 4 rubric: every name given, points 0–3 in each row. */
function filled(): RubricDraft {
  let draft = apply(
    newDraft(),
    { type: 'setTitle', title: 'Presentation' },
    { type: 'addLevel' },
    { type: 'addLevel' },
  );
  draft = apply(draft, { type: 'addCriterion' });
  ['Beginning', 'Developing', 'Proficient', 'Exemplary'].forEach((name, index) => {
    draft = draftReducer(draft, { type: 'setLevelName', index, name });
  });
  ['Content', 'Delivery', 'Visual aids'].forEach((name, index) => {
    draft = draftReducer(draft, { type: 'setCriterion', index, field: 'name', value: name });
    for (let level = 0; level < 4; level++)
      draft = draftReducer(draft, { type: 'setPoints', criterion: index, level, value: String(level) });
  });
  return draft;
}

const READ: Rubric = rubricSchema.parse({
  id: 'r1',
  title: 'Lesson Plan',
  state: 'draft',
  uri: '/api/rubrics/r1',
  hierarchy_id: 'n1',
  node: { id: 'n1', text: 'Demo', path: ['n1'] },
  author: null,
  transfer: null,
  imported_from: null,
  incoming: false,
  mode: 'score',
  maximum: 8,
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
  weight: [1, 2],
  enableNA: true,
  points: [
    [1, 2],
    [1, 3],
  ],
  levels: [
    { id: 'a', name: 'Low' },
    { id: 'b', name: 'High' },
  ],
  criterias: [
    { id: 'x', name: 'Aim', description: 'Clear aims' },
    { id: 'y', name: 'Plan', description: '' },
  ],
  contents: [
    ['vague', 'clear'],
    ['', 'full'],
  ],
  statements_mapping: {
    criteria_mapping: { y: [{ id: 's2', statement_id: 'TS.2', title: 'Differences', minimum: 4 }] },
    statements: [{ id: 's1', statement_id: 'TS.1', title: 'Development', threshold: 70 }],
  },
  rubric_mapped_statements: [{ id: 's1', statement_id: 'TS.1', threshold: 70 }],
});

describe('the rubric editor’s grid (spec 1 §3)', () => {
  it('adds levels and criteria with fresh ids and new cells at the default points, keeping the grid whole', () => {
    const draft = filled();
    expect(draft.levels.map((level) => level.id)).toEqual(['level-1', 'level-2', 'level-3', 'level-4']);
    expect(draft.criteria.map((criterion) => criterion.id)).toEqual(['criterion-1', 'criterion-2', 'criterion-3']);
    expect(draft.points.every((row) => row.length === 4)).toBe(true);
    expect(draft.contents).toEqual([
      ['', '', '', ''],
      ['', '', '', ''],
      ['', '', '', ''],
    ]);
    // A fifth level continues each criterion's scale 0, 1, 2, 3 (issue 21: it started at 1 point).
    const grown = draftReducer(apply(draft, { type: 'setPoint', point: '2.5' }), { type: 'addLevel' });
    expect(grown.points.map((row) => row[4])).toEqual(['4', '4', '4']);
  });

  it('continues each row’s own scale, within 0–99.99, and starts at the new-cell points where there is no step', () => {
    expect(nextLevelPoints(['0', '1'], '1')).toBe('2');
    expect(nextLevelPoints(['2', '4'], '1')).toBe('6');
    expect(nextLevelPoints(['1', '1.5'], '1')).toBe('2');
    expect(nextLevelPoints(['4', '3', '2', '1'], '1')).toBe('0');
    expect(nextLevelPoints(['1', '0'], '1')).toBe('0');
    expect(nextLevelPoints(['50', '90'], '1')).toBe('99.99');
    // No step to follow: one level, two equal, a cell not a number yet.
    expect(nextLevelPoints(['3'], '2.5')).toBe('2.5');
    expect(nextLevelPoints(['1', '1'], '2.5')).toBe('2.5');
    expect(nextLevelPoints(['1', ''], '2.5')).toBe('2.5');
    // The new rubric's Fail 0 / Pass 1: a third level scores 2.
    expect(draftReducer(newDraft(), { type: 'addLevel' }).points).toEqual([
      ['0', '1', '2'],
      ['0', '1', '2'],
    ]);
  });

  it('scores a new criterion on the scale of the one above it', () => {
    const draft = apply(filled(), { type: 'setPoints', criterion: 2, level: 3, value: '5' }, { type: 'addCriterion' });
    expect(draft.points[3]).toEqual(['0', '1', '2', '5']);
  });

  it('never reuses an id still in the grid after a removal', () => {
    const draft = apply(newDraft(), { type: 'addLevel' }, { type: 'removeLevel', index: 0 }, { type: 'addLevel' });
    const ids = draft.levels.map((level) => level.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('moves a column with its points and texts, and a row with its weight, points, texts and standards', () => {
    let draft = apply(filled(), { type: 'setContent', criterion: 0, level: 3, value: 'top' });
    draft = apply(draft, { type: 'moveLevel', from: 3, to: 0 });
    expect(draft.levels[0]?.name).toBe('Exemplary');
    expect(draft.points[0]).toEqual(['3', '0', '1', '2']);
    expect(draft.contents[0]?.[0]).toBe('top');

    draft = apply(
      draft,
      { type: 'setCriterion', index: 2, field: 'weight', value: '2' },
      { type: 'alignCriterion', criterionId: 'criterion-3', statements: [{ id: 's', statement_id: 'TS', title: 'T' }] },
      { type: 'moveCriterion', from: 2, to: 0 },
    );
    expect(draft.criteria.map((criterion) => criterion.name)).toEqual(['Visual aids', 'Content', 'Delivery']);
    expect(draft.criteria[0]?.weight).toBe('2');
    expect(draft.contents[1]?.[0]).toBe('top');
    // Standards are kept by the criterion's id, so they travel with it.
    expect(Object.keys(draft.criteriaStatements)).toEqual(['criterion-3']);
  });

  it('ignores a move past either end, and keeps at least one level and one criterion', () => {
    const draft = filled();
    expect(draftReducer(draft, { type: 'moveLevel', from: 0, to: -1 }).levels).toEqual(draft.levels);
    expect(draftReducer(draft, { type: 'moveCriterion', from: 2, to: 3 }).criteria).toEqual(draft.criteria);
    const single = apply(newDraft(), { type: 'removeLevel', index: 0 }, { type: 'removeCriterion', index: 0 });
    expect(apply(single, { type: 'removeLevel', index: 0 }).levels).toHaveLength(1);
    expect(apply(single, { type: 'removeCriterion', index: 0 }).criteria).toHaveLength(1);
  });

  it('removing a criterion drops its row and its standards', () => {
    const draft = apply(
      filled(),
      { type: 'alignCriterion', criterionId: 'criterion-2', statements: [{ id: 's', statement_id: 'TS', title: 'T' }] },
      { type: 'removeCriterion', index: 1 },
    );
    expect(draft.criteria.map((criterion) => criterion.name)).toEqual(['Content', 'Visual aids']);
    expect(draft.points).toHaveLength(2);
    expect(draft.criteriaStatements).toEqual({});
  });
});

describe('plain and score (spec 1 §4) and the maximum (shared’s totals)', () => {
  it('previews the mode and the maximum as the draft changes, weights included', () => {
    const draft = filled();
    expect(draftSummary(draft)).toEqual({ mode: 'score', maximum: 9 });
    expect(draftSummary(apply(draft, { type: 'setCriterion', index: 1, field: 'weight', value: '2' }))).toEqual({
      mode: 'score',
      maximum: 12,
    });
    expect(draftSummary(apply(draft, { type: 'setScored', scored: false }))).toEqual({ mode: 'plain', maximum: 0 });
  });

  it('keeps the points while plain, so scoring again loses nothing; a plain rubric is sent without points', () => {
    const plain = apply(filled(), { type: 'setScored', scored: false });
    expect(draftToDefinition(plain).points).toEqual([]);
    expect(apply(plain, { type: 'setScored', scored: true }).points).toEqual(filled().points);
  });

  it('sends a body the API’s schema takes, and reads back what it sent', () => {
    const draft = apply(
      filled(),
      { type: 'alignRubric', statements: [{ id: 's1', statement_id: 'TS.1', title: 'Development' }] },
      { type: 'setThreshold', id: 's1', threshold: '70' },
    );
    const body = draftToDefinition(draft);
    expect(rubricDefinitionSchema.safeParse(body).success).toBe(true);
    expect(body.statements_mapping?.statements).toEqual([{ id: 's1', threshold: 70 }]);
    expect(body.points?.[0]).toEqual([0, 1, 2, 3]);
  });

  it('makes a draft of a rubric read from the API and gives the same definition back', () => {
    const draft = draftFromRubric(READ);
    expect(draft.scored).toBe(true);
    expect(draft.criteria[1]).toEqual({ id: 'y', name: 'Plan', description: '', weight: '2' });
    expect(draft.criteriaStatements.y).toEqual([
      { id: 's2', statement_id: 'TS.2', title: 'Differences', minimum: '4' },
    ]);
    const body = draftToDefinition(draft);
    expect(body).toMatchObject({
      title: 'Lesson Plan',
      enableNA: true,
      weight: [1, 2],
      points: READ.points,
      contents: READ.contents,
      statements_mapping: {
        statements: [{ id: 's1', threshold: 70 }],
        criteria_mapping: { y: [{ id: 's2', minimum: 4 }] },
      },
    });
  });
});

describe('what the editor refuses before sending (spec 1 §5)', () => {
  it('a blank title, level and criterion names, and points outside the score input rule, keyed as the server keys them', () => {
    const draft = apply(newDraft(), { type: 'setPoints', criterion: 1, level: 0, value: '100' });
    expect(draftProblems(draft)).toEqual({
      title: { key: 'rubrics.title_required' },
      'levels.0.name': { key: 'rubrics.level_name_required' },
      'levels.1.name': { key: 'rubrics.level_name_required' },
      'criterias.0.name': { key: 'rubrics.criterion_name_required' },
      'criterias.1.name': { key: 'rubrics.criterion_name_required' },
      'points.1.0': { key: 'rubrics.points.invalid' },
    });
    expect(draftProblems(filled())).toEqual({});
  });

  it('a plain rubric does not check its points', () => {
    const draft = apply(filled(), { type: 'setPoints', criterion: 0, level: 0, value: 'x' });
    expect(Object.keys(draftProblems(draft))).toEqual(['points.0.0']);
    expect(draftProblems(apply(draft, { type: 'setScored', scored: false }))).toEqual({});
  });

  it('a whole-rubric standard needs a threshold from 0 to 100 in a score rubric', () => {
    const draft = apply(filled(), {
      type: 'alignRubric',
      statements: [{ id: 's1', statement_id: 'TS.1', title: 'Development' }],
    });
    expect(draftProblems(draft)).toEqual({
      'statements_mapping.statements.0.threshold': { key: 'rubrics.threshold.required' },
    });
    expect(draftProblems(apply(draft, { type: 'setThreshold', id: 's1', threshold: '101' }))).toHaveProperty([
      'statements_mapping.statements.0.threshold',
    ]);
    expect(draftProblems(apply(draft, { type: 'setThreshold', id: 's1', threshold: '70' }))).toEqual({});
    expect(
      draftToDefinition(apply(draft, { type: 'setScored', scored: false })).statements_mapping?.statements,
    ).toEqual([{ id: 's1', threshold: null }]);
  });

  it('a criterion standard’s minimum follows the statement minimum rules, bounded by the criterion’s maximum', () => {
    const at = 'statements_mapping.criteria_mapping.criterion-1.0.minimum';
    const aligned = apply(filled(), {
      type: 'alignCriterion',
      criterionId: 'criterion-1',
      statements: [{ id: 's1', statement_id: 'TS.1', title: 'Development' }],
    });
    const withMinimum = (minimum: string) =>
      draftProblems(apply(aligned, { type: 'setMinimum', criterionId: 'criterion-1', id: 's1', minimum }))[at];
    expect(withMinimum('')).toBeUndefined();
    expect(withMinimum('2')).toBeUndefined();
    expect(withMinimum('abc')).toEqual({ key: 'rubrics.statement_minimum.not_number', params: undefined });
    expect(withMinimum('0')).toEqual({ key: 'rubrics.statement_minimum.not_positive', params: undefined });
    expect(withMinimum('4')).toEqual({ key: 'rubrics.statement_minimum.above_maximum', params: { n: 3 } });
    expect(withMinimum('1.5')).toEqual({ key: 'rubrics.statement_minimum.not_integer', params: undefined });
  });

  it('aligning again keeps the thresholds already typed, adds the new standards and drops the unticked ones', () => {
    const draft = apply(
      filled(),
      {
        type: 'alignRubric',
        statements: [
          { id: 's1', statement_id: 'TS.1', title: 'One' },
          { id: 's2', statement_id: 'TS.2', title: 'Two' },
        ],
      },
      { type: 'setThreshold', id: 's2', threshold: '60' },
      {
        type: 'alignRubric',
        statements: [
          { id: 's2', statement_id: 'TS.2', title: 'Two' },
          { id: 's3', statement_id: 'TS.3', title: 'Three' },
        ],
      },
    );
    expect(draft.statements.map((entry) => [entry.id, entry.threshold])).toEqual([
      ['s2', '60'],
      ['s3', ''],
    ]);
  });
});
