import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import {
  canMoveRubric,
  isRubricEditable,
  isRubricUsable,
  rubricMoveTargets,
  rubricTransition,
  unpublishStep,
  type NodePath,
  type RubricAction,
} from './rubric-lifecycle';
import type { RubricState } from './rubric-states';

describe('rubric state transitions (spec 1 §4, spec 2 §4)', () => {
  it.each<[RubricState, RubricAction, number, RubricState | string]>([
    ['draft', 'save', 0, 'draft'],
    ['published', 'save', 0, 'draft'],
    ['published', 'save', 2, 'rubrics.cannot_unpublish'],
    ['draft', 'publish', 0, 'published'],
    ['published', 'publish', 0, 'rubrics.action_not_allowed'],
    ['published', 'unpublish', 0, 'draft'],
    ['published', 'unpublish', 1, 'rubrics.cannot_unpublish'],
    ['draft', 'unpublish', 0, 'rubrics.action_not_allowed'],
    ['draft', 'archive', 0, 'archived'],
    ['published', 'archive', 3, 'archived'],
    ['archived', 'publish', 0, 'rubrics.action_not_allowed'],
    ['archived', 'save', 0, 'rubrics.action_not_allowed'],
    ['archived', 'unpublish', 0, 'rubrics.action_not_allowed'],
    ['default', 'archive', 0, 'rubrics.action_not_allowed'],
    ['default', 'save', 0, 'rubrics.action_not_allowed'],
  ])('%s --%s (used %i times)--> %s', (state, action, used, expected) => {
    const result = rubricTransition(state, action, used);
    expect('next' in result ? result.next : result.refused).toBe(expected);
  });

  it('uses the default usage count of zero', () => {
    expect(rubricTransition('published', 'unpublish')).toEqual({ next: 'draft' });
  });

  it('says why a used rubric cannot be unpublished (spec 2 §8)', () => {
    expect(message('rubrics.cannot_unpublish')).toBe(
      'This Rubric cannot be unpublished because it is being used in one or more Activities and/or Templates. Please remove the Rubric from any associated Activities and Templates in order to unpublish it.',
    );
    expect(message('rubrics.published', 'en', { title: 'Essay' })).toBe('Essay has been published.');
  });

  it.each<[number, string]>([
    [0, 'confirm_modal'],
    [1, 'cannot_unpublish_modal'],
  ])('unpublish with %i uses opens the %s', (used, step) => {
    expect(unpublishStep(used)).toBe(step);
  });

  it.each<[RubricState, boolean]>([
    ['archived', false],
    ['draft', true],
    ['published', true],
    ['default', true],
  ])('a %s rubric is usable: %s', (state, usable) => {
    expect(isRubricUsable(state)).toBe(usable);
  });
});

describe('rubric editability (spec 2 §6)', () => {
  it.each<[RubricState, boolean | undefined, boolean, boolean]>([
    ['draft', false, true, true],
    ['published', undefined, true, true],
    ['archived', false, true, false],
    ['default', false, true, false],
    ['draft', true, true, false],
    ['draft', false, false, false],
  ])('a %s rubric (transferred %s, authority %s) is editable: %s', (state, transferred, authority, editable) => {
    expect(isRubricEditable({ state, transferred }, authority)).toBe(editable);
  });
});

describe('moving rubrics (spec 2 §4–5, §8)', () => {
  const here: NodePath = ['root', 'faculty', 'dept'];
  it.each<[RubricState, NodePath, boolean]>([
    ['published', ['root', 'faculty'], true],
    ['published', ['root'], true],
    ['published', ['root', 'faculty', 'dept', 'course'], false],
    ['published', ['root', 'other'], false],
    ['published', here, false],
    ['draft', ['root', 'other'], true],
    ['draft', ['root', 'faculty', 'dept', 'course'], true],
    ['draft', here, false],
    ['archived', ['root'], false],
    ['default', ['root'], false],
  ])('a %s rubric may move to %j: %s', (state, to, allowed) => {
    expect(canMoveRubric(state, here, to)).toBe(allowed);
  });

  it('lists the targets, or says there are none', () => {
    const candidates = [
      { id: 'root', path: ['root'] },
      { id: 'dept', path: here },
      { id: 'other', path: ['root', 'other'] },
    ];
    expect(rubricMoveTargets('published', here, candidates).targets.map((node) => node.id)).toEqual(['root']);
    const none = rubricMoveTargets('published', ['root'], candidates);
    expect(none.targets).toEqual([]);
    expect(message(none.emptyKey!)).toBe('There are no hierarchy nodes to which you can move this Rubric.');
    expect(rubricMoveTargets('draft', here, candidates).emptyKey).toBeNull();
  });
});
