/** Minimum-words rules of the text area (spec 1 §5 "Text area", §9). */
export const MIN_WORDS_DEFAULT = 30;
export const RICH_MIN_WORDS_DEFAULT = 5;
/** The hint shows for 1 to 5 missing words (spec 1 §5, §9). */
export const MIN_WORDS_HINT_MAX_MISSING = 5;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Inline elements do not separate words ('<b>bold</b>text' is one word); every other tag does. */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

/** The text of an HTML fragment: markup stripped (block tags and line breaks separate words), entities decoded. */
export function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>|<[^>]*>/gi, (_tag, name?: string) =>
      name && INLINE_TAGS.has(name.toLowerCase()) ? '' : ' ',
    )
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity[0] === '#') {
        const code =
          entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
    });
}

/** Words counted after stripping markup (spec 1 §5): runs of non-space characters. */
export function countWords(html: string): number {
  const text = stripMarkup(html).trim();
  return text === '' ? 0 : text.split(/\s+/u).length;
}

/**
 * The effective minimum from a text area's min_word_count (a string in the config): skipped when '0'
 * (spec 1 §5); an optional component hides the minimum (spec 1 §5 "Optional hides min word count"), so
 * none applies; blank or unreadable values apply none either.
 */
export function effectiveMinimumWords(minWordCount: string | number | undefined | null, optional = false): number {
  if (optional || minWordCount === undefined || minWordCount === null) return 0;
  const value =
    typeof minWordCount === 'number' ? minWordCount : /^\s*\d+\s*$/.test(minWordCount) ? Number(minWordCount) : 0;
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** Ticking the minimum option sets 30; unticking resets it to 0 (spec 1 §5). */
export function toggleMinimumWords(checked: boolean): string {
  return checked ? String(MIN_WORDS_DEFAULT) : '0';
}

export interface MinimumWordsStatus {
  minimum: number;
  count: number;
  missing: number;
  met: boolean;
  /**
   * When 1 to 5 words are missing (spec 1 §5): the hint 'This text area requires a minimum of N words.'
   * and a polite announcement of the words still needed.
   */
  hint: { key: 'components.textarea.minimum_words'; params: { n: number } } | null;
  announcement: {
    key: 'components.textarea.more_words';
    params: { n: number; m: number };
  } | null;
}

export function minimumWordsStatus(
  html: string,
  minWordCount: string | number | undefined | null,
  optional = false,
): MinimumWordsStatus {
  const minimum = effectiveMinimumWords(minWordCount, optional);
  const count = countWords(html);
  const missing = Math.max(0, minimum - count);
  const hinted = missing >= 1 && missing <= MIN_WORDS_HINT_MAX_MISSING;
  return {
    minimum,
    count,
    missing,
    met: missing === 0,
    hint: hinted ? { key: 'components.textarea.minimum_words', params: { n: minimum } } : null,
    announcement: hinted
      ? {
          key: 'components.textarea.more_words',
          params: { n: missing, m: minimum },
        }
      : null,
  };
}
