import type { Locale } from '@tessera/shared';

/**
 * The language a visitor chose on the sign-in page. After sign-in it becomes the user's language (saved to
 * the profile), instead of being replaced by the profile's older choice. Kept for this tab only.
 */
const KEY = 'tessera.sign-in-language';

export function rememberSignInLanguage(locale: Locale): void {
  try {
    sessionStorage.setItem(KEY, locale);
  } catch {
    /* storage unavailable: the choice applies to the sign-in page only */
  }
}

/** The choice made on the sign-in page, if any, forgotten once read. */
export function takeSignInLanguage(): Locale | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value === 'en' || value === 'es' ? value : null;
  } catch {
    return null;
  }
}
