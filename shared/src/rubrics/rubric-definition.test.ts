import { describe, expect, it } from '@jest/globals';
import {
  addRubricCriterion,
  addRubricLevel,
  criterionMaximum,
  criterionWeight,
  defaultRubricDefinition,
  rubricDefinitionSchema,
  rubricMode,
} from './rubric-definition';

describe('default rubric (spec 1 §9)', () => {
  it('has levels Fail and Pass, two elements worth 1 point each, weight 1', () => {
    const rubric = defaultRubricDefinition('My rubric');
    expect(rubric.levels.map((level) => level.name)).toEqual(['Fail', 'Pass']);
    expect(rubric.criterias).toHaveLength(2);
    expect(rubric.weight).toEqual([1, 1]);
    expect([criterionMaximum(rubric, 0), criterionMaximum(rubric, 1)]).toEqual([1, 1]);
    expect(rubricDefinitionSchema.parse(rubric)).toEqual(rubric);
    expect(rubricMode(rubric)).toBe('score');
  });

  it('names its levels and elements in Spanish', () => {
    const rubric = defaultRubricDefinition('Rúbrica', 'es');
    expect(rubric.levels.map((level) => level.name)).toEqual(['No superado', 'Superado']);
    expect(rubric.criterias[1]?.name).toBe('Elemento 2');
  });
});

describe('rubric definition schema (spec 1 §3)', () => {
  const base = {
    title: 'R',
    levels: [
      { id: 'l1', name: 'A' },
      { id: 'l2', name: 'B' },
    ],
    criterias: [{ id: 'c1', name: 'X' }],
  };

  it('accepts a plain rubric and fills defaults', () => {
    expect(rubricDefinitionSchema.parse(base)).toMatchObject({
      point: 1,
      weight: [],
      enableNA: false,
      points: [],
      statements_mapping: { statements: [] },
    });
  });

  it('turns numeric ids into strings', () => {
    expect(rubricDefinitionSchema.parse({ ...base, levels: [{ id: 1, name: 'A' }] }).levels[0]?.id).toBe('1');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a blank title', { title: '  ' }, 'rubrics.title_required'],
    [
      'duplicate level ids',
      {
        levels: [
          { id: 'l', name: 'A' },
          { id: 'l', name: 'B' },
        ],
      },
      'rubrics.levels.duplicate_id',
    ],
    [
      'duplicate criterion ids',
      {
        criterias: [
          { id: 'c', name: 'A' },
          { id: 'c', name: 'B' },
        ],
      },
      'rubrics.criterias.duplicate_id',
    ],
    ['a points matrix of the wrong shape', { points: [[1]] }, 'rubrics.points.shape'],
    [
      'points rows missing',
      {
        points: [
          [1, 2],
          [3, 4],
        ],
      },
      'rubrics.points.shape',
    ],
    ['a point outside the score input rule', { points: [[1, 100]] }, 'rubrics.points.invalid'],
    ['weights of the wrong length', { weight: [1, 2] }, 'rubrics.weight.shape'],
  ])('rejects %s', (_name, over, code) => {
    const result = rubricDefinitionSchema.safeParse({ ...base, ...over });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(code);
  });

  it.each<[number[][], 'plain' | 'score']>([
    [[], 'plain'],
    [[[]], 'plain'],
    [[[0, 1]], 'score'],
  ])('points %j make a %s rubric (spec 1 §4)', (points, mode) => {
    expect(rubricMode({ points })).toBe(mode);
  });

  it('weights criteria (1 when none stored)', () => {
    const rubric = {
      points: [
        [1, 4],
        [2, 3],
      ],
      weight: [2],
    };
    expect([criterionWeight(rubric, 0), criterionWeight(rubric, 1)]).toEqual([2, 1]);
    expect([criterionMaximum(rubric, 0), criterionMaximum(rubric, 1), criterionMaximum(rubric, 5)]).toEqual([8, 3, 0]);
  });

  it('gives new cells the default point in a score rubric', () => {
    const rubric = defaultRubricDefinition('R');
    const wider = addRubricLevel(rubric, { id: 'level-3', name: 'Excellent' });
    expect(wider.points).toEqual([
      [0, 1, 1],
      [0, 1, 1],
    ]);
    expect(wider.contents[0]).toEqual(['', '', '']);
    const taller = addRubricCriterion(wider, { id: 'criterion-3', name: 'Element 3' });
    expect(taller.points[2]).toEqual([1, 1, 1]);
    expect(taller.weight).toEqual([1, 1, 1]);
    expect(taller.contents[2]).toEqual(['', '', '']);
  });

  it('keeps a plain rubric plain when it grows', () => {
    const plain = rubricDefinitionSchema.parse(base);
    expect(addRubricLevel(plain, { id: 'l3', name: 'C' }).points).toEqual([]);
    const grown = addRubricCriterion(plain, { id: 'c2', name: 'Y' });
    expect([grown.points, grown.weight, grown.contents]).toEqual([[], [], []]);
  });
});
