import { describe, expect, it } from '@jest/globals';
import type { Portfolio } from '@tessera/shared';
import {
  appliedAutoSave,
  canAutoSave,
  changedFields,
  componentErrors,
  composerReducer,
  errorBanner,
  initialComposerState,
  isDirty,
} from './composer-state';

const portfolio = (over: Partial<Portfolio> = {}): Portfolio =>
  ({
    id: 'pf1',
    title: 'Field Visit Form',
    version: 2,
    pages: [
      {
        id: 'p1',
        title: 'Visit',
        components: [
          { component_id: 'date_selection-1', type: 'date_selection', label: 'Visit date' },
          { component_id: 'textarea-1', type: 'textarea', label: 'Notes', min_word_count: '5' },
        ],
      },
    ],
    content: { 'textarea-1': { content: 'first' } },
    component_modes: { 'date_selection-1': 'editable', 'textarea-1': 'editable' },
    auto_save: true,
    saving_disabled: null,
    ...over,
  }) as Portfolio;

describe('the composer state (spec 1 §4–5, §8)', () => {
  it('sends only the changed components and keeps an edit made while a save ran', () => {
    let state = initialComposerState(portfolio());
    expect(isDirty(state)).toBe(false);
    state = composerReducer(state, { type: 'edit', componentId: 'textarea-1', content: { content: 'second' } });
    const sent = changedFields(state);
    expect(sent).toEqual({ 'textarea-1': { content: 'second' } });
    state = composerReducer(state, { type: 'edit', componentId: 'textarea-1', content: { content: 'third' } });
    state = composerReducer(state, {
      type: 'saved',
      portfolio: portfolio({ version: 3, content: { 'textarea-1': { content: 'second' } } }),
      sent,
    });
    expect(state.portfolio.version).toBe(3);
    expect(state.content['textarea-1']).toEqual({ content: 'third' });
    expect(isDirty(state)).toBe(true);
  });

  it('applies an auto-save’s short answer: the new version, what was sent, the server’s changes over it', () => {
    let state = initialComposerState(portfolio());
    state = composerReducer(state, { type: 'edit', componentId: 'textarea-1', content: { content: '<b>bold</b>' } });
    const sent = changedFields(state);
    const saved = appliedAutoSave(
      state.portfolio,
      {
        version: 3,
        state: 'in_preparation',
        updated_at: '2026-11-28T12:00:00.000Z',
        fields: { 'textarea-1': { content: 'bold' } },
      },
      sent,
    );
    state = composerReducer(state, { type: 'saved', portfolio: saved, sent });
    expect(state.portfolio).toMatchObject({ version: 3, updated_at: '2026-11-28T12:00:00.000Z' });
    expect(state.content['textarea-1']).toEqual({ content: 'bold' });
    expect(isDirty(state)).toBe(false);
  });

  it('takes a same-version read’s words and keeps the edits and the banner; a newer version waits for the 409', () => {
    let state = initialComposerState(portfolio({ version: 4 }));
    state = composerReducer(state, { type: 'edit', componentId: 'textarea-1', content: { content: 'mine' } });
    state = composerReducer(state, {
      type: 'refused',
      message: 'Refused.',
      submit: true,
      fields: { 'textarea-1': 'Short.' },
    });
    const spanish = portfolio({ version: 4, state_label: 'Pendiente de entrega' });
    state = composerReducer(state, { type: 'relabelled', portfolio: spanish });
    expect(state.portfolio.state_label).toBe('Pendiente de entrega');
    expect(state.content['textarea-1']).toEqual({ content: 'mine' });
    expect(errorBanner(state)).toEqual({ found: 1, remaining: 1 });
    const newer = composerReducer(state, { type: 'relabelled', portfolio: portfolio({ version: 5 }) });
    expect(newer).toBe(state);
  });

  it('takes a newer version read again when nothing is unsaved (an assessor’s first assessment save bumps it)', () => {
    const state = initialComposerState(portfolio({ version: 4 }));
    const newer = composerReducer(state, { type: 'relabelled', portfolio: portfolio({ version: 5 }) });
    expect(newer.portfolio.version).toBe(5);
    // An older one never replaces what is held.
    expect(composerReducer(newer, { type: 'relabelled', portfolio: portfolio({ version: 4 }) })).toBe(newer);
  });

  it('counts a refused submit’s errors and the ones remaining as the fields are edited', () => {
    let state = initialComposerState(portfolio());
    state = composerReducer(state, {
      type: 'refused',
      message: '2 errors found.',
      submit: true,
      fields: { 'date_selection-1': 'Please enter a valid date.', 'textarea-1': 'This text area requires 5 words.' },
    });
    expect(errorBanner(state)).toEqual({ found: 2, remaining: 2 });
    state = composerReducer(state, { type: 'edit', componentId: 'textarea-1', content: { content: 'a b c d e' } });
    expect(errorBanner(state)).toEqual({ found: 2, remaining: 1 });
    expect(state.fieldErrors).toEqual({ 'date_selection-1': 'Please enter a valid date.' });
  });

  it('keeps a refused submit’s errors through a later save until the work moves on, and lists them by component', () => {
    let state = initialComposerState(portfolio());
    state = composerReducer(state, {
      type: 'refused',
      message: '2 errors found.',
      submit: true,
      fields: { 'date_selection-1': 'Please enter a valid date.', 'textarea-1': 'This text area requires 5 words.' },
    });
    state = composerReducer(state, { type: 'edit', componentId: 'textarea-1', content: { content: 'a b c d e' } });
    const sent = changedFields(state);
    // An auto-save of the fixed answer: the date's error and the banner's count stay.
    state = composerReducer(state, {
      type: 'saved',
      portfolio: portfolio({ version: 3, content: { 'textarea-1': { content: 'a b c d e' } } }),
      sent,
    });
    expect(errorBanner(state)).toEqual({ found: 2, remaining: 1 });
    expect(componentErrors(state)).toEqual([
      {
        componentId: 'date_selection-1',
        type: 'date_selection',
        label: 'Visit date',
        message: 'Please enter a valid date.',
      },
    ]);
    // A Submit that went through moves the work on: nothing is left to show.
    state = composerReducer(state, {
      type: 'saved',
      portfolio: portfolio({ version: 4, state: 'in_assessment' }),
      sent: {},
    });
    expect(errorBanner(state)).toBeNull();
    expect(componentErrors(state)).toEqual([]);
  });

  it('auto-saves only where the server allows it, never over a date error nor after a sign-in elsewhere', () => {
    const edited = (read: Portfolio, content: unknown) =>
      composerReducer(initialComposerState(read), { type: 'edit', componentId: 'date_selection-1', content });
    expect(canAutoSave(edited(portfolio(), { content: '2026-09-14' }))).toBe(true);
    expect(canAutoSave(edited(portfolio(), { content: '13/45/2026' }))).toBe(false);
    expect(canAutoSave(edited(portfolio({ auto_save: false }), { content: '2026-09-14' }))).toBe(false);
    expect(
      canAutoSave(edited(portfolio({ saving_disabled: 'You have logged in on another device.' }), { content: '' })),
    ).toBe(false);
  });

  it('on a stale save (409) shows the newer work and drops the unsaved edits', () => {
    let state = initialComposerState(portfolio());
    state = composerReducer(state, { type: 'edit', componentId: 'textarea-1', content: { content: 'mine' } });
    state = composerReducer(state, {
      type: 'stale',
      portfolio: portfolio({ version: 5, content: { 'textarea-1': { content: 'theirs' } } }),
      message: 'This portfolio was saved somewhere else after you opened it.',
    });
    expect(state).toMatchObject({ stale: true, changed: [], content: { 'textarea-1': { content: 'theirs' } } });
    expect(state.portfolio.version).toBe(5);
  });
});
