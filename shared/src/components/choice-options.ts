import type { ChoiceComponentKind } from './component-kinds';

/** An option of a radio button, checkbox or dropdown (spec 1 §3 button_options). */
export interface ChoiceOption {
  id: string | number;
  value: string;
  points?: number | string | null;
}

/** The dropdown's first entry 'Select Option' with id 0 (spec 1 §5). */
export const DROPDOWN_PLACEHOLDER_ID = 0;

export function dropdownEntries<T extends ChoiceOption>(
  options: readonly T[],
): Array<T | { id: 0; value: ''; labelKey: 'components.dropdown.select_option' }> {
  return [{ id: DROPDOWN_PLACEHOLDER_ID, value: '', labelKey: 'components.dropdown.select_option' }, ...options];
}

/** A dropdown left on 'Select Option' (id 0) has no answer. */
export function isDropdownAnswered(answer: string | number | null | undefined): boolean {
  return answer !== null && answer !== undefined && answer !== '' && String(answer) !== String(DROPDOWN_PLACEHOLDER_ID);
}

/**
 * Options list (spec 1 §9): the first two option buttons (their remove buttons: a choice keeps at least
 * two options, the reading chosen for "option buttons") are hidden when there are 3 or fewer options.
 */
export function isOptionButtonHidden(index: number, optionCount: number): boolean {
  return optionCount <= 3 && index < 2;
}

/**
 * A question's maximum for score aggregation (spec 1 §9): the sum of the non-negative mapped scores for
 * checkboxes, the highest for dropdown and radio. A question without options is worth 0.
 */
export function questionMaximum(kind: 'checkbox' | 'dropdown' | 'radio', points: number[]): number {
  const finite = points.filter((point) => Number.isFinite(point));
  if (kind === 'checkbox') return finite.filter((point) => point >= 0).reduce((sum, point) => sum + point, 0);
  return finite.length === 0 ? 0 : Math.max(...finite);
}

/** The aggregation kind of a choice component ('radio_button' aggregates as 'radio'). */
export function aggregationKind(kind: ChoiceComponentKind): 'checkbox' | 'dropdown' | 'radio' {
  return kind === 'radio_button' ? 'radio' : kind;
}

function toPoints(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : (value ?? NaN);
  return Number.isFinite(number) ? number : 0;
}

/**
 * The points of each option: score_enhancement_config.score_mapping (option id → score) wins where it maps
 * the option, else the option's own points; unreadable points count 0.
 */
export function optionPoints(
  options: readonly ChoiceOption[],
  scoreMapping?: Readonly<Record<string, number | string>>,
): Map<string, number> {
  return new Map(
    options.map((option) => [String(option.id), toPoints(scoreMapping?.[String(option.id)] ?? option.points)]),
  );
}

/** The maximum of a choice component (spec 1 §9), from its options and mapping. */
export function choiceComponentMaximum(
  kind: ChoiceComponentKind,
  options: readonly ChoiceOption[],
  scoreMapping?: Readonly<Record<string, number | string>>,
): number {
  return questionMaximum(aggregationKind(kind), [...optionPoints(options, scoreMapping).values()]);
}

/**
 * The score an answer earns: checkbox, the sum of the chosen options' points; dropdown and radio, the
 * chosen option's points; nothing chosen (or the dropdown's 'Select Option') earns 0.
 */
export function choiceComponentScore(
  kind: ChoiceComponentKind,
  options: readonly ChoiceOption[],
  answer: string | number | ReadonlyArray<string | number> | null | undefined,
  scoreMapping?: Readonly<Record<string, number | string>>,
): number {
  const points = optionPoints(options, scoreMapping);
  const chosen = Array.isArray(answer)
    ? answer
    : answer === null || answer === undefined
      ? []
      : [answer as string | number];
  const picked = kind === 'checkbox' ? chosen : chosen.slice(0, 1);
  return picked.reduce<number>((sum, id) => sum + (points.get(String(id)) ?? 0), 0);
}
