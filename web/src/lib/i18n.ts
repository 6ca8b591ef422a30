import i18next, { type BackendModule, type i18n as I18n, type PostProcessorModule } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale, type MessageKey } from '@tessera/shared';
import { loadCatalogueModule, loadedCatalogue } from './catalogue-access';
import { common } from './locales/common';

/**
 * The one i18n convention (docs/architecture.md §8): i18next with a namespace per feature and one hook,
 * `useT('hierarchy')`. `common` (shared chrome) is bundled; a feature's namespace is a `locales.ts` beside the
 * feature, loaded with the feature through the backend below and typed by augmenting `NamespaceResources`.
 * The shared message catalogue (the spec's sentences, @tessera/shared) is the `messages` namespace: its values
 * are formatted by shared's `message()`, so server and web word them the same.
 */
export interface NamespaceResources {
  common: typeof common.en;
}
/** Every namespace: the features' chrome and the shared catalogue. */
export type Namespace = keyof NamespaceResources | 'messages';
export type Params = Record<string, string | number>;

type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? PluralBase<`${P}${K}`> : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** The keys of a namespace (plural forms by their base key, used with `count`). */
export type KeyOf<N extends Namespace> = N extends 'messages'
  ? MessageKey
  : N extends keyof NamespaceResources
    ? Leaves<NamespaceResources[N]>
    : never;
export type Translate<N extends Namespace> = (key: KeyOf<N>, params?: Params) => string;

/** A namespace's chrome in every language; `es` has the shape of `en` (a missing key fails the type-check). */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type NamespaceTexts<T> = { en: T; es: Shape<T> };

type Loader = (locale: Locale) => Promise<object>;
const loaders = new Map<string, Loader>([['messages', (locale) => loadCatalogue(locale)]]);

/** Where each lazily loaded namespace comes from (the app registers its features' namespaces at start). */
export function registerNamespaceLoaders(map: Record<string, Loader>): void {
  for (const [namespace, load] of Object.entries(map)) loaders.set(namespace, load);
}

/** Adds namespaces already in the bundle (the first screen's), for every language. */
export function addNamespaces(instance: I18n, namespaces: Record<string, NamespaceTexts<object>>): void {
  for (const [namespace, texts] of Object.entries(namespaces)) {
    for (const locale of LOCALES) instance.addResourceBundle(locale, namespace, texts[locale], true, true);
  }
}

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders.get(namespace);
    if (!load) return callback(null, {});
    load(toLocale(language)).then(
      (resources) => callback(null, resources as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The shared catalogue, loaded with the first screen past the home or the first that needs it (lib/catalogue-access). */
async function loadCatalogue(locale: Locale): Promise<object> {
  const catalogue = await loadCatalogueModule();
  return catalogue.catalogueTexts(locale);
}

const cataloguePostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'catalogue',
  process(value, keys, options, translator) {
    const key = Array.isArray(keys) ? keys[0] : keys;
    const { lng, catalogueParams } = (options ?? {}) as { lng?: string; catalogueParams?: Params };
    const locale = toLocale(lng ?? (translator as { language?: string }).language);
    const catalogue = loadedCatalogue();
    return catalogue && key ? catalogue.formatCatalogue(String(key), locale, catalogueParams) : value;
  },
};

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
  void instance
    .use(backend)
    .use(cataloguePostProcessor)
    .use(initReactI18next)
    .init({
      resources: { en: { common: common.en }, es: { common: common.es } },
      partialBundledLanguages: true,
      ns: ['common'],
      defaultNS: 'common',
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

/** The language of the app's i18n instance now (sent as Accept-Language with every API call). */
export function currentLocale(): Locale {
  return toLocale(i18n.language);
}

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

/**
 * The one translation hook: `const t = useT('hierarchy'); t('tree.label')`. It suspends until the namespace is
 * loaded. `useT('messages')` gives the shared catalogue's sentences (keys like `hierarchy.folder.name_taken`).
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const { t } = useTranslation(namespace);
  return useCallback(
    (key: KeyOf<N>, params?: Params) =>
      namespace === 'messages'
        ? t(key as string, {
            keySeparator: false,
            nsSeparator: false,
            postProcess: 'catalogue',
            catalogueParams: params,
            skipInterpolation: true,
          })
        : t(key as string, params ?? {}),
    [t, namespace],
  );
}
