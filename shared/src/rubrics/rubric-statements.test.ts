import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import { rubricDefinitionSchema, type RubricDefinitionInput } from './rubric-definition';
import {
  alignedStatementIds,
  checkRubricAlignment,
  isRubricThresholdMet,
  isStandardMet,
  statementMinimumScoreError,
  type AlignableStatement,
} from './rubric-statements';

describe('standards met (spec 1 §4–5)', () => {
  it.each<[number | null | undefined, number | null | undefined, boolean]>([
    [3, 3, true],
    [4, 3, true],
    [2.99, 3, false],
    [0, undefined, true],
    [null, 1, false],
    [undefined, undefined, false],
    [Number.NaN, 1, false],
  ])('score %j with minimum %j is met: %s', (score, minimum, met) => {
    expect(isStandardMet(score, minimum)).toBe(met);
  });

  it.each<[number, number, number, boolean]>([
    [7, 10, 70, true],
    [6.9, 10, 70, false],
    [10, 10, 100, true],
    [0, 0, 0, false],
    [12, 10, 100, true],
  ])('rubric score %d of %d against threshold %d%% is met: %s', (total, maximum, threshold, met) => {
    expect(isRubricThresholdMet(total, maximum, threshold)).toBe(met);
  });

  it('explains the threshold', () => {
    expect(message('rubrics.threshold_hint')).toBe('Score of the rubric must >= threshold %');
  });
});

describe('statement minimum score (spec 1 §5)', () => {
  it.each<[string, number, string | null]>([
    ['', 10, 'This field cannot be left blank.'],
    ['  ', 10, 'This field cannot be left blank.'],
    ['abc', 10, 'Please enter a number.'],
    ['1e2', 10, 'Please enter a number.'],
    ['0', 10, 'Please enter a number greater than 0.'],
    ['-2', 10, 'Please enter a number greater than 0.'],
    ['11', 10, 'The minimum score cannot exceed 10.'],
    ['2.5', 10, 'Only integer.'],
    ['10', 10, null],
    ['1', 10, null],
    [' 4 ', 10, null],
  ])('%j with maximum %d → %j', (text, maximum, error) => {
    const result = statementMinimumScoreError(text, maximum);
    expect(result ? message(result.key, 'en', 'params' in result ? result.params : undefined) : null).toBe(error);
  });
});

describe('statement alignment of a rubric (spec 1 §3, §4–5)', () => {
  const available = new Map<string, AlignableStatement>(
    [
      { id: 's1', code: 'TS.1', title: 'Learner development', setId: 'set_a' },
      { id: 's2', code: 'TS.2', title: 'Learning differences', setId: 'set_a' },
      { id: 's3', code: 'NC.1', title: 'Patient safety', setId: 'set_b' },
    ].map((statement) => [statement.id, statement]),
  );
  const scored = (mapping: RubricDefinitionInput['statements_mapping']) =>
    rubricDefinitionSchema.parse({
      title: 'R',
      levels: [
        { id: 'l1', name: 'Low' },
        { id: 'l2', name: 'High' },
      ],
      criterias: [
        { id: 'c1', name: 'One' },
        { id: 'c2', name: 'Two' },
      ],
      points: [
        [0, 4],
        [1, 2],
      ],
      weight: [2, 1],
      statements_mapping: mapping,
    });
  const plain = (mapping: RubricDefinitionInput['statements_mapping']) => ({ ...scored(mapping), points: [] });
  const problems = (result: ReturnType<typeof checkRubricAlignment>) =>
    result.ok
      ? {}
      : Object.fromEntries(
          Object.entries(result.fields).map(([field, problem]) => [
            field,
            message(problem.key, 'en', 'params' in problem ? problem.params : undefined),
          ]),
        );

  it('fills in each statement’s code and title, and names the sets it reaches', () => {
    const result = checkRubricAlignment(
      scored({
        statements: [{ id: 's1', threshold: 70, statement_id: 'stale', title: 'stale' }],
        criteria_mapping: { c1: [{ id: 's3', minimum: 8 }], c2: [{ id: 's1' }] },
      }),
      available,
    );
    expect(result).toEqual({
      ok: true,
      setIds: ['set_a', 'set_b'],
      mapping: {
        statements: [{ id: 's1', statement_id: 'TS.1', title: 'Learner development', threshold: 70 }],
        criteria_mapping: {
          c1: [{ id: 's3', statement_id: 'NC.1', title: 'Patient safety', minimum: 8 }],
          c2: [{ id: 's1', statement_id: 'TS.1', title: 'Learner development', minimum: null }],
        },
      },
    });
  });

  it('refuses what does not hold, keyed by where it sits in the body', () => {
    const result = checkRubricAlignment(
      scored({
        statements: [{ id: 's1' }, { id: 'elsewhere', threshold: 50 }, { id: 's1', threshold: 10 }],
        criteria_mapping: {
          c1: [
            { id: 's2', minimum: 9 },
            { id: 's3', minimum: 1.5 },
          ],
          c2: [{ id: 's2', minimum: 0 }],
          ghost: [{ id: 's1' }],
        },
      }),
      available,
    );
    expect(problems(result)).toEqual({
      'statements_mapping.statements.0.threshold': 'Please enter a threshold between 0 and 100.',
      'statements_mapping.statements.1.id':
        'This standard is not in the statement sets of this Rubric’s hierarchy node.',
      'statements_mapping.statements.2.id': 'This standard is aligned more than once.',
      'statements_mapping.criteria_mapping.c1.0.minimum': 'The minimum score cannot exceed 8.',
      'statements_mapping.criteria_mapping.c1.1.minimum': 'Only integer.',
      'statements_mapping.criteria_mapping.c2.0.minimum': 'Please enter a number greater than 0.',
      'statements_mapping.criteria_mapping.ghost': 'This criterion is not in the Rubric.',
    });
  });

  it('gives a plain rubric no threshold and no minimum (it has no score)', () => {
    const result = checkRubricAlignment(
      plain({
        statements: [{ id: 's1', threshold: 50 }, { id: 's2' }],
        criteria_mapping: { c1: [{ id: 's3', minimum: 1 }] },
      }),
      available,
    );
    expect(problems(result)).toEqual({
      'statements_mapping.statements.0.threshold': 'A Rubric without points has no threshold.',
      'statements_mapping.criteria_mapping.c1.0.minimum': 'The minimum score cannot exceed 0.',
    });
    expect(checkRubricAlignment(plain({ statements: [{ id: 's2' }] }), available).ok).toBe(true);
  });

  it('lists every statement an alignment names, once', () => {
    expect(
      alignedStatementIds(
        scored({ statements: [{ id: 's1', threshold: 1 }], criteria_mapping: { c1: [{ id: 's1' }, { id: 's3' }] } }),
      ),
    ).toEqual(['s1', 's3']);
  });
});
