/**
 * Rubric aggregation (spec 1 §3 aggregation_config, §4 auto-fill, §5; spec 2 §5): each criterion maps to
 * components; each level of the criterion gets the aggregated score from which it is reached.
 */

/**
 * The rubric aggregation modal opens after 500 ms (spec 1 §2, §9): the assessment panel's AggregationButton
 * (web/src/features/assessments/components/aggregation-dialog.tsx) waits this long.
 */
export const RUBRIC_AGGREGATION_MODAL_DELAY_MS = 500;

/** A criterion's maximum for aggregation: the sum of its mapped components' maximums. */
export function aggregationCriterionMaximum(componentMaximums: readonly number[]): number {
  return componentMaximums.reduce((sum, maximum) => sum + maximum, 0);
}

/** One level's entry as typed: a number, or blank. */
export type AggregationLevelValue = number | string | null | undefined;

function toNumber(value: AggregationLevelValue): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  return trimmed === '' || !Number.isFinite(Number(trimmed)) ? null : Number(trimmed);
}

/**
 * Which entries of one criterion's range are invalid (spec 1 §5, spec 2 §5): level points, in level order,
 * must be non-decreasing and not exceed the criterion maximum. Chosen where silent: a blank or negative
 * entry is invalid too (it cannot be compared); an entry lower than an earlier valid one is the one marked.
 */
export function invalidAggregationEntries(values: readonly AggregationLevelValue[], criterionMax: number): boolean[] {
  let floor = Number.NEGATIVE_INFINITY;
  return values.map((raw) => {
    const value = toNumber(raw);
    if (value === null || value < 0 || value > criterionMax || value < floor) return true;
    floor = value;
    return false;
  });
}

/** Save is disabled while any entry of any criterion is invalid. */
export function isAggregationConfigValid(
  ranges: ReadonlyArray<{ values: readonly AggregationLevelValue[]; criterionMax: number }>,
): boolean {
  return ranges.every((range) =>
    invalidAggregationEntries(range.values, range.criterionMax).every((invalid) => !invalid),
  );
}

/**
 * The level an aggregated score reaches: the last level (in order) whose value is at most the score;
 * null below the first level.
 */
export function aggregatedRubricLevel<L>(
  range: ReadonlyArray<{ level: L; value: number | null }>,
  score: number,
): L | null {
  let reached: L | null = null;
  for (const entry of range) {
    if (entry.value !== null && score >= entry.value) reached = entry.level;
  }
  return reached;
}

/**
 * Auto-fill state (spec 1 §4: unstarted, ready, finished). Read as: unstarted while none of the mapped
 * components has an answer; ready once some have and the rubric has not been filled from them; finished
 * once it has.
 */
export function rubricAutoFillState(
  answeredMappedComponents: number,
  filled: boolean,
): 'unstarted' | 'ready' | 'finished' {
  if (filled) return 'finished';
  return answeredMappedComponents > 0 ? 'ready' : 'unstarted';
}
