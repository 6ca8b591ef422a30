import { nameKey } from '../text/names';
import { ATTACHMENT_DEFAULT_MAXIMUM_SIZE_MB } from './component-schemas';
import { isChoiceComponentKind, type ComponentKind } from './component-kinds';

/**
 * The component-configuration modal's checks (spec 1 §5 "Component config modal", spec 2 §5 Templates).
 * The sentences are quoted as spec 2 §5 gives them (with their final full stop; spec 1 quotes the same
 * sentences without it).
 */
export type ComponentConfigMessageKey =
  | 'components.config.label_required'
  | 'components.config.unique_label'
  | 'components.config.option_label_required'
  | 'components.config.point_required'
  | 'components.config.only_positive_integer_and_zero'
  | 'components.config.only_integer'
  | 'components.config.max_file_size_required'
  | 'components.config.blank'
  | 'components.config.file_size_exceeds'
  | 'components.config.greater_than_zero'
  | 'components.config.max_below_min';

export interface ConfigFieldError {
  key: ComponentConfigMessageKey;
  params?: { n: number };
}

/** What the modal holds: input values as typed (strings). */
export interface ComponentConfigurationDraft {
  kind: ComponentKind;
  label: string;
  optional?: boolean;
  /** Text area / rich: whether the minimum-words option is ticked, and its value. */
  minimum_words_enabled?: boolean;
  min_word_count?: string;
  /** Choice kinds. */
  button_options?: ReadonlyArray<{ value: string; points?: string }>;
  /** score_enhancement_config.score_mapping as typed, option id → score. */
  score_mapping?: Readonly<Record<string, string>>;
  /** File kinds: maximum size in MB. */
  maximum_size?: string;
  /** edTPA attachment. */
  min_number?: string;
  max_number?: string;
  /** Scoring: the configured maximum. */
  maximum?: string;
}

/** The largest maximum_size a file component may be given: the attachment maximum 2048 MB (spec 1 §9). */
export const COMPONENT_FILE_SIZE_LIMIT_MB = ATTACHMENT_DEFAULT_MAXIMUM_SIZE_MB;

const WHOLE = /^\d+$/;
const INTEGER = /^-?\d+$/;

/** Labels are compared by nameKey ("unique within template"): cleaned, case-folded (case rule chosen). */
export function normalizeComponentLabel(label: string): string {
  return nameKey(label);
}

export function isComponentLabelUnique(label: string, otherLabels: readonly string[]): boolean {
  const wanted = normalizeComponentLabel(label);
  return !otherLabels.some((other) => normalizeComponentLabel(other) === wanted);
}

/** Whether the minimum-words field is shown: optional hides it (spec 1 §5). */
export function showsMinimumWordsField(kind: ComponentKind, optional: boolean | undefined): boolean {
  return (kind === 'textarea' || kind === 'rich') && optional !== true;
}

/**
 * Field errors of the modal, keyed by field name (`label`, `button_options.0.value`, `maximum_size`, …);
 * empty when the configuration may be saved. `otherLabels` are the labels of the template's other
 * components.
 */
export function validateComponentConfiguration(
  draft: ComponentConfigurationDraft,
  otherLabels: readonly string[] = [],
): Record<string, ConfigFieldError> {
  const errors: Record<string, ConfigFieldError> = {};
  if (draft.label.trim() === '') errors.label = { key: 'components.config.label_required' };
  else if (!isComponentLabelUnique(draft.label, otherLabels)) errors.label = { key: 'components.config.unique_label' };

  if (showsMinimumWordsField(draft.kind, draft.optional) && draft.minimum_words_enabled) {
    const value = (draft.min_word_count ?? '').trim();
    if (value === '') errors.min_word_count = { key: 'components.config.blank' };
    else if (!INTEGER.test(value)) errors.min_word_count = { key: 'components.config.only_integer' };
    else if (!WHOLE.test(value)) errors.min_word_count = { key: 'components.config.only_positive_integer_and_zero' };
  }

  if (isChoiceComponentKind(draft.kind)) {
    (draft.button_options ?? []).forEach((option, index) => {
      if (option.value.trim() === '')
        errors[`button_options.${index}.value`] = { key: 'components.config.option_label_required' };
      if (option.points !== undefined) {
        const points = option.points.trim();
        if (points === '') errors[`button_options.${index}.points`] = { key: 'components.config.point_required' };
        else if (!WHOLE.test(points))
          errors[`button_options.${index}.points`] = { key: 'components.config.only_positive_integer_and_zero' };
      }
    });
    for (const [optionId, score] of Object.entries(draft.score_mapping ?? {})) {
      const value = score.trim();
      if (value === '') errors[`score_mapping.${optionId}`] = { key: 'components.config.point_required' };
      else if (!INTEGER.test(value)) errors[`score_mapping.${optionId}`] = { key: 'components.config.only_integer' };
    }
  }

  if (draft.kind === 'file_upload' || draft.kind === 'attachment') {
    const size = (draft.maximum_size ?? '').trim();
    if (size === '') errors.maximum_size = { key: 'components.config.max_file_size_required' };
    else if (!WHOLE.test(size)) errors.maximum_size = { key: 'components.config.only_integer' };
    else if (Number(size) > COMPONENT_FILE_SIZE_LIMIT_MB) {
      errors.maximum_size = { key: 'components.config.file_size_exceeds', params: { n: COMPONENT_FILE_SIZE_LIMIT_MB } };
    }
  }

  if (draft.kind === 'edtpa_attachment') {
    for (const field of ['min_number', 'max_number'] as const) {
      const value = (draft[field] ?? '').trim();
      if (value === '') errors[field] = { key: 'components.config.blank' };
      else if (!WHOLE.test(value)) errors[field] = { key: 'components.config.only_positive_integer_and_zero' };
    }
    // Chosen (spec silent): a maximum below the minimum could never be met; reported on max_number.
    if (!errors.min_number && !errors.max_number && Number(draft.max_number) < Number(draft.min_number)) {
      errors.max_number = { key: 'components.config.max_below_min' };
    }
  }

  if (draft.kind === 'scoring') {
    const maximum = (draft.maximum ?? '').trim();
    if (maximum === '') errors.maximum = { key: 'components.config.blank' };
    else if (!INTEGER.test(maximum)) errors.maximum = { key: 'components.config.only_integer' };
    // Chosen (spec silent): a maximum of 0 would leave nothing to score.
    else if (!WHOLE.test(maximum) || Number(maximum) === 0)
      errors.maximum = { key: 'components.config.greater_than_zero' };
  }
  return errors;
}
