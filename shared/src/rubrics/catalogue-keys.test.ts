import { describe, expect, it } from '@jest/globals';
import { type MessageKey } from '../messages/index';
import { isRubricScoreInput } from '../index';
import type { RubricRefusal } from './rubric-lifecycle';
import type { StatementMinimumError } from './rubric-statements';
import type { scoringDisplay, scoringScreenReaderText, SCORING_ASSIGN_MODE_LABELS } from './scoring-component';

/** Compile-time: every key the rubric rules hand out is a catalogue key. */
type KeysOf<T extends MessageKey> = T;
export type RubricKeys = KeysOf<
  | RubricRefusal
  | StatementMinimumError['key']
  | Extract<ReturnType<typeof scoringDisplay>, { key: string }>['key']
  | ReturnType<typeof scoringScreenReaderText>['key']
  | (typeof SCORING_ASSIGN_MODE_LABELS)[keyof typeof SCORING_ASSIGN_MODE_LABELS]
  | 'rubrics.move.no_targets'
  | 'rubrics.points.invalid'
  | 'rubrics.title_required'
  | 'rubrics.levels.duplicate_id'
  | 'rubrics.criterias.duplicate_id'
  | 'rubrics.points.shape'
  | 'rubrics.weight.shape'
>;

describe('rubric sentences (spec 1 §4–5, spec 2 §8)', () => {
  it('exports isRubricScoreInput from the package root', () => {
    const check: (text: string) => boolean = isRubricScoreInput;
    expect(check('12.5')).toBe(true);
  });
});
