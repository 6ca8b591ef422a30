import { criterionMaximum, rubricMode, type RubricDefinition, type RubricScoringShape } from './rubric-definition';

/**
 * Standards (statements) met through scores and rubrics (spec 1 §3 statement mapping, §4–5).
 */
export const STATEMENT_TARGET_TYPES = ['component', 'rubric', 'criteria'] as const;
export type StatementTargetType = (typeof STATEMENT_TARGET_TYPES)[number];

/**
 * A standard is met when the score is at least its minimum (spec 1 §4). Without a minimum (it is optional,
 * spec 1 §3) the standard is met once any score has been given (choice). No score: not met.
 */
export function isStandardMet(score: number | null | undefined, minimum?: number | null): boolean {
  if (score === null || score === undefined || !Number.isFinite(score)) return false;
  return minimum === null || minimum === undefined ? true : score >= minimum;
}

/**
 * A statement mapped to a score rubric is met when the rubric's score reaches the threshold percentage
 * ('Score of the rubric must >= threshold %', spec 1 §5). A hidden percentage (above 100, spec 1 §5) still
 * means the score reached the maximum.
 */
export function isRubricThresholdMet(total: number, maximum: number, threshold: number): boolean {
  if (maximum <= 0) return false;
  return (total / maximum) * 100 >= threshold;
}

export type StatementMinimumError =
  | { key: 'rubrics.statement_minimum.blank' }
  | { key: 'rubrics.statement_minimum.not_number' }
  | { key: 'rubrics.statement_minimum.not_positive' }
  | { key: 'rubrics.statement_minimum.above_maximum'; params: { n: number } }
  | { key: 'rubrics.statement_minimum.not_integer' };

/**
 * A statement's minimum score as typed (spec 1 §5): not blank, a number, > 0, <= the maximum, integer only
 * — checked in that order, the first failure reported (shown inline, spec 1 §8).
 */
export function statementMinimumScoreError(text: string, maximum: number): StatementMinimumError | null {
  const trimmed = text.trim();
  if (trimmed === '') return { key: 'rubrics.statement_minimum.blank' };
  const value = Number(trimmed);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) || !Number.isFinite(value))
    return { key: 'rubrics.statement_minimum.not_number' };
  if (value <= 0) return { key: 'rubrics.statement_minimum.not_positive' };
  if (value > maximum) return { key: 'rubrics.statement_minimum.above_maximum', params: { n: maximum } };
  if (!Number.isInteger(value)) return { key: 'rubrics.statement_minimum.not_integer' };
  return null;
}

/** A statement a rubric may be aligned to: one of the statement sets of the rubric's node or its ancestors. */
export interface AlignableStatement {
  id: string;
  /** The statement's own code (spec 2 §3 statement_id), e.g. "TS.1". */
  code: string;
  title: string;
  setId: string;
}

export type AlignmentProblem =
  | { key: 'rubrics.alignment.unavailable' }
  | { key: 'rubrics.alignment.duplicate' }
  | { key: 'rubrics.alignment.unknown_criterion' }
  | { key: 'rubrics.threshold.required' }
  | { key: 'rubrics.threshold.plain' }
  | StatementMinimumError;

export type CheckedAlignment =
  | { ok: true; mapping: RubricDefinition['statements_mapping']; setIds: string[] }
  | { ok: false; fields: Record<string, AlignmentProblem> };

/**
 * The statement alignment of a rubric (spec 1 §3 statements_mapping, §4–5), checked against the statements
 * `available` to it (those of the statement sets of its node and the nodes above: standards are set high in
 * the hierarchy and used below). Field errors are keyed by where they sit in the body:
 * - every aligned statement must be available, and appear once per list;
 * - the whole rubric: in a score rubric each statement needs a threshold, the percentage of the rubric's
 *   maximum a score must reach ('Score of the rubric must >= threshold %'); a plain rubric has no score, so
 *   no threshold (chosen: refused rather than kept unused);
 * - a criterion: the keys of `criteria_mapping` must be the rubric's criteria; a minimum, when given, obeys
 *   the statement minimum rule (not blank, a number, > 0, <= the criterion's maximum, integer only) — in a
 *   plain rubric the maximum is 0, so any minimum is refused.
 * The mapping returned carries each statement's code and title as they are now, and the statement sets it
 * reaches (so the sets can count the rubrics that use them).
 */
export function checkRubricAlignment(
  rubric: Pick<RubricScoringShape, 'criterias' | 'points' | 'weight'> & Pick<RubricDefinition, 'statements_mapping'>,
  available: ReadonlyMap<string, AlignableStatement>,
): CheckedAlignment {
  const fields: Record<string, AlignmentProblem> = {};
  const setIds = new Set<string>();
  const score = rubricMode(rubric) === 'score';
  const resolve = (id: string, at: string, seen: Set<string>) => {
    const statement = available.get(id);
    if (!statement) fields[`${at}.id`] = { key: 'rubrics.alignment.unavailable' };
    else if (seen.has(id)) fields[`${at}.id`] = { key: 'rubrics.alignment.duplicate' };
    seen.add(id);
    if (statement) setIds.add(statement.setId);
    return { id, statement_id: statement?.code ?? '', title: statement?.title ?? '' };
  };

  const seenWhole = new Set<string>();
  const statements = rubric.statements_mapping.statements.map((entry, index) => {
    const at = `statements_mapping.statements.${index}`;
    const threshold = entry.threshold ?? null;
    if (score && threshold === null) fields[`${at}.threshold`] = { key: 'rubrics.threshold.required' };
    if (!score && threshold !== null) fields[`${at}.threshold`] = { key: 'rubrics.threshold.plain' };
    return { ...resolve(entry.id, at, seenWhole), threshold };
  });

  const criterionIndex = new Map(rubric.criterias.map((criterion, index) => [criterion.id, index]));
  const criteriaMapping: RubricDefinition['statements_mapping']['criteria_mapping'] = {};
  for (const [criterionId, entries] of Object.entries(rubric.statements_mapping.criteria_mapping)) {
    const index = criterionIndex.get(criterionId);
    if (index === undefined) {
      fields[`statements_mapping.criteria_mapping.${criterionId}`] = { key: 'rubrics.alignment.unknown_criterion' };
      continue;
    }
    const seen = new Set<string>();
    criteriaMapping[criterionId] = entries.map((entry, position) => {
      const at = `statements_mapping.criteria_mapping.${criterionId}.${position}`;
      const minimum = entry.minimum ?? null;
      if (minimum !== null) {
        const problem = statementMinimumScoreError(String(minimum), criterionMaximum(rubric, index));
        if (problem) fields[`${at}.minimum`] = problem;
      }
      return { ...resolve(entry.id, at, seen), minimum };
    });
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, mapping: { criteria_mapping: criteriaMapping, statements }, setIds: [...setIds].sort() };
}

/** Every statement id a rubric's alignment names (to look them up before checking it). */
export function alignedStatementIds(rubric: Pick<RubricDefinition, 'statements_mapping'>): string[] {
  const ids = rubric.statements_mapping.statements.map((entry) => entry.id);
  for (const entries of Object.values(rubric.statements_mapping.criteria_mapping))
    ids.push(...entries.map((entry) => entry.id));
  return [...new Set(ids)];
}
