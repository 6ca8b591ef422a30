import { compareText } from '@tessera/shared';
import { naturalSortKey, NUMBER_WIDTH, searchKeyOf } from '../../src/db/sort-key';

/**
 * The sorted indexes' keys (ADR 0028 §4 "Natural order"): byte order of naturalSortKey is the order the lists
 * once took from the collator (shared's compareText: numbers natural, case and accents ignored).
 */
const byKey = (names: readonly string[]) =>
  [...names].sort((a, b) => {
    const [x, y] = [naturalSortKey(a), naturalSortKey(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });

describe('naturalSortKey', () => {
  it('puts "Rubric 2" before "Rubric 10" and "Álvarez" before "Zapata", case aside', () => {
    expect(byKey(['Rubric 10', 'rubric 2', 'Zapata', 'Álvarez', 'alvarez 3', 'RUBRIC 1'])).toEqual([
      'Álvarez',
      'alvarez 3',
      'RUBRIC 1',
      'rubric 2',
      'Rubric 10',
      'Zapata',
    ]);
  });

  it('orders as the collator of the old in-memory sort did', () => {
    const names = [
      'Unit 10: Cells',
      'Unit 9: Atoms',
      'unit 1',
      'Émile',
      'Emilia',
      'zebra',
      'Zèbre 2',
      'Zèbre 11',
      'BIO-101',
      'bio-20',
      'Café',
      'cafe 0',
      'Section A 2026',
      'Section A 2025',
      '',
    ];
    expect(byKey(names)).toEqual([...names].sort(compareText));
  });

  it('makes equal keys of names the collator holds equal (the id after the key breaks the tie)', () => {
    expect(naturalSortKey('Unit 007')).toBe(naturalSortKey('UNIT 7'));
    expect(naturalSortKey('Crème')).toBe(naturalSortKey('creme'));
    expect(naturalSortKey('Rubric 2')).toBe(`rubric ${'2'.padStart(NUMBER_WIDTH, '0')}`);
  });

  it('stays within a sort key: 200 code points, never half a surrogate pair', () => {
    const key = naturalSortKey('😀'.repeat(300));
    expect(Array.from(key)).toHaveLength(200);
    expect(key).toBe('😀'.repeat(200));
    expect(Buffer.byteLength(naturalSortKey('1 '.repeat(500)))).toBeLessThanOrEqual(1000);
  });
});

describe('searchKeyOf', () => {
  it('holds each searched text folded, one a line, so a needle never spans two', () => {
    expect(searchKeyOf(['Biology', 'BIO-1'])).toBe('biology\nbio-1');
    expect(searchKeyOf(['Biology', 'BIO-1']).includes('ybio')).toBe(false);
  });
});
