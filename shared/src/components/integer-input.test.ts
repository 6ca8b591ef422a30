import { describe, expect, it } from '@jest/globals';
import { integerInputAccepts } from './integer-input';

describe('integer inputs allow digits only (spec 1 §5)', () => {
  it('takes digits and keys that type nothing, refuses every other character', () => {
    for (const key of ['0', '5', '9', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Enter', 'Home'])
      expect(integerInputAccepts(key)).toBe(true);
    for (const key of ['a', 'e', '-', '+', '.', ',', ' ', '٣']) expect(integerInputAccepts(key)).toBe(false);
  });

  it('lets shortcuts through (paste, copy, select all)', () => {
    expect(integerInputAccepts('v', true)).toBe(true);
    expect(integerInputAccepts('a', true)).toBe(true);
  });
});
