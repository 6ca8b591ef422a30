import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, type Locale } from './types';

/** A value for a placeholder: text, or a number (plural and number placeholders format it for the locale). */
export type MessageParams = Record<string, string | number>;

/** Characters that make a sentence ICU syntax rather than plain text: arguments and apostrophe quoting. */
const ICU_SYNTAX = /[{}']/;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * The compiled form of an ICU sentence for a locale, cached (compiling parses the sentence; rendering a
 * compiled one is cheap). Tags are not parsed: a sentence such as "must >= threshold %" is plain text.
 */
export function compileMessage(template: string, locale: Locale): IntlMessageFormat {
  const cacheKey = `${locale}\u0000${template}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(template, locale, undefined, { ignoreTag: true });
    compiled.set(cacheKey, format);
  }
  return format;
}

/** The names of a compiled sentence's arguments (top level and nested in plural or select branches). */
function argumentNames(format: IntlMessageFormat): Set<string> {
  const names = new Set<string>();
  const visit = (elements: ReturnType<IntlMessageFormat['getAst']>): void => {
    for (const element of elements) {
      // Every element with a string value but a literal (type 0) names an argument.
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) names.add(element.value);
      if ('options' in element)
        for (const option of Object.values(element.options as Record<string, { value: typeof elements }>))
          visit(option.value);
    }
  };
  visit(format.getAst());
  return names;
}

/**
 * Renders an ICU MessageFormat sentence (`{n}`, `{n, plural, one {# word} other {# words}}`, `{when, select,
 * …}`) in a locale. A sentence with no ICU syntax is returned as it is, without compiling. A placeholder
 * left without a value is written back as `{name}` (as the old formatter did) rather than throwing: a
 * missing parameter must not turn a user's error message into a server error.
 */
export function formatMessage(template: string, params: MessageParams = {}, locale: Locale = DEFAULT_LOCALE): string {
  if (!ICU_SYNTAX.test(template)) return template;
  const format = compileMessage(template, locale);
  let values: MessageParams = params;
  for (const name of argumentNames(format)) {
    if (values[name] === undefined) values = { ...values, [name]: `{${name}}` };
  }
  return String(format.format(values));
}
