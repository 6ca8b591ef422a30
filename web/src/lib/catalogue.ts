import { message, messages, isMessageKey, type Locale } from '@tessera/shared';
import type { Params } from './i18n';

/**
 * The shared catalogue for the web, loaded on its own (lib/catalogue-access.ts): the `messages` namespace's
 * texts, and the formatting with shared's `message()` so server and web word a sentence the same.
 */

/** The shared catalogue as an i18next namespace: every key with its sentence in `locale`. */
export function catalogueTexts(locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, texts]) => [key, texts[locale]]));
}

/** Formats a catalogue sentence with shared's `message()` (placeholders filled the server's way). */
export function formatCatalogue(key: string, locale: Locale, params: Params | undefined): string {
  return isMessageKey(key) ? message(key, locale, params) : key;
}

export const isCatalogueKey = isMessageKey;

/** Whether the sentence takes values ("{count} problems"): only the server knows them. */
export function hasPlaceholders(key: string): boolean {
  return isMessageKey(key) && messages[key].en.includes('{');
}
