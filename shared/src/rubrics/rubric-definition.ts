import * as z from 'zod/mini';
import { isRubricScoreInput } from './rubric-score-input';

/**
 * Rubric definition (spec 1 §3 "Rubric definition"): levels (columns), criterias (rows), the points of each
 * cell, weights, N/A, cell texts and statement mapping. Shapes chosen where the spec lists only names:
 * - `points[c][l]` is the score of level l for criterion c (criteria × levels); an empty matrix is a plain
 *   rubric (spec 1 §4 "plain when no points exist");
 * - `weight[c]` multiplies criterion c's score (default 1);
 * - `point` is the score a new cell starts with (default 1);
 * - `contents[c][l]` is the cell's descriptive text;
 * - a criterion may carry a longer `description` beside its name (Canvas rubrics have one: the import and
 *   export keep it).
 * Limits chosen so one rubric stays well inside one DynamoDB item (400 KB): at most 20 levels, 100 criteria,
 * 255 characters of title, 1,000 of a name, 5,000 of a cell text or description.
 */
export const RUBRIC_LIMITS = {
  title: 255,
  name: 1000,
  text: 5000,
  id: 64,
  levels: 20,
  criteria: 100,
  /** Standards aligned to the whole rubric, and to each criterion. */
  statements: 100,
  criterionStatements: 50,
} as const;

const id = z.pipe(
  z.union([z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(RUBRIC_LIMITS.id)), z.number()]),
  z.transform(String),
);

export const rubricLevelSchema = z.object({
  id,
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { message: 'rubrics.level_name_required' }))
    .check(z.maxLength(RUBRIC_LIMITS.name)),
});
export const rubricCriterionSchema = z.object({
  id,
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { message: 'rubrics.criterion_name_required' }))
    .check(z.maxLength(RUBRIC_LIMITS.name)),
  description: z._default(z.string().check(z.maxLength(RUBRIC_LIMITS.text)), ''),
});

/**
 * A standard (statement) aligned to the rubric or to one criterion. `id` names the statement (its id in the
 * statement sets of the rubric's node, spec 2 §3 "Statement"); `statement_id` (its code, "TS.1") and `title`
 * are filled in by the server from the statement when the rubric is saved, so a client may send them back as
 * it read them.
 */
export const rubricMappedStatementSchema = z.object({
  id,
  statement_id: z.optional(z.string().check(z.maxLength(RUBRIC_LIMITS.name))),
  title: z.optional(z.string().check(z.maxLength(RUBRIC_LIMITS.text))),
  /** Percentage of the rubric's maximum a score must reach (spec 1 §5 'Score of the rubric must >= threshold %'). */
  threshold: z.optional(z.nullable(z.number().check(z.gte(0)).check(z.lte(100)))),
});

/** A standard aligned to one criterion: met when the criterion's score reaches `minimum` (spec 1 §4–5). */
export const rubricCriterionStatementSchema = z.extend(z.omit(rubricMappedStatementSchema, { threshold: true }), {
  minimum: z.optional(z.nullable(z.number())),
});

export const rubricStatementsMappingSchema = z.object({
  /** criterion id → statements met through that criterion. */
  criteria_mapping: z._default(
    z.record(
      z.string().check(z.maxLength(RUBRIC_LIMITS.id)),
      z.array(rubricCriterionStatementSchema).check(z.maxLength(RUBRIC_LIMITS.criterionStatements)),
    ),
    {},
  ),
  statements: z._default(z.array(rubricMappedStatementSchema).check(z.maxLength(RUBRIC_LIMITS.statements)), []),
});

const cellPoints = z
  .number()
  .check(z.refine((value) => isRubricScoreInput(String(value)), { message: 'rubrics.points.invalid' }));

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

export const rubricDefinitionSchema = z
  .object({
    title: z
      .string()
      .check(z.trim())
      .check(z.minLength(1, { message: 'rubrics.title_required' }))
      .check(z.maxLength(RUBRIC_LIMITS.title)),
    levels: z.array(rubricLevelSchema).check(z.minLength(1)).check(z.maxLength(RUBRIC_LIMITS.levels)),
    criterias: z.array(rubricCriterionSchema).check(z.minLength(1)).check(z.maxLength(RUBRIC_LIMITS.criteria)),
    point: z._default(cellPoints, 1),
    weight: z._default(z.array(z.number().check(z.nonnegative()).check(z.lte(100))), []),
    enableNA: z._default(z.boolean(), false),
    points: z._default(z.array(z.array(cellPoints)), []),
    contents: z._default(z.array(z.array(z.string().check(z.maxLength(RUBRIC_LIMITS.text)))), []),
    statements_mapping: z._default(rubricStatementsMappingSchema, { criteria_mapping: {}, statements: [] }),
  })
  .check(
    z.superRefine((rubric, ctx) => {
      if (!unique(rubric.levels.map((level) => level.id)))
        ctx.addIssue({ code: 'custom', path: ['levels'], message: 'rubrics.levels.duplicate_id' });
      if (!unique(rubric.criterias.map((criterion) => criterion.id)))
        ctx.addIssue({ code: 'custom', path: ['criterias'], message: 'rubrics.criterias.duplicate_id' });
      const fitsGrid = (matrix: readonly (readonly unknown[])[]) =>
        matrix.length === rubric.criterias.length && matrix.every((row) => row.length === rubric.levels.length);
      if (rubric.points.length > 0 && !fitsGrid(rubric.points)) {
        ctx.addIssue({ code: 'custom', path: ['points'], message: 'rubrics.points.shape' });
      }
      if (rubric.contents.length > 0 && !fitsGrid(rubric.contents)) {
        ctx.addIssue({ code: 'custom', path: ['contents'], message: 'rubrics.contents.shape' });
      }
      if (rubric.weight.length > 0 && rubric.weight.length !== rubric.criterias.length) {
        ctx.addIssue({ code: 'custom', path: ['weight'], message: 'rubrics.weight.shape' });
      }
    }),
  );

export type RubricDefinition = z.output<typeof rubricDefinitionSchema>;
export type RubricDefinitionInput = z.input<typeof rubricDefinitionSchema>;
export type RubricMappedStatement = z.output<typeof rubricMappedStatementSchema>;
export type RubricCriterionStatement = z.output<typeof rubricCriterionStatementSchema>;

/**
 * The definition as it is stored: every criterion with its weight (1 when none was given) and every cell with
 * its text ('' when none), so two definitions that mean the same are the same (an export and import of a
 * rubric gives it back exactly). Points stay empty in a plain rubric.
 */
export function normaliseRubricDefinition(rubric: RubricDefinition): RubricDefinition {
  return {
    ...rubric,
    weight: rubric.criterias.map((_, index) => criterionWeight(rubric, index)),
    contents: rubric.criterias.map((_, c) => rubric.levels.map((_, l) => rubric.contents[c]?.[l] ?? '')),
    points: rubricMode(rubric) === 'score' ? rubric.points : [],
  };
}

/** The names of the default rubric, in the language it is created in (the caller renders them). */
export interface DefaultRubricNames {
  title: string;
  fail: string;
  pass: string;
  /** "Element {n}" */
  element: (n: number) => string;
}

/**
 * The default rubric (spec 1 §9): levels Fail and Pass, two elements (criteria), each worth 1 point, weight
 * 1. "Each 1 point" is read as each element being worth 1 point: Pass scores 1, Fail 0 (both at 1 would
 * make every choice score the same). The names come from the caller (catalogue keys `rubrics.default_title`,
 * `rubrics.level.fail`, `rubrics.level.pass`, `rubrics.default_element`), so this rule does not pull the
 * message formatter into a server bundle.
 */
export function defaultRubricDefinition(names: DefaultRubricNames): RubricDefinition {
  return {
    title: names.title,
    levels: [
      { id: 'level-1', name: names.fail },
      { id: 'level-2', name: names.pass },
    ],
    criterias: [
      { id: 'criterion-1', name: names.element(1), description: '' },
      { id: 'criterion-2', name: names.element(2), description: '' },
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

/** What scoring reads of a rubric: ids of its levels and criteria, its points and weights. */
export interface RubricScoringShape {
  levels: readonly { id: string }[];
  criterias: readonly { id: string }[];
  points: readonly (readonly number[])[];
  weight: readonly number[];
}

/** Plain when no points exist, otherwise score (spec 1 §4). */
export function rubricMode(rubric: Pick<RubricScoringShape, 'points'>): 'plain' | 'score' {
  return rubric.points.some((row) => row.length > 0) ? 'score' : 'plain';
}

/** The weight of criterion `index` (1 when none is stored). */
export function criterionWeight(rubric: Pick<RubricScoringShape, 'weight'>, index: number): number {
  return rubric.weight[index] ?? 1;
}

/** The most a criterion can score: its highest cell times its weight (0 in a plain rubric). */
export function criterionMaximum(rubric: Pick<RubricScoringShape, 'points' | 'weight'>, index: number): number {
  const row = rubric.points[index] ?? [];
  return row.length === 0 ? 0 : Math.max(...row) * criterionWeight(rubric, index);
}

/** The most the whole rubric can score: the sum of its criteria's maximums (0 in a plain rubric). */
export function rubricMaximum(rubric: Pick<RubricScoringShape, 'points' | 'weight' | 'criterias'>): number {
  return rubric.criterias.reduce((sum, _, index) => sum + criterionMaximum(rubric, index), 0);
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
  criterion: { id: string; name: string; description?: string },
): RubricDefinition {
  const score = rubricMode(rubric) === 'score';
  return {
    ...rubric,
    criterias: [...rubric.criterias, { description: '', ...criterion }],
    points: score ? [...rubric.points, rubric.levels.map(() => rubric.point)] : rubric.points,
    weight: rubric.weight.length > 0 ? [...rubric.weight, 1] : rubric.weight,
    contents: rubric.contents.length > 0 ? [...rubric.contents, rubric.levels.map(() => '')] : rubric.contents,
  };
}
