import type { FieldError } from '../errors/domain-error';
import { choiceComponentMaximum, type ChoiceOption } from '../components/choice-options';
import { CHOICE_COMPONENT_KINDS, type ChoiceComponentKind } from '../components/component-kinds';
import { invalidAggregationEntries } from '../rubrics/rubric-aggregation';

/**
 * Scoring by aggregation as a template sets it up (spec 1 §3 "Rubric config", §4 "Scoring assign mode", §5
 * and spec 2 §5 "Rubric aggregation level points"): which components may use it, the criterion → component
 * mapping of an aggregation rubric and the level points of each mapped criterion. The editor's configuration
 * modal and the server's template rules run these same functions; the assessment side reads what they let
 * through (shared/src/portfolios/assessment-content.ts: `components_mapping` and `aggregation_config.range`).
 */

/** A component's configuration as a template holds it. */
export type TemplateComponentConfig = Readonly<Record<string, unknown>>;

/**
 * The components of the assessment panel that can be scored by aggregation (spec 1 §4, §6 "Scoring
 * aggregation only in the assessment panel"): a score and an assessment rubric. A rubric shown in the
 * work itself is not in the panel.
 */
export const AGGREGATION_COMPONENT_KINDS = ['scoring', 'assessment_rubric'] as const;
export type AggregationComponentKind = (typeof AGGREGATION_COMPONENT_KINDS)[number];

export const isAggregationComponentKind = (kind: unknown): kind is AggregationComponentKind =>
  (AGGREGATION_COMPONENT_KINDS as readonly unknown[]).includes(kind);

/** One level's points as stored: the aggregated score from which the level is reached (spec 1 §3). */
export interface AggregationRangeEntry {
  level: string;
  value: number | null;
}

/** criterion id → component ids (spec 1 §3 components_mapping). */
export type ComponentsMapping = Record<string, string[]>;
/** criterion id → its levels' points, in the rubric's level order (spec 1 §3 aggregation_config.range). */
export type AggregationRanges = Record<string, AggregationRangeEntry[]>;

/** What the rules need of a rubric: its levels (in order) and criteria. */
export interface AggregationRubric {
  levels: ReadonlyArray<{ id: string }>;
  criterias: ReadonlyArray<{ id: string }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whatever a stored `type` holds: a radio button, checkbox or dropdown? */
const isChoice = (type: unknown): type is ChoiceComponentKind =>
  (CHOICE_COMPONENT_KINDS as readonly unknown[]).includes(type);

/** A choice component's most points (spec 1 §9), from its options and score mapping; 0 for anything else. */
export function choiceConfigMaximum(config: TemplateComponentConfig): number {
  if (!isChoice(config.type)) return 0;
  const enhancement = isRecord(config.score_enhancement_config) ? config.score_enhancement_config : {};
  const mapping = isRecord(enhancement.score_mapping)
    ? (enhancement.score_mapping as Record<string, number | string>)
    : undefined;
  const options = (Array.isArray(config.button_options) ? config.button_options : []) as ChoiceOption[];
  return choiceComponentMaximum(config.type, options, mapping);
}

/** A criterion's maximum: the sum of its mapped choice components' maximums (unknown ids count nothing). */
export function mappedCriterionMaximum(
  componentIds: readonly string[],
  componentsById: ReadonlyMap<string, TemplateComponentConfig>,
): number {
  return [...new Set(componentIds)].reduce((sum, id) => {
    const config = componentsById.get(id);
    return sum + (config ? choiceConfigMaximum(config) : 0);
  }, 0);
}

/**
 * The level points a newly mapped criterion starts with: spread evenly from 0 (the first level) to the
 * criterion's maximum (the last), whole numbers, so they are valid as they come (non-decreasing, within the
 * maximum). Chosen where the spec is silent; the author changes them.
 */
export function defaultAggregationRange(levelIds: readonly string[], maximum: number): AggregationRangeEntry[] {
  const steps = levelIds.length - 1;
  return levelIds.map((level, index) => ({
    level,
    value: steps <= 0 ? 0 : Math.floor((index * maximum) / steps),
  }));
}

/** The mapping as a rubric component holds it (unreadable entries left out). */
export function componentsMappingOf(config: TemplateComponentConfig): ComponentsMapping {
  if (!isRecord(config.components_mapping)) return {};
  const mapping: ComponentsMapping = {};
  for (const [criterion, ids] of Object.entries(config.components_mapping)) {
    if (Array.isArray(ids)) mapping[criterion] = ids.map(String);
  }
  return mapping;
}

/** The ranges as a rubric component holds them (unreadable entries left out). */
export function aggregationRangesOf(config: TemplateComponentConfig): AggregationRanges {
  const aggregation = isRecord(config.aggregation_config) ? config.aggregation_config : {};
  if (!isRecord(aggregation.range)) return {};
  const ranges: AggregationRanges = {};
  for (const [criterion, entries] of Object.entries(aggregation.range)) {
    if (!Array.isArray(entries)) continue;
    ranges[criterion] = entries.filter(isRecord).map((entry) => ({
      level: String(entry.level),
      value: typeof entry.value === 'number' ? entry.value : null,
    }));
  }
  return ranges;
}

/**
 * The mapping and ranges kept: a criterion mapped to no component is not mapped, and only mapped criteria keep
 * their level points (what the assessment side would otherwise list with nothing to add up).
 */
export function normalisedAggregation(config: TemplateComponentConfig): {
  components_mapping: ComponentsMapping;
  aggregation_config?: { range: AggregationRanges };
} {
  const mapping = Object.fromEntries(Object.entries(componentsMappingOf(config)).filter(([, ids]) => ids.length > 0));
  const ranges = aggregationRangesOf(config);
  const kept = Object.fromEntries(Object.entries(ranges).filter(([criterion]) => criterion in mapping));
  const hadConfig = isRecord(config.aggregation_config);
  return hadConfig || Object.keys(kept).length > 0
    ? { components_mapping: mapping, aggregation_config: { range: kept } }
    : { components_mapping: mapping };
}

export type TemplateAggregationErrorKey =
  | 'templates.aggregation.taken'
  | 'templates.aggregation.assessment_only'
  | 'templates.aggregation.criterion_unknown'
  | 'templates.aggregation.component_unknown'
  | 'templates.aggregation.range_levels'
  | 'templates.aggregation.range_invalid';

/** A component of the template with where its errors go (`page_templates.<i>.components.<j>` on the server). */
export interface PlacedComponent {
  at: string;
  config: TemplateComponentConfig;
}

/**
 * The aggregation rules of a whole template, its components in page order, errors keyed `<at>.<field>`:
 * - only one component uses aggregation (spec 1 §4: the chooser is hidden when another one does), and only a
 *   component of the assessment panel (a score or an assessment rubric);
 * - a rubric's mapping names criteria of its rubric and radio buttons, checkboxes or dropdowns of the template;
 * - each mapped criterion gives the points of every level of the rubric, in its order, non-decreasing and at
 *   most the criterion's maximum (spec 1 §5, spec 2 §5).
 * `rubricOf` answers a rubric component's rubric; one it cannot answer is reported elsewhere and skipped here.
 */
export function templateAggregationErrors(
  components: readonly PlacedComponent[],
  rubricOf: (rubricId: string) => AggregationRubric | undefined,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const byId = new Map(components.map(({ config }) => [String(config.component_id), config]));
  let aggregating = false;
  for (const { at, config } of components) {
    if (config.assign_mode === 'aggregation') {
      if (!isAggregationComponentKind(config.type))
        errors[`${at}.assign_mode`] = 'templates.aggregation.assessment_only';
      else if (aggregating) errors[`${at}.assign_mode`] = 'templates.aggregation.taken';
      else aggregating = true;
    }
    if (config.type !== 'rubric' && config.type !== 'assessment_rubric') continue;
    const rubric = rubricOf(String(config.rubric_id));
    if (!rubric) continue;
    Object.assign(errors, rubricMappingErrors(at, config, rubric, byId));
  }
  return errors;
}

function rubricMappingErrors(
  at: string,
  config: TemplateComponentConfig,
  rubric: AggregationRubric,
  byId: ReadonlyMap<string, TemplateComponentConfig>,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const criteria = new Set(rubric.criterias.map((criterion) => criterion.id));
  const levels = rubric.levels.map((level) => level.id);
  const mapping = componentsMappingOf(config);
  const ranges = aggregationRangesOf(config);
  for (const [criterion, ids] of Object.entries(mapping)) {
    const field = `${at}.components_mapping.${criterion}`;
    if (!criteria.has(criterion)) {
      errors[field] = 'templates.aggregation.criterion_unknown';
      continue;
    }
    if (ids.some((id) => !isChoice(byId.get(id)?.type))) {
      errors[field] = 'templates.aggregation.component_unknown';
      continue;
    }
    if (ids.length === 0) continue;
    const range = ranges[criterion] ?? [];
    const rangeField = `${at}.aggregation_config.range.${criterion}`;
    if (range.length !== levels.length || range.some((entry, index) => entry.level !== levels[index])) {
      errors[rangeField] = 'templates.aggregation.range_levels';
      continue;
    }
    const maximum = mappedCriterionMaximum(ids, byId);
    const invalid = invalidAggregationEntries(
      range.map((entry) => entry.value),
      maximum,
    );
    if (invalid.some(Boolean)) errors[rangeField] = { key: 'templates.aggregation.range_invalid', params: { maximum } };
  }
  for (const criterion of Object.keys(ranges)) {
    if (!criteria.has(criterion))
      errors[`${at}.aggregation_config.range.${criterion}`] = 'templates.aggregation.criterion_unknown';
  }
  return errors;
}
