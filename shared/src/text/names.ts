/**
 * Names people type (folders, terms, template folders, labels, statement set titles, …): one cleaning rule
 * and one comparison key, so two names that look the same are the same name.
 *
 * - cleanName: Unicode NFC (so "Cafe\u0301" and "Café" are one string), line breaks and tabs turned into
 *   spaces, zero-width characters and other control characters removed (they are invisible, so "Café\u200b" would otherwise be a second "Café"), trimmed, and
 *   cut to at most `maxCodePoints` code points. The cut never splits a character: not a surrogate pair (an
 *   emoji at the limit is dropped whole, never left as a lone surrogate) and not a grapheme (a letter keeps its
 *   combining marks, a flag its two halves), so a cut name may be a little shorter than the limit. Inner
 *   spaces are kept as typed: collapsing them is a choice the spec does not make.
 * - nameKey: the comparison key, cleanName then full case folding, so "CAFÉ", "café" and "Café\u200b" collide
 *   and "STRASSE" matches "straße".
 *
 * The zero-width joiners (U+200C, U+200D) are removed too: that splits emoji sequences (a family emoji becomes
 * its members) and drops the joiner some scripts use between letters, a small cost for names that cannot
 * hide an invisible difference.
 */

/** Zero-width space, non-joiner, joiner, word joiner and the byte-order mark (zero-width no-break space). */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
/** Line breaks and tabs: a name is one line, so each becomes a space (words stay apart). */
const LINE_BREAK = /\r\n|[\r\n\t\v\f\u2028\u2029]/g;
/** The other C0 controls, DEL and the C1 controls: \p{Cc}. */
const CONTROL = /\p{Cc}/gu;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

let graphemes: Intl.Segmenter | undefined;

/** `text` cut to at most `maxCodePoints` code points, at a grapheme boundary. */
export function cutToCodePoints(text: string, maxCodePoints: number): string {
  if (text.length <= maxCodePoints) return text; // UTF-16 units ≥ code points: nothing to cut
  let count = 0;
  for (const _ of text) count += 1;
  if (count <= maxCodePoints) return text;
  graphemes ??= new Intl.Segmenter('und', { granularity: 'grapheme' });
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    let size = 0;
    for (const _ of segment) size += 1;
    if (used + size > maxCodePoints) break;
    kept += segment;
    used += size;
  }
  return kept;
}

/** The name as it is stored and shown: see the module comment. `maxCodePoints` defaults to no limit. */
export function cleanName(raw: string | null | undefined, maxCodePoints = Number.POSITIVE_INFINITY): string {
  const cleaned = (raw ?? '')
    .replace(LONE_SURROGATE, '')
    .replace(ZERO_WIDTH, '')
    .replace(LINE_BREAK, ' ')
    .replace(CONTROL, '')
    .normalize('NFC')
    .trim();
  return cutToCodePoints(cleaned, maxCodePoints).trim();
}

/**
 * The key two names are compared by: equal keys mean the same name. Full case folding is approximated by
 * upper- then lower-casing in the root locale (this folds "ß" to "ss" and "ς" to "σ", which lower-casing
 * alone does not), then NFC again since case mapping may decompose.
 */
export function nameKey(name: string | null | undefined): string {
  return cleanName(name).toLocaleUpperCase('und').toLocaleLowerCase('und').normalize('NFC');
}

/** True when the two names are the same name (same nameKey). */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  return nameKey(a) === nameKey(b);
}
