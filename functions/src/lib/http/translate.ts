import type { Locale, MessageKey, MessageParams } from '@tessera/shared';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The catalogue, loaded on first use: only answers that carry a sentence (errors, Text in a response) need
 * it, so a Lambda's cold start does not pay for every context's sentences in both languages.
 */
export async function translator(locale: Locale): Promise<Translate> {
  const { isMessageKey, message } = await import('@tessera/shared/messages/index');
  // A key no catalogue entry has (a typo in a schema's custom message) still reads as a sentence.
  return (key, params) => message(isMessageKey(key) ? key : 'system.field_invalid', locale, params);
}
