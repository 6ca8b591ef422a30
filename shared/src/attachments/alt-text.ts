import type { componentsMessages } from '../messages/components';

/** The counter's sentences: the components' character counter ("N of M characters entered."). */
export interface AltTextMessage {
  key: Extract<keyof typeof componentsMessages, 'components.characters_entered' | 'components.no_more_characters'>;
  params?: Record<string, number>;
}

/** spec 1 §5, §9; spec 2 §5, §9: alternative text max 125 characters, hint at 20 or fewer remaining. */
export const ALT_TEXT_MAX_LENGTH = 125;
export const ALT_TEXT_HINT_THRESHOLD = 20;

export interface AltTextCounter {
  length: number;
  remaining: number;
  /** True when 20 or fewer characters remain: the remaining-characters hint shows. */
  showHint: boolean;
  /** The sentences to show (and announce), in order; empty when no hint shows. */
  messages: AltTextMessage[];
}

/** Cuts alternative text to 125 characters, as the input's maximum length does. */
export function clampAltText(text: string): string {
  return text.slice(0, ALT_TEXT_MAX_LENGTH);
}

/**
 * The remaining-characters hint: "N of 125 characters entered." at 20 or fewer remaining, plus "No additional
 * characters will be entered." at 0 (spec 1 §5). Characters are counted as the browser's maxlength counts them.
 */
export function altTextCounter(text: string): AltTextCounter {
  const length = Math.min(text.length, ALT_TEXT_MAX_LENGTH);
  const remaining = ALT_TEXT_MAX_LENGTH - length;
  const showHint = remaining <= ALT_TEXT_HINT_THRESHOLD;
  const messages: AltTextMessage[] = [];
  if (showHint) messages.push({ key: 'components.characters_entered', params: { n: length, m: ALT_TEXT_MAX_LENGTH } });
  if (remaining === 0) messages.push({ key: 'components.no_more_characters' });
  return { length, remaining, showHint, messages };
}
