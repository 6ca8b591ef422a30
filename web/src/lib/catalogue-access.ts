import type { Locale, MessageKey } from '@tessera/shared';
import { accountMessages } from '@tessera/shared/messages/account';
import { identityMessages } from '@tessera/shared/messages/identity';
import { systemMessages } from '@tessera/shared/messages/system';
import type * as CatalogueExports from './catalogue';
import type { Params } from './i18n';

/**
 * The shared catalogue (every context's sentences, en and es, with the ICU formatter) is a large module that
 * grows with each context, so the signed-in home does not load it (docs/architecture.md §10 budgets): the
 * signed-in layout starts it when the first screen past the home opens (beside that screen's own chunks), and a
 * screen that speaks the `messages` namespace waits for it. Until then the sentences the shell itself may show
 * come from their context's small part, and an error answer keeps the server's own sentence (already in the
 * reader's language).
 */
type CatalogueModule = typeof CatalogueExports;

let loaded: CatalogueModule | null = null;
let loading: Promise<CatalogueModule> | null = null;

export function loadCatalogueModule(): Promise<CatalogueModule> {
  loading ??= import('./catalogue').then((module) => (loaded = module));
  return loading;
}

/** The catalogue if it has arrived (tests load it up front). */
export function loadedCatalogue(): CatalogueModule | null {
  return loaded;
}

/** Exposed for tests, which load every namespace up front. */
export function provideCatalogue(module: CatalogueModule): void {
  loaded = module;
  loading = Promise.resolve(module);
}

/** Sentences the shell shows before the catalogue may have arrived (plain: no placeholders). */
const SHELL_SENTENCES = {
  'system.internal': systemMessages['system.internal'],
  'identity.another_device': identityMessages['identity.another_device'],
  'system.test_environment': systemMessages['system.test_environment'],
  // The user panel's language switch: spec 2 §8 "language update failure: Something went wrong."
  'account.language.update_failed': accountMessages['account.language.update_failed'],
} as const;
export type ShellSentenceKey = keyof typeof SHELL_SENTENCES;

export function shellSentence(key: ShellSentenceKey, locale: Locale): string {
  return SHELL_SENTENCES[key][locale];
}

/** `key` worded by the catalogue when it has arrived and knows the key; undefined otherwise. */
export function catalogueSentence(key: string, locale: Locale, params?: Params): string | undefined {
  return loaded?.isCatalogueKey(key) ? loaded.formatCatalogue(key, locale, params) : undefined;
}

/** Whether the catalogue words `key` without placeholders (only the server knows their values). */
export function isPlainCatalogueKey(key: string): boolean {
  return Boolean(loaded?.isCatalogueKey(key) && !loaded.hasPlaceholders(key));
}

export type { MessageKey };
