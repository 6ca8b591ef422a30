/** Character limits with a remaining-characters announcement (spec 1 §5 Feedback and Image, §9). */
export const FEEDBACK_MAX_LENGTH = 3000;
export const COMPONENT_ALT_TEXT_MAX_LENGTH = 125;
/** The announcement starts when 20 or fewer characters remain (spec 1 §5, §9). */
export const CHARACTER_LIMIT_ANNOUNCE_THRESHOLD = 20;

export interface CharacterLimitStatus {
  length: number;
  remaining: number;
  /** The feedback counter, `length/max` (spec 1 §5). */
  counter: string;
  /** 'N of M characters entered.' when 20 or fewer remain. */
  announcement: { key: 'components.characters_entered'; params: { n: number; m: number } } | null;
  /** 'No additional characters will be entered.' added at zero remaining. */
  limitReached: { key: 'components.no_more_characters' } | null;
}

/** Characters are counted as the user sees them (code points), so an emoji counts once. */
export function characterLength(text: string): number {
  return [...text].length;
}

/** Cuts text to the limit: characters past it "will not be entered". */
export function clampToCharacterLimit(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

export function characterLimitStatus(
  text: string,
  max: number,
  threshold = CHARACTER_LIMIT_ANNOUNCE_THRESHOLD,
): CharacterLimitStatus {
  const length = characterLength(text);
  const remaining = Math.max(0, max - length);
  return {
    length,
    remaining,
    counter: `${length}/${max}`,
    announcement:
      remaining <= threshold ? { key: 'components.characters_entered', params: { n: length, m: max } } : null,
    limitReached: remaining === 0 ? { key: 'components.no_more_characters' } : null,
  };
}

/** Feedback: limit 3000, counter length/3000, announcement at 20 or fewer remaining (spec 1 §5). */
export const feedbackCharacterStatus = (text: string): CharacterLimitStatus =>
  characterLimitStatus(text, FEEDBACK_MAX_LENGTH);

/** Image alternative text: max 125, message at 20 or fewer remaining (spec 1 §5 Image). */
export const altTextCharacterStatus = (text: string): CharacterLimitStatus =>
  characterLimitStatus(text, COMPONENT_ALT_TEXT_MAX_LENGTH);
