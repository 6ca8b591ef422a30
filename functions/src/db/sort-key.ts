import { nameKey } from '@tessera/shared';

/**
 * The text of a name as a sorted index orders it (ADR 0028 §4 "Natural order"): the lists once sorted in memory
 * with `Intl.Collator('en', { numeric: true, sensitivity: 'base' })` (shared's compareText), and an index sorts
 * its keys by their UTF-8 bytes, so the key carries what the collator compared:
 * - case folded (nameKey: "CAFÉ" and "café" are one key; "ß" folds to "ss");
 * - accents taken off (NFD, combining marks dropped: "Álvarez" sorts with "Alvarez", before "Zapata");
 * - every run of ASCII digits zero-padded to NUMBER_WIDTH, so "Rubric 2" (…000000000002) sorts before
 *   "Rubric 10" (…000000000010) and "Unit 007" ties with "Unit 7" (the id after the key breaks the tie).
 *   A run longer than NUMBER_WIDTH digits is kept as it is: it sorts after every shorter number that starts
 *   with a smaller digit, its only departure from the collator.
 * Cut to KEY_CODE_POINTS code points (never inside a surrogate pair): a sort key holds 1,024 bytes, and names
 * alike that far are told apart by the id written after the key.
 *
 * No maintained library makes such a key: Intl.Collator only compares two strings, ICU's sort keys
 * (ucol_getSortKey) are not exposed to JavaScript, and the natural-sort packages on npm are comparators too.
 */
export const NUMBER_WIDTH = 12;
const KEY_CODE_POINTS = 200;

export function naturalSortKey(text: string | null | undefined): string {
  const folded = nameKey(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[0-9]+/g, (digits) => digits.padStart(NUMBER_WIDTH, '0'));
  return Array.from(folded).slice(0, KEY_CODE_POINTS).join('');
}

/**
 * What a list's search filters on beside a sorted key (`titleKey`, `contains(titleKey, :needle)`): the nameKeys
 * of the texts searched, one a line. A nameKey holds no control character, so a needle (itself a nameKey)
 * never matches across two of them.
 */
export function searchKeyOf(texts: readonly (string | null | undefined)[]): string {
  return texts.map((text) => nameKey(text)).join('\n');
}
