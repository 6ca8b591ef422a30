import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { hierarchyEn, hierarchyEs } from './locales';

/** The feature's chrome is kept with the feature and added to whichever i18next instance renders it. */
const BRANCH = 'hierarchyAdmin';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type HierarchyTextKey = Leaves<typeof hierarchyEn>;

export function useHierarchyT(): (key: HierarchyTextKey, params?: Record<string, string | number>) => string {
  const { t, i18n } = useTranslation();
  if (i18n.getResource('en', 'translation', BRANCH) === undefined) {
    i18n.addResourceBundle('en', 'translation', { [BRANCH]: hierarchyEn }, true, false);
    i18n.addResourceBundle('es', 'translation', { [BRANCH]: hierarchyEs }, true, false);
  }
  return useCallback((key, params) => t(`${BRANCH}.${key}`, params ?? {}) as string, [t]);
}
