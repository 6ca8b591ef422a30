import { formatMessage } from './format';
import { identityMessages } from './identity';
import { systemMessages } from './system';
import { DEFAULT_LOCALE, type Catalogue, type Locale } from './types';

/**
 * The one message catalogue: every user-facing sentence, keyed, in English and Spanish. Each bounded
 * context contributes one file; keys are prefixed with the context so they never collide.
 */
export const messages = {
  ...systemMessages,
  ...identityMessages,
} satisfies Catalogue;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

/** The sentence for `key` in `locale`, placeholders filled from `params`. */
export function message(key: MessageKey, locale: Locale = DEFAULT_LOCALE, params?: Record<string, string | number>): string {
  return formatMessage(messages[key][locale], params);
}

export { formatMessage } from './format';
export * from './types';
