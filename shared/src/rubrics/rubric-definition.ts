import * as z from 'zod/mini';
import { message } from '../messages/index';
import type { Locale } from '../messages/types';
import { isRubricScoreInput } from './rubric-score-input';

/**
 * Rubric definition (spec 1 §3 "Rubric definition"): levels (columns), criterias (rows), the points of each
 * cell, weights, N/A, cell texts and statement mapping. Shapes chosen where the spec lists only names:
 * - `points[c][l]` is the score of level l for criterion c (criteria × levels); an empty matrix is a plain
 *   rubric (spec 1 §4 "plain when no points exist");
 * - `weight[c]` multiplies criterion c's score (default 1);
 * - `point` is the score a new cell starts with (default 1);
 * - `contents[c][l]` is the cell's descriptive text.
 */
const id = z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String));

export const rubricLevelSchema = z.object({ id, name: z.string() });
export const rubricCriterionSchema = z.object({ id, name: z.string() });

export const rubricMappedStatementSchema = z.object({
  id: z.optional(id),
  statement_id: id,
  title: z.optional(z.string()),
  /** Percentage of the rubric's maximum a score must reach (spec 1 §5 'Score of the rubric must >= threshold %'). */
  threshold: z.optional(z.number().check(z.gte(0)).check(z.lte(100))),
});

export const rubricStatementsMappingSchema = z.object({
  /** criterion id → statements met through that criterion. */
  criteria_mapping: z._default(
    z.record(z.string(), z.array(z.extend(rubricMappedStatementSchema, { minimum: z.optional(z.number()) }))),
    {},
  ),
  statements: z._default(z.array(rubricMappedStatementSchema), []),
});

const cellPoints = z
  .number()
  .check(z.refine((value) => isRubricScoreInput(String(value)), { message: 'rubrics.points.invalid' }));

export const rubricDefinitionSchema = z
  .object({
    title: z
      .string()
      .check(z.trim())
      .check(z.minLength(1, { message: 'rubrics.title_required' })),
    levels: z.array(rubricLevelSchema).check(z.minLength(1)),
    criterias: z.array(rubricCriterionSchema).check(z.minLength(1)),
    point: z._default(z.number().check(z.nonnegative()), 1),
    weight: z._default(z.array(z.number().check(z.nonnegative())), []),
    enableNA: z._default(z.boolean(), false),
    points: z._default(z.array(z.array(cellPoints)), []),
    contents: z._default(z.array(z.array(z.string())), []),
    statements_mapping: z._default(rubricStatementsMappingSchema, { criteria_mapping: {}, statements: [] }),
  })
  .check(
    z.superRefine((rubric, ctx) => {
      const unique = (ids: string[]) => new Set(ids).size === ids.length;
      if (!unique(rubric.levels.map((level) => level.id)))
        ctx.addIssue({ code: 'custom', path: ['levels'], message: 'rubrics.levels.duplicate_id' });
      if (!unique(rubric.criterias.map((criterion) => criterion.id)))
        ctx.addIssue({ code: 'custom', path: ['criterias'], message: 'rubrics.criterias.duplicate_id' });
      if (rubric.points.length > 0) {
        if (
          rubric.points.length !== rubric.criterias.length ||
          rubric.points.some((row) => row.length !== rubric.levels.length)
        ) {
          ctx.addIssue({ code: 'custom', path: ['points'], message: 'rubrics.points.shape' });
        }
      }
      if (rubric.weight.length > 0 && rubric.weight.length !== rubric.criterias.length) {
        ctx.addIssue({ code: 'custom', path: ['weight'], message: 'rubrics.weight.shape' });
      }
    }),
  );

export type RubricDefinition = z.output<typeof rubricDefinitionSchema>;

/**
 * The default rubric (spec 1 §9): levels Fail and Pass, two elements (criteria), each worth 1 point, weight
 * 1. "Each 1 point" is read as each element being worth 1 point: Pass scores 1, Fail 0 (both at 1 would
 * make every choice score the same). Element names chosen.
 */
export function defaultRubricDefinition(title: string, locale: Locale = 'en'): RubricDefinition {
  return {
    title,
    levels: [
      { id: 'level-1', name: message('rubrics.level.fail', locale) },
      { id: 'level-2', name: message('rubrics.level.pass', locale) },
    ],
    criterias: [
      { id: 'criterion-1', name: message('rubrics.default_element', locale, { n: 1 }) },
      { id: 'criterion-2', name: message('rubrics.default_element', locale, { n: 2 }) },
    ],
    point: 1,
    weight: [1, 1],
    enableNA: false,
    points: [
      [0, 1],
      [0, 1],
    ],
    contents: [
      ['', ''],
      ['', ''],
    ],
    statements_mapping: { criteria_mapping: {}, statements: [] },
  };
}

/** Plain when no points exist, otherwise score (spec 1 §4). */
export function rubricMode(rubric: Pick<RubricDefinition, 'points'>): 'plain' | 'score' {
  return rubric.points.some((row) => row.length > 0) ? 'score' : 'plain';
}

/** The weight of criterion `index` (1 when none is stored). */
export function criterionWeight(rubric: Pick<RubricDefinition, 'weight'>, index: number): number {
  return rubric.weight[index] ?? 1;
}

/** The most a criterion can score: its highest cell times its weight (0 in a plain rubric). */
export function criterionMaximum(rubric: Pick<RubricDefinition, 'points' | 'weight'>, index: number): number {
  const row = rubric.points[index] ?? [];
  return row.length === 0 ? 0 : Math.max(...row) * criterionWeight(rubric, index);
}

/** A new level (column) or criterion (row) gets `point` in each new cell of a score rubric. */
export function addRubricLevel(rubric: RubricDefinition, level: { id: string; name: string }): RubricDefinition {
  const score = rubricMode(rubric) === 'score';
  return {
    ...rubric,
    levels: [...rubric.levels, level],
    points: score ? rubric.points.map((row) => [...row, rubric.point]) : rubric.points,
    contents: rubric.contents.map((row) => [...row, '']),
  };
}

export function addRubricCriterion(
  rubric: RubricDefinition,
  criterion: { id: string; name: string },
): RubricDefinition {
  const score = rubricMode(rubric) === 'score';
  return {
    ...rubric,
    criterias: [...rubric.criterias, criterion],
    points: score ? [...rubric.points, rubric.levels.map(() => rubric.point)] : rubric.points,
    weight: rubric.weight.length > 0 ? [...rubric.weight, 1] : rubric.weight,
    contents: rubric.contents.length > 0 ? [...rubric.contents, rubric.levels.map(() => '')] : rubric.contents,
  };
}
