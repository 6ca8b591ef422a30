import type { Locale } from '@tessera/shared';
import { isDateFieldValue } from '../../../components/ui/date-field';
import { errorText, isApiError, serverText } from '../../../lib/api-error';

/**
 * A refused save as the form shows it: the server's field errors under their fields (worded in the reader's
 * language), else one sentence above the form.
 */
export function formErrors(error: unknown, locale: Locale): { fields: Record<string, string>; alert: string | null } {
  if (isApiError(error) && Object.keys(error.fields).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([name, text]) => [name, serverText(text, locale)]),
    );
    return { fields, alert: null };
  }
  return { fields: {}, alert: errorText(error, locale) };
}

/**
 * The date fields holding text their date field could not read in the reader's pattern, each with the date
 * sentence: such text is never sent (the API would read MM/DD/YYYY, so "12/31/2026" typed in Spanish would be
 * taken the other way round).
 */
export function unreadDateErrors(dates: Record<string, string>, sentence: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(dates)
      .filter(([, value]) => !isDateFieldValue(value))
      .map(([field]) => [field, sentence]),
  );
}
