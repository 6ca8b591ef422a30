import type { Locale } from '@tessera/shared';

/**
 * A copy's title: "<title> (copy)", then "(copy 2)", "(copy 3)" while taken, in the language of the account
 * that makes it (as a new folder's default name is; no formatter is bundled for it), cut to fit 255.
 */
const COPY_WORD: Record<Locale, string> = { en: 'copy', es: 'copia' };

export function copyTitle(title: string, locale: Locale, attempt: number): string {
  const suffix = ` (${COPY_WORD[locale] ?? COPY_WORD.en}${attempt > 1 ? ` ${attempt}` : ''})`;
  return `${title.slice(0, 255 - suffix.length)}${suffix}`;
}
