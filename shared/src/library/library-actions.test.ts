import { describe, expect, it } from '@jest/globals';
import { libraryActions, type LibraryActionFlags, type LibraryStateRules } from './library-actions';

type State = 'open' | 'live' | 'frozen';
const rules: LibraryStateRules<State> = {
  changeable: (state) => state !== 'frozen',
  publishable: (state) => state === 'open',
  unpublishable: (state) => state === 'live',
  deletable: (item) => item.usageCount === 0,
};
const home = { home: true, target: false, anywhere: true };
const allowed = (flags: LibraryActionFlags) =>
  Object.entries(flags)
    .filter(([, on]) => on)
    .map(([name]) => name.replace('can_', ''))
    .sort();

describe('a library item’s row actions (spec 2 §2, §4, §6; ADR 0025)', () => {
  it('lets an admin of its node make every change its state allows', () => {
    expect(allowed(libraryActions({ state: 'open', transferTo: null, usageCount: 0 }, home, rules))).toEqual([
      'copy',
      'delete',
      'edit',
      'move',
      'publish',
      'transfer',
    ]);
    expect(allowed(libraryActions({ state: 'live', transferTo: null, usageCount: 1 }, home, rules))).toEqual([
      'copy',
      'edit',
      'move',
      'transfer',
      'unpublish',
    ]);
  });

  it('changes nothing in a state the context holds still, and nothing while a transfer waits', () => {
    expect(allowed(libraryActions({ state: 'frozen', transferTo: null, usageCount: 0 }, home, rules))).toEqual([
      'copy',
    ]);
    expect(allowed(libraryActions({ state: 'open', transferTo: 'n2', usageCount: 0 }, home, rules))).toEqual([
      'copy',
      'reject',
    ]);
    const receiver = { home: false, target: true, anywhere: false };
    expect(allowed(libraryActions({ state: 'open', transferTo: 'n2', usageCount: 0 }, receiver, rules))).toEqual([
      'accept',
      'reject',
    ]);
  });

  it('takes every state as changeable when the context names no rule for it', () => {
    const { changeable: _changeable, ...open } = rules;
    expect(libraryActions({ state: 'frozen', transferTo: null, usageCount: 0 }, home, open).can_edit).toBe(true);
  });
});
