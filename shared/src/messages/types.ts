/** One user-facing sentence in every supported language. */
export interface Message {
  en: string;
  es: string;
}

export type Catalogue = Record<string, Message>;

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
