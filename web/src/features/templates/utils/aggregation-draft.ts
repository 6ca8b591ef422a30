import {
  aggregationRangesOf,
  componentsMappingOf,
  defaultAggregationRange,
  invalidAggregationEntries,
  type AggregationRanges,
  type ComponentsMapping,
} from '@tessera/shared';

/**
 * An aggregation rubric's mapping as the configuration modal holds it while the author works (spec 1 §3
 * components_mapping and aggregation_config.range): which choice components each criterion adds up, and the
 * points each level is reached from, as typed. A criterion's points start spread from 0 to its maximum (shared's
 * defaultAggregationRange) and follow the maximum as components are ticked, until the author types one.
 */
export interface AggregationDraft {
  /** criterion → the component ids it adds up (criteria mapped to nothing are left out). */
  mapping: ComponentsMapping;
  /** criterion → level → points as typed. */
  points: Record<string, Record<string, string>>;
  /** The criteria whose points the author has typed (or that were stored): they no longer follow the maximum. */
  typed: string[];
}

/** The draft of a rubric component as stored. */
export function aggregationDraftOf(config: Readonly<Record<string, unknown>>): AggregationDraft {
  const mapping = Object.fromEntries(
    Object.entries(componentsMappingOf(config)).filter(([, ids]) => ids.length > 0),
  ) as ComponentsMapping;
  const points: AggregationDraft['points'] = {};
  for (const [criterion, range] of Object.entries(aggregationRangesOf(config))) {
    points[criterion] = Object.fromEntries(
      range.map((entry) => [entry.level, entry.value === null ? '' : String(entry.value)]),
    );
  }
  return { mapping, points, typed: Object.keys(points) };
}

export const emptyAggregationDraft = (): AggregationDraft => ({ mapping: {}, points: {}, typed: [] });

const spread = (levels: readonly string[], maximum: number): Record<string, string> =>
  Object.fromEntries(defaultAggregationRange(levels, maximum).map((entry) => [entry.level, String(entry.value)]));

/**
 * Ticks or unticks a component for a criterion. `maximumOf` gives a criterion's maximum for component ids (the
 * sum of their maximums); untyped points are spread again over the new maximum.
 */
export function toggleMappedComponent(
  draft: AggregationDraft,
  criterion: string,
  componentId: string,
  on: boolean,
  levels: readonly string[],
  maximumOf: (ids: readonly string[]) => number,
): AggregationDraft {
  const before = draft.mapping[criterion] ?? [];
  const ids = on
    ? [...before.filter((id) => id !== componentId), componentId]
    : before.filter((id) => id !== componentId);
  const mapping = { ...draft.mapping };
  const points = { ...draft.points };
  let typed = draft.typed;
  if (ids.length === 0) {
    delete mapping[criterion];
    delete points[criterion];
    typed = typed.filter((entry) => entry !== criterion);
  } else {
    mapping[criterion] = ids;
    if (!typed.includes(criterion)) points[criterion] = spread(levels, maximumOf(ids));
  }
  return { mapping, points, typed };
}

/** The author types a level's points: the criterion's points stop following its maximum. */
export function setLevelPoints(
  draft: AggregationDraft,
  criterion: string,
  level: string,
  value: string,
): AggregationDraft {
  return {
    ...draft,
    points: { ...draft.points, [criterion]: { ...draft.points[criterion], [level]: value } },
    typed: draft.typed.includes(criterion) ? draft.typed : [...draft.typed, criterion],
  };
}

/** A mapped criterion's points as typed, in the rubric's level order ('' where none). */
export function levelPoints(draft: AggregationDraft, criterion: string, levels: readonly string[]): string[] {
  return levels.map((level) => draft.points[criterion]?.[level] ?? '');
}

/** Which of a criterion's level points are invalid (spec 1 §5, spec 2 §5: decreasing, above the maximum, blank). */
export function invalidLevelPoints(
  draft: AggregationDraft,
  criterion: string,
  levels: readonly string[],
  maximum: number,
): boolean[] {
  return invalidAggregationEntries(levelPoints(draft, criterion, levels), maximum);
}

/** What the component stores: the mapping of the rubric's criteria and their points, in level order. */
export function aggregationConfigOf(
  draft: AggregationDraft,
  criteria: readonly string[],
  levels: readonly string[],
): { components_mapping: ComponentsMapping; aggregation_config: { range: AggregationRanges } } {
  const mapped = criteria.filter((criterion) => (draft.mapping[criterion] ?? []).length > 0);
  return {
    components_mapping: Object.fromEntries(mapped.map((criterion) => [criterion, [...draft.mapping[criterion]!]])),
    aggregation_config: {
      range: Object.fromEntries(
        mapped.map((criterion) => [
          criterion,
          levelPoints(draft, criterion, levels).map((value, index) => ({
            level: levels[index]!,
            value: value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value),
          })),
        ]),
      ),
    },
  };
}
