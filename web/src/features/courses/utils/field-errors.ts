import type { Locale } from '@tessera/shared';
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
