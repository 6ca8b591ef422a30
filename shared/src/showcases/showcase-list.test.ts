import { message } from '../messages/index';
import {
  canEditShowcase,
  isActivationKey,
  nextComponentId,
  SHOWCASE_CATEGORIES,
  showcaseCopyDraft,
  showcaseListQuery,
} from './showcase-list';

describe('showcase list (spec 3 §2, §5, §9)', () => {
  it('filters by all, public, private', () => {
    expect(SHOWCASE_CATEGORIES.map((option) => [option.value, message(option.label)])).toEqual([
      ['all', 'All'],
      ['public', 'Public'],
      ['private', 'Private'],
    ]);
  });

  it.each([
    [
      { category: 'public', q: ' trip ' },
      { category: 'public', q: 'trip' },
    ],
    [{ category: 'private', q: '   ' }, { category: 'private' }],
    [{ category: 'archived' }, { category: 'all' }],
    [{}, { category: 'all' }],
  ])('%j queries %j (a blank search lists without a filter)', (input, query) => {
    expect(showcaseListQuery(input)).toEqual(query);
  });
});

describe('showcase editor (spec 3 §2, §3, §4, §6, §9)', () => {
  it('clears id and title in copy mode', () => {
    expect(showcaseCopyDraft({ id: 's1', title: 'My trip', template: 't1', content: { a: 1 } })).toEqual({
      id: undefined,
      title: '',
      template: 't1',
      content: { a: 1 },
    });
  });

  it.each([
    ['u1', true],
    ['u2', false],
  ])('user %s edits the showcase of u1: %s', (userId, allowed) => {
    expect(canEditShowcase({ owner_id: 'u1' }, userId)).toBe(allowed);
  });

  it.each([
    ['page', [], 'page-1'],
    ['page', ['page-1', 'page-2', 'text-7'], 'page-3'],
    ['page', ['page-9', 'page-x', 'page-'], 'page-10'],
    ['text', ['page-1'], 'text-1'],
  ])('next %s id after %j is %s', (type, ids, id) => {
    expect(nextComponentId(type, ids)).toBe(id);
  });

  it.each([
    [{ key: 'Enter' }, true],
    [{ key: ' ' }, true],
    [{ key: 'Spacebar' }, true],
    [{ keyCode: 13 }, true],
    [{ keyCode: 32 }, true],
    [{ key: 'Tab', keyCode: 9 }, false],
  ])('%j activates: %s', (event, activates) => {
    expect(isActivationKey(event)).toBe(activates);
  });
});
