import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@tessera/shared';
import { en } from './locales/en';
import { es } from './locales/es';

/**
 * i18n: screen chrome (labels, buttons, headings) lives in the web's resources below, in en and es;
 * every sentence the spec defines comes from the shared catalogue (`useMessage`, lib/use-message) so
 * server and web agree.
 */
const STORAGE_KEY = 'tessera.locale';

export function toLocale(language: string | undefined): Locale {
  const base = (language ?? '').slice(0, 2) as Locale;
  return (LOCALES as readonly string[]).includes(base) ? base : DEFAULT_LOCALE;
}

function storedLocale(): Locale {
  try {
    return toLocale(localStorage.getItem(STORAGE_KEY) ?? DEFAULT_LOCALE);
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function createI18n(locale: Locale = storedLocale()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, es: { translation: es } },
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = toLocale(language);
  });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return instance;
}

export const i18n = createI18n();

/** Switches the interface language and remembers it on this device (the sign-in page uses it too). */
export async function setLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    /* not remembered: only this page load switches */
  }
  if (toLocale(instance.language) !== locale) await instance.changeLanguage(locale);
}

export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return toLocale(instance.language);
}
