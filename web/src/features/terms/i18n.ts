import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { termsEn, termsEs } from './locales';

/** The feature's chrome is kept with the feature and added to whichever i18next instance renders it. */
const BRANCH = 'termsAdmin';

export type TermsTextKey = keyof typeof termsEn;

export function useTermsT(): (key: TermsTextKey, params?: Record<string, string | number>) => string {
  const { t, i18n } = useTranslation();
  if (i18n.getResource('en', 'translation', BRANCH) === undefined) {
    i18n.addResourceBundle('en', 'translation', { [BRANCH]: termsEn }, true, false);
    i18n.addResourceBundle('es', 'translation', { [BRANCH]: termsEs }, true, false);
  }
  return useCallback((key, params) => t(`${BRANCH}.${key}`, params ?? {}) as string, [t]);
}
