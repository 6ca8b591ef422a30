import { message } from '../messages/index';
import { altTextCounter, clampAltText } from './alt-text';

describe('alternative text (spec 1 §5, §9; spec 2 §5, §9)', () => {
  it.each([
    [0, 125, false, []],
    [104, 21, false, []],
    [105, 20, true, ['105 of 125 characters entered.']],
    [124, 1, true, ['124 of 125 characters entered.']],
    [125, 0, true, ['125 of 125 characters entered.', 'No additional characters will be entered.']],
    [140, 0, true, ['125 of 125 characters entered.', 'No additional characters will be entered.']],
  ])('with %d characters: %d remain, hint %s, %j', (length, remaining, showHint, sentences) => {
    const counter = altTextCounter('x'.repeat(length));
    expect(counter.remaining).toBe(remaining);
    expect(counter.showHint).toBe(showHint);
    expect(counter.messages.map((item) => message(item.key, 'en', item.params))).toEqual(sentences);
  });

  it('cuts text at 125 characters', () => {
    expect(clampAltText('y'.repeat(200))).toBe('y'.repeat(125));
    expect(clampAltText('y'.repeat(126))).toBe('y'.repeat(125));
    expect(clampAltText('y'.repeat(125))).toBe('y'.repeat(125));
    expect(clampAltText('short')).toBe('short');
  });
});
