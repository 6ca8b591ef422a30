import type { Catalogue, Locale, MessageKey, MessageParams } from '@tessera/shared';
import { logger } from '../powertools';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Where a Lambda's sentences come from: a module of its contexts' catalogue parts, imported on first use. */
export type CatalogueLoader = () => Promise<Catalogue>;

/**
 * The sentences the HTTP stack itself answers with (request validation, actor resolution, sessions, unpaid
 * organisations, internal errors): every Lambda speaks them.
 */
export const stackSentences: CatalogueLoader = async () => {
  const [{ systemMessages }, { identityMessages }] = await Promise.all([
    import('@tessera/shared/messages/system'),
    import('@tessera/shared/messages/identity'),
  ]);
  return { ...systemMessages, ...identityMessages };
};

const loaders = new Set<CatalogueLoader>([stackSentences]);
let loaded: Promise<Catalogue> | undefined;

/**
 * Declares the catalogue parts a context's use cases answer with (its `http/<context>/messages.ts`). Each
 * Lambda bundles only the sentences its contexts speak, not every context's in both languages (the whole
 * catalogue grows with each context and would grow every Lambda with it). Where several handlers share one
 * process (the local cloud, the integration tests) their parts add up.
 */
export function speaks(loader: CatalogueLoader): void {
  if (loaders.has(loader)) return;
  loaders.add(loader);
  loaded = undefined;
}

async function catalogue(): Promise<Catalogue> {
  loaded ??= Promise.all([...loaders].map((load) => load())).then((parts) => Object.assign({}, ...parts));
  return loaded;
}

/**
 * A translator for `locale`, the catalogue and the ICU formatter loaded on first use: only answers that carry
 * a sentence (errors, Text in a response) need them, so a cold start pays for neither.
 */
export async function translator(locale: Locale): Promise<Translate> {
  const [sentences, { formatMessage }] = await Promise.all([catalogue(), import('@tessera/shared/messages/format')]);
  return (key, params) => {
    let entry = sentences[key];
    if (!entry) {
      // A key this Lambda does not speak: a context missing from its messages.ts, or a typo in a schema's
      // custom message. Still a sentence for the caller; loud for us (functions/tests/unit/lambda-catalogues).
      logger.error('message key not in this Lambda’s catalogue', { key });
      entry = sentences['system.field_invalid'] as Catalogue[string];
    }
    return formatMessage(entry[locale], params, locale);
  };
}
