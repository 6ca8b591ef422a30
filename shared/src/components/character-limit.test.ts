import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import {
  altTextCharacterStatus,
  characterLength,
  characterLimitStatus,
  clampToCharacterLimit,
  feedbackCharacterStatus,
} from './character-limit';

describe('feedback limit 3000 (spec 1 §5, §9)', () => {
  it.each<[number, string, string | null, boolean]>([
    [0, '0/3000', null, false],
    [2979, '2979/3000', null, false],
    [2980, '2980/3000', '2980 of 3000 characters entered.', false],
    [2999, '2999/3000', '2999 of 3000 characters entered.', false],
    [3000, '3000/3000', '3000 of 3000 characters entered.', true],
  ])('with %i characters shows %s, announces %j, at limit %s', (length, counter, announcement, atLimit) => {
    const status = feedbackCharacterStatus('x'.repeat(length));
    expect(status.counter).toBe(counter);
    expect(status.announcement ? message(status.announcement.key, 'en', status.announcement.params) : null).toBe(
      announcement,
    );
    expect(status.limitReached !== null).toBe(atLimit);
  });

  it('says no additional characters will be entered at zero', () => {
    expect(message(feedbackCharacterStatus('x'.repeat(3000)).limitReached!.key)).toBe(
      'No additional characters will be entered.',
    );
  });
});

describe('alt text limit 125 (spec 1 §5 Image)', () => {
  it.each<[number, number, boolean, boolean]>([
    [0, 125, false, false],
    [104, 21, false, false],
    [105, 20, true, false],
    [125, 0, true, true],
  ])('with %i characters %i remain; message %s; limit %s', (length, remaining, announced, limit) => {
    const status = altTextCharacterStatus('a'.repeat(length));
    expect([status.remaining, status.announcement !== null, status.limitReached !== null]).toEqual([
      remaining,
      announced,
      limit,
    ]);
  });
});

describe('character counting', () => {
  it('counts code points and clamps to the limit', () => {
    expect(characterLength('a😀b')).toBe(3);
    expect(clampToCharacterLimit('abcdef', 4)).toBe('abcd');
    expect(clampToCharacterLimit('abc', 4)).toBe('abc');
    expect(clampToCharacterLimit('😀😀😀', 2)).toBe('😀😀');
    expect(characterLimitStatus('abcdef', 4).remaining).toBe(0);
  });
});
