import { describe, expect, it } from '@jest/globals';
import { message, type MessageKey } from '../messages/index';
import type { ComponentAnswerMessageKey } from './component-answer-validation';
import type { ComponentConfigMessageKey } from './component-configuration';
import type { ComponentEmptyStateKey } from './component-registry';
import type { CharacterLimitStatus } from './character-limit';
import type { MinimumWordsStatus } from './word-count';
import { countWords, isYouTubeLink, questionMaximum } from '../index';

/** Compile-time: every key the component rules hand out is a catalogue key. */
type KeysOf<T extends MessageKey> = T;
export type ComponentKeys = KeysOf<
  | ComponentAnswerMessageKey
  | ComponentConfigMessageKey
  | ComponentEmptyStateKey
  | NonNullable<CharacterLimitStatus['announcement']>['key']
  | NonNullable<CharacterLimitStatus['limitReached']>['key']
  | NonNullable<MinimumWordsStatus['hint']>['key']
  | NonNullable<MinimumWordsStatus['announcement']>['key']
  | 'components.dropdown.select_option'
  | 'components.task.title_placeholder'
  | 'components.empty.no_description_period'
>;

describe('component sentences (spec 1 §5, §8; spec 2 §5)', () => {
  it('exports the required functions from the package root with their signatures', () => {
    const youTube: (url: string) => boolean = isYouTubeLink;
    const words: (html: string) => number = countWords;
    const maximum: (kind: 'checkbox' | 'dropdown' | 'radio', points: number[]) => number = questionMaximum;
    expect([youTube('https://youtu.be/dQw4w9WgXcQ'), words('<p>a b</p>'), maximum('radio', [1, 4])]).toEqual([
      true,
      2,
      4,
    ]);
  });

  it.each<[MessageKey, string]>([
    ['components.empty.no_file', 'No file uploaded.'],
    ['components.empty.no_gallery', 'No gallery.'],
    ['components.empty.no_portfolio', 'No ePortfolio referenced.'],
    ['components.empty.no_component', 'No component.'],
    ['components.empty.no_video', 'No video submitted'],
    ['components.empty.no_description', 'No Description'],
    ['components.upload_required', 'Please upload a file.'],
    ['components.portfolio_required', 'Please select a ePortfolio to reference.'],
    [
      'components.textarea.pasted_as_plain_text',
      'The pasted content contains formatting that cannot be displayed and will be pasted as plain text.',
    ],
    ['components.delete_confirm', 'Are you sure?'],
  ])('quotes %s exactly', (key, sentence) => {
    expect(message(key)).toBe(sentence);
  });
});
