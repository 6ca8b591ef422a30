import { messages, type MessageKey } from './catalogue';
import { formatMessage, type MessageParams } from './format';
import { DEFAULT_LOCALE, type Locale } from './types';

/**
 * The sentence for `key` in `locale`, placeholders filled from `params` (ICU MessageFormat through
 * intl-messageformat, compiled once per sentence and locale).
 */
export function message(key: MessageKey, locale: Locale = DEFAULT_LOCALE, params?: MessageParams): string {
  return formatMessage(messages[key][locale], params, locale);
}
