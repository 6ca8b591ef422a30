import { useCallback } from 'react';
import { message, type MessageKey } from '@tessera/shared';
import { useLocale } from './i18n';

/** A catalogue sentence (the spec's wording, from @tessera/shared) in the current language. */
export function useMessage(): (key: MessageKey, params?: Record<string, string | number>) => string {
  const locale = useLocale();
  return useCallback((key, params) => message(key, locale, params), [locale]);
}
