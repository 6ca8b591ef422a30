import { describe, expect, it } from '@jest/globals';
import { message, type Locale } from '../messages/index';
import {
  addRubricCriterion,
  addRubricLevel,
  criterionMaximum,
  criterionWeight,
  defaultRubricDefinition,
  rubricDefinitionSchema,
  normaliseRubricDefinition,
  rubricMaximum,
  rubricMode,
  type DefaultRubricNames,
} from './rubric-definition';

/** The default rubric's names as a server renders them from the catalogue. */
const namesIn = (locale: Locale, title = message('rubrics.default_title', locale)): DefaultRubricNames => ({
  title,
  fail: message('rubrics.level.fail', locale),
  pass: message('rubrics.level.pass', locale),
  element: (n) => message('rubrics.default_element', locale, { n }),
});

describe('default rubric (spec 1 §9)', () => {
  it('has levels Fail and Pass, two elements worth 1 point each, weight 1', () => {
    const rubric = defaultRubricDefinition(namesIn('en', 'My rubric'));
    expect(rubric.levels.map((level) => level.name)).toEqual(['Fail', 'Pass']);
    expect(rubric.criterias).toHaveLength(2);
    expect(rubric.weight).toEqual([1, 1]);
    expect([criterionMaximum(rubric, 0), criterionMaximum(rubric, 1)]).toEqual([1, 1]);
    expect(rubricDefinitionSchema.parse(rubric)).toEqual(rubric);
    expect(rubricMode(rubric)).toBe('score');
    expect(rubricMaximum(rubric)).toBe(2);
    expect(rubric.title).toBe('My rubric');
    expect(namesIn('en').title).toBe('Default Rubric');
  });

  it('names its levels and elements in Spanish', () => {
    const rubric = defaultRubricDefinition(namesIn('es'));
    expect(rubric.levels.map((level) => level.name)).toEqual(['No superado', 'Superado']);
    expect(rubric.criterias[1]?.name).toBe('Elemento 2');
    expect(rubric.title).toBe('Rúbrica predeterminada');
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

  it('gives criteria an empty description unless one is sent', () => {
    const parsed = rubricDefinitionSchema.parse({
      ...base,
      criterias: [
        { id: 'c1', name: 'X' },
        { id: 'c2', name: 'Y', description: 'Why' },
      ],
    });
    expect(parsed.criterias.map((criterion) => criterion.description)).toEqual(['', 'Why']);
  });

  it('keeps a rubric inside its limits (20 levels, 100 criteria, 255 characters of title)', () => {
    const levels = Array.from({ length: 21 }, (_, i) => ({ id: `l${i}`, name: `L${i}` }));
    const criterias = Array.from({ length: 101 }, (_, i) => ({ id: `c${i}`, name: `C${i}` }));
    const paths = (over: Record<string, unknown>) =>
      rubricDefinitionSchema.safeParse({ ...base, ...over }).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ levels })).toEqual(['levels']);
    expect(paths({ criterias })).toEqual(['criterias']);
    expect(paths({ title: 'x'.repeat(256) })).toEqual(['title']);
    expect(paths({ title: 'x'.repeat(255) })).toBeUndefined();
  });

  it('names an aligned statement by its id (code and title are the server’s to fill)', () => {
    const mapping = (statements: unknown[]) =>
      rubricDefinitionSchema.safeParse({ ...base, statements_mapping: { statements } });
    expect(mapping([{ id: 'stmt_1', threshold: 70 }]).success).toBe(true);
    expect(mapping([{ statement_id: 'TS.1', threshold: 70 }]).success).toBe(false);
    expect(mapping([{ id: 'stmt_1', threshold: 101 }]).success).toBe(false);
  });

  it('stores every weight and every cell text (normalised)', () => {
    const plain = rubricDefinitionSchema.parse(base);
    expect(normaliseRubricDefinition(plain)).toMatchObject({ weight: [1], contents: [['', '']], points: [] });
    const scored = rubricDefinitionSchema.parse({ ...base, points: [[0, 2]], weight: [], contents: [] });
    expect(normaliseRubricDefinition(scored)).toMatchObject({ weight: [1], contents: [['', '']], points: [[0, 2]] });
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
    ['cell texts of the wrong shape', { contents: [['only one']] }, 'rubrics.contents.shape'],
    ['a blank level name', { levels: [{ id: 'l1', name: '  ' }] }, 'rubrics.level_name_required'],
    ['a blank criterion name', { criterias: [{ id: 'c1', name: '' }] }, 'rubrics.criterion_name_required'],
    ['a default point outside the score input rule', { point: 100 }, 'rubrics.points.invalid'],
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
    const rubric = defaultRubricDefinition(namesIn('en', 'R'));
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
