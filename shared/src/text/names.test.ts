import { cleanName, cutToCodePoints, nameKey, sameName } from './names';

const codePoints = (text: string): number => [...text].length;
const hasLoneSurrogate = (text: string): boolean =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('cleanName: NFC, no invisible characters, trimmed, cut by code points', () => {
  it.each<[string, string | null | undefined, number, string]>([
    ['keeps a plain name', 'History', 255, 'History'],
    ['trims', '  History \t', 255, 'History'],
    ['keeps inner spaces as typed', 'Art   and  Design', 255, 'Art   and  Design'],
    ['composes a decomposed accent (NFC)', 'Cafe\u0301', 255, 'Café'],
    ['removes a zero-width space', 'Caf\u200Bé\u200B', 255, 'Café'],
    ['removes joiners, the word joiner and a BOM', '\uFEFFA\u200Cb\u200Dc\u2060d', 255, 'Abcd'],
    [
      'turns line breaks and tabs into spaces and removes other controls',
      'Line\none\tand\u0000two\r',
      255,
      'Line one andtwo',
    ],
    ['removes DEL and C1 controls', 'a\u007Fb\u0085c\u009Fd', 255, 'abcd'],
    ['removes a lone surrogate from the input', 'ab\uD83Dc\uDE00', 255, 'abc'],
    ['reads null and undefined as blank', null, 255, ''],
    ['reads undefined as blank', undefined, 255, ''],
    ['is blank when only invisible characters', '\u200B \u200D\u00A0', 255, ''],
    ['keeps right-to-left text as typed', ' שלום עולם ', 255, 'שלום עולם'],
    ['keeps Arabic with its marks', 'مَدْرَسَة', 255, 'مَدْرَسَة'],
    ['cuts at the limit', 'abcdef', 3, 'abc'],
    ['counts an emoji as one code point', '😀😀😀😀', 3, '😀😀😀'],
    ['drops an emoji that does not fit rather than halving it', 'ab😀', 3, 'ab😀'],
    ['drops an emoji at the cut point whole', 'abc😀', 3, 'abc'],
    ['keeps a letter with its combining mark or drops both', 'abx\u0301y', 3, 'ab'],
    ['keeps a flag whole or not at all', 'ab🇪🇸', 3, 'ab'],
    ['trims again after the cut', 'ab cd', 3, 'ab'],
  ])('%s: %j (max %i) → %j', (_case, raw, max, expected) => {
    expect(cleanName(raw, max)).toBe(expected);
  });

  it('never leaves a lone surrogate, wherever the cut falls (a 255-character name ending in emoji)', () => {
    const name = 'x'.repeat(254) + '😀😀';
    for (let max = 250; max <= 258; max += 1) {
      const cleaned = cleanName(name, max);
      expect(hasLoneSurrogate(cleaned)).toBe(false);
      expect(codePoints(cleaned)).toBeLessThanOrEqual(max);
    }
    expect(cleanName(name, 255)).toBe('x'.repeat(254) + '😀');
  });

  it('has no limit unless given one', () => {
    expect(cleanName('y'.repeat(10_000))).toHaveLength(10_000);
  });
});

describe('cutToCodePoints', () => {
  it.each([
    ['short', 10, 'short'],
    ['😀😀', 2, '😀😀'],
    ['😀😀😀', 2, '😀😀'],
    ['e\u0301e\u0301', 3, 'e\u0301'],
  ])('%j to %i code points → %j', (text, max, expected) => {
    expect(cutToCodePoints(text, max)).toBe(expected);
  });
});

describe('nameKey: one key for names that look the same', () => {
  it('makes the three spellings of Café one name', () => {
    const keys = new Set(['Café', 'Cafe\u0301', 'Café\u200b'].map(nameKey));
    expect(keys.size).toBe(1);
  });

  it.each([
    ['History', 'HISTORY', true],
    ['  History', 'history ', true],
    ['CAFÉ', 'cafe\u0301', true],
    ['Straße', 'STRASSE', true],
    ['ΣΟΦΟΣ', 'σοφος', true],
    ['ﬁle', 'FILE', true],
    ['Café', 'Cafe', false],
    ['Art and Design', 'Art  and Design', false],
    ['שלום', 'שלום\u200F', false], // a right-to-left mark is a format character, not a control: kept
  ])('%j and %j are the same name: %s', (a, b, same) => {
    expect(nameKey(a) === nameKey(b)).toBe(same);
    expect(sameName(a, b)).toBe(same);
  });
});
