import type * as z from 'zod/mini';
import type { MessageKey } from './catalogue';

/**
 * The catalogue sentence for one zod (v4) issue, so neither server nor web ever shows zod's own English
 * ("Too big: expected string to have <=255 characters"). A catalogue key set on the schema as the issue's
 * message wins (`z.string().min(1, { message: 'rubrics.title_required' })`); otherwise the issue's code and
 * bounds choose the sentence:
 * - a required value missing (undefined or null where something was expected), or a string shorter than 1
 *   character (blank after `.trim()`), or an empty list that needs one item: "This field cannot be left blank.";
 * - too long / too short text: "This field is too long (maximum is {max} characters)." and its twin;
 * - numbers out of range: "no greater than", "less than", "no less than", "greater than" as the bound is
 *   inclusive or not; a number or whole number expected: "Please enter a number." / "… a whole number.";
 * - lists with too many or too few items; an email or URL that is not one; a value outside an enum;
 * - anything else: "This value is not valid.".
 * Rendering stays with the caller: `message(result.key, locale, result.params)`.
 */

/**
 * Whether a schema's custom message is a catalogue key (`rubrics.title_required`) rather than zod's own English
 * ("Too big: …"): keys are dotted lower-case words, zod's messages are sentences. Decided by shape, not by
 * looking the key up, so a Lambda validating requests need not carry every context's sentences (each Lambda
 * speaks only its own: functions/src/lib/http/translate.ts).
 */
export function looksLikeMessageKey(text: string): boolean {
  return /^[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)+$/.test(text);
}

export interface IssueMessage {
  key: MessageKey;
  params: Record<string, number>;
}

const NUMERIC_ORIGINS = ['number', 'int', 'bigint'];
const LIST_ORIGINS = ['array', 'set'];
const NUMERIC_TYPES = ['number', 'int', 'bigint', 'nan'];

/** zod puts the input on an issue only when asked (`reportInput`); a missing value says "received undefined". */
function isMissing(issue: z.core.$ZodIssue, input: { value?: unknown } | undefined): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  if (input && 'value' in input) return input.value === undefined || input.value === null;
  return /received (?:undefined|null)$/.test(issue.message);
}

const bound = (value: number | bigint): number => Number(value);

/**
 * `input`, when given, is the value the issue is about (the caller's own copy, for issues that carry no
 * `input`): it tells a missing value from a wrong one.
 */
export function zodIssueMessage(issue: z.core.$ZodIssue, input?: { value?: unknown }): IssueMessage {
  if (looksLikeMessageKey(issue.message)) return { key: issue.message as MessageKey, params: {} };
  const blank: IssueMessage = { key: 'system.field_blank', params: {} };
  const invalid: IssueMessage = { key: 'system.field_invalid', params: {} };
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue, input)) return blank;
      if (issue.expected === 'int') return { key: 'system.field_not_integer', params: {} };
      return NUMERIC_TYPES.includes(issue.expected) ? { key: 'system.field_not_number', params: {} } : invalid;
    case 'too_big': {
      const max = bound(issue.maximum);
      if (issue.origin === 'string') return { key: 'system.field_too_long', params: { max } };
      if (NUMERIC_ORIGINS.includes(issue.origin))
        return { key: issue.inclusive === false ? 'system.number_below' : 'system.number_max', params: { max } };
      if (LIST_ORIGINS.includes(issue.origin)) return { key: 'system.too_many_items', params: { max } };
      return invalid;
    }
    case 'too_small': {
      const min = bound(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? blank : { key: 'system.field_too_short', params: { min } };
      if (NUMERIC_ORIGINS.includes(issue.origin))
        return { key: issue.inclusive === false ? 'system.number_above' : 'system.number_min', params: { min } };
      if (LIST_ORIGINS.includes(issue.origin))
        return min <= 1 ? blank : { key: 'system.too_few_items', params: { min } };
      return invalid;
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'system.field_invalid_email', params: {} };
      if (issue.format === 'url') return { key: 'system.field_invalid_url', params: {} };
      return invalid;
    case 'invalid_value':
      return { key: 'system.field_invalid_choice', params: {} };
    default:
      return invalid;
  }
}
