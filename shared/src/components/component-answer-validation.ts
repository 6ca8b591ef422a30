import { isRichInnerKind, type ComponentKind } from './component-kinds';
import { FEEDBACK_MAX_LENGTH, characterLength } from './character-limit';
import { isoDateToUsDate } from './date-selection';
import { isDuration } from './duration';
import { isComponentContentEmpty } from './component-registry';
import { SCORE_DEFAULT_MAXIMUM } from './component-schemas';
import { isYouTubeLink } from './video-link';
import { minimumWordsStatus, RICH_MIN_WORDS_DEFAULT } from './word-count';

export type ComponentAnswerMessageKey =
  | 'components.required'
  | 'components.upload_required'
  | 'components.edtpa.too_few'
  | 'components.edtpa.too_many'
  | 'components.portfolio_required'
  | 'components.textarea.minimum_words'
  | 'components.date.invalid'
  | 'components.duration.invalid'
  | 'components.video_link.invalid'
  | 'components.feedback.too_long'
  | 'components.scoring.invalid';

export interface ComponentAnswerError {
  /** The field the error is shown under: the component id, or for rich components the moved field. */
  field: string;
  key: ComponentAnswerMessageKey;
  params?: Record<string, number>;
}

export interface ComponentAnswerConfig {
  component_id: string;
  type: ComponentKind;
  optional?: boolean;
  min_word_count?: string;
  maximum?: number;
  /** edTPA attachments: how many files a submit needs and how many the component takes (spec 1 §3). */
  min_number?: number;
  max_number?: number;
}

type Content = Record<string, unknown> | null | undefined;

const text = (content: Content): string => (typeof content?.content === 'string' ? content.content : '');

/** How many files a file upload's or edTPA attachment's content names: its `id` list, else `attachmentId`. */
export function uploadedFileCount(content: Content): number {
  const ids = Array.isArray(content?.id) ? content.id.filter((id) => typeof id === 'string' && id !== '') : [];
  if (ids.length > 0) return ids.length;
  const joined = typeof content?.attachmentId === 'string' ? content.attachmentId : '';
  return joined.split(',').filter((id) => id.trim() !== '').length;
}

/**
 * An edTPA attachment's file count against its configuration (spec 1 §3 min_number, max_number; §4 the upload
 * stops at max_number): more than the maximum is refused on every save, fewer than the minimum on submit.
 */
export function edtpaCountError(
  config: Pick<ComponentAnswerConfig, 'min_number' | 'max_number'>,
  content: Content,
  on: 'save' | 'submit',
): { key: 'components.edtpa.too_few' | 'components.edtpa.too_many'; params: { n: number } } | null {
  const count = uploadedFileCount(content);
  if (config.max_number !== undefined && count > config.max_number)
    return { key: 'components.edtpa.too_many', params: { n: config.max_number } };
  if (on === 'submit' && config.min_number !== undefined && count < config.min_number)
    return { key: 'components.edtpa.too_few', params: { n: config.min_number } };
  return null;
}

/**
 * A component's answer checked on submit (spec 1 §5): required components must hold something; the text
 * area's minimum words (rich text areas default to 5); valid dates and durations; YouTube links; feedback
 * up to 3000 characters; a score within the maximum. For rich components the upload and reference errors
 * are moved to the attachmentId and portfolio_id fields (spec 1 §5 "Required").
 */
export function validateComponentAnswer(config: ComponentAnswerConfig, content: Content): ComponentAnswerError[] {
  const isRich = config.type === 'rich';
  const innerKind = isRich ? content?.component : config.type;
  const id = config.component_id;
  if (isRich && !isRichInnerKind(innerKind)) {
    return config.optional ? [] : [{ field: id, key: 'components.required' }];
  }
  const kind = innerKind as ComponentKind;
  if (isComponentContentEmpty(kind, content)) {
    if (config.optional) return [];
    if (kind === 'file_upload' || kind === 'edtpa_attachment')
      return [{ field: isRich ? 'attachmentId' : id, key: 'components.upload_required' }];
    if (kind === 'portfolio_reference')
      return [{ field: isRich ? 'portfolio_id' : id, key: 'components.portfolio_required' }];
    // An empty text area still has to meet its minimum when it is required.
    if (kind !== 'textarea') return [{ field: id, key: 'components.required' }];
  }
  switch (kind) {
    case 'edtpa_attachment': {
      const count = edtpaCountError(config, content, 'submit');
      return count ? [{ field: id, ...count }] : [];
    }
    case 'textarea': {
      const innerConfig = (content?.component_config ?? {}) as { min_word_count?: string };
      const minimum = isRich
        ? (innerConfig.min_word_count ?? config.min_word_count ?? String(RICH_MIN_WORDS_DEFAULT))
        : config.min_word_count;
      const status = minimumWordsStatus(text(content), minimum, config.optional);
      if (!status.met) return [{ field: id, key: 'components.textarea.minimum_words', params: { n: status.minimum } }];
      return text(content).trim() === '' && !config.optional ? [{ field: id, key: 'components.required' }] : [];
    }
    case 'date_selection':
      return isoDateToUsDate(text(content)) === null ? [{ field: id, key: 'components.date.invalid' }] : [];
    case 'duration':
      return isDuration(text(content)) ? [] : [{ field: id, key: 'components.duration.invalid' }];
    case 'video_link':
      return isYouTubeLink(text(content)) ? [] : [{ field: id, key: 'components.video_link.invalid' }];
    case 'feedback':
      return characterLength(text(content)) > FEEDBACK_MAX_LENGTH
        ? [{ field: id, key: 'components.feedback.too_long', params: { n: FEEDBACK_MAX_LENGTH } }]
        : [];
    case 'scoring': {
      const score = Number(content?.score);
      const maximum = config.maximum ?? SCORE_DEFAULT_MAXIMUM;
      return Number.isFinite(score) && score >= 0 && score <= maximum
        ? []
        : [{ field: id, key: 'components.scoring.invalid', params: { n: maximum } }];
    }
    default:
      return [];
  }
}

/**
 * Every component of a portfolio checked at once, as field errors keyed by field name; the banner counts
 * them (spec 1 §8 'N error(s) found, N error(s) remaining').
 */
export function validateComponentAnswers(
  configs: readonly ComponentAnswerConfig[],
  contents: Readonly<Record<string, Content>>,
): Record<string, { key: ComponentAnswerMessageKey; params?: Record<string, number> }> {
  const errors: Record<string, { key: ComponentAnswerMessageKey; params?: Record<string, number> }> = {};
  for (const config of configs) {
    for (const error of validateComponentAnswer(config, contents[config.component_id])) {
      const field = error.field === config.component_id ? error.field : `${config.component_id}.${error.field}`;
      errors[field] ??= error.params ? { key: error.key, params: error.params } : { key: error.key };
    }
  }
  return errors;
}
