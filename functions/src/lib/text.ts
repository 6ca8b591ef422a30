import type { Locale, MessageKey, MessageParams } from '@tessera/shared';

/**
 * A sentence a use case returns, as a catalogue key with its parameters: the edge (the HTTP stack, or a job
 * writing for a recipient) puts it into the reader's language. Use cases never take a locale.
 */
export class Text {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {}
}

export const text = (key: MessageKey, params?: MessageParams): Text => new Text(key, params);

type Say = (key: MessageKey, params?: MessageParams) => string;

/**
 * A text written whole in the reader's language at the edge, as a Text is translated there: a file (a report's
 * CSV, its headings, status words, separator and decimal comma) whose use case, like every use case, takes no
 * locale. `write` gets the edge's translator and language.
 */
export class InReadersLanguage {
  constructor(readonly write: (say: Say, locale: Locale) => string) {}
}

export const inReadersLanguage = (write: (say: Say, locale: Locale) => string): InReadersLanguage =>
  new InReadersLanguage(write);

/** `T` with every string allowed to be a Text still to be translated. */
export type Localizable<T> = T extends string
  ? T | Text | InReadersLanguage
  : T extends readonly (infer U)[]
    ? Localizable<U>[]
    : T extends object
      ? { [K in keyof T]: Localizable<T[K]> }
      : T;

/** Whether `value` holds a Text anywhere (so the catalogue is loaded only when something needs it). */
export function containsText(value: unknown): boolean {
  if (value instanceof Text || value instanceof InReadersLanguage) return true;
  if (Array.isArray(value)) return value.some(containsText);
  if (value && typeof value === 'object') return Object.values(value).some(containsText);
  return false;
}

/**
 * `value` with every Text replaced by `translate(key, params)` and every InReadersLanguage written in `locale`
 * (checked against its schema afterwards).
 */
export function localize(value: unknown, translate: Say, locale: Locale): unknown {
  const walk = (node: unknown): unknown => {
    if (node instanceof Text) return translate(node.key, node.params);
    if (node instanceof InReadersLanguage) return node.write(translate, locale);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, walk(child)]));
    }
    return node;
  };
  return walk(value);
}
