import { describe, expect, it } from '@jest/globals';
import type { Portfolio } from '@tessera/shared';
import {
  descriptionProblems,
  draftOf,
  EVIDENCE_STEPS,
  isDraftChanged,
  newEvidencePages,
  saveBody,
  stepBeside,
  stepOfErrors,
} from './evidence-draft';

/** The parts of a read evidence item the editor uses (the rest of the answer is the server's). */
const item = (extra: Partial<Portfolio> = {}): Portfolio =>
  ({
    id: 'ev-1',
    type: 'evidence',
    title: 'Field notes',
    evidence_date: '2031-03-07',
    abstract_text: 'Week one.',
    cover_image_id: 'img-1',
    cover_url: 'https://s3.test/img-1',
    cover_alternative_text: 'Students at work',
    content: { 'text-1': { content: 'Notes' } },
    version: 3,
    ...extra,
  }) as Portfolio;

describe('the evidence editor steps (spec 1 §2)', () => {
  it('runs create-content then edit-description, with nothing past either end', () => {
    expect(EVIDENCE_STEPS).toEqual(['create-content', 'edit-description']);
    expect(stepBeside('create-content', 1)).toBe('edit-description');
    expect(stepBeside('edit-description', -1)).toBe('create-content');
    expect(stepBeside('create-content', -1)).toBeNull();
    expect(stepBeside('edit-description', 1)).toBeNull();
  });

  it('shows a refused save on the step holding the fields named', () => {
    expect(stepOfErrors({ date: 'Please enter a valid date in the format mm/dd/yyyy.' })).toBe('edit-description');
    expect(stepOfErrors({ cover_image_id: 'x' })).toBe('edit-description');
    expect(stepOfErrors({ 'text-1': 'x' })).toBe('create-content');
  });

  it('gives a new item the evidence page the server makes, its content editable', () => {
    const { pages, component_modes } = newEvidencePages();
    expect(pages).toHaveLength(1);
    expect(pages[0]?.components.map((component) => component.type)).toEqual(['text']);
    expect(component_modes).toEqual({ 'text-1': 'editable' });
  });
});

describe('the evidence draft', () => {
  it('reads an item with its date as the date field holds it (ISO) and its cover', () => {
    expect(draftOf(item())).toEqual({
      content: { 'text-1': { content: 'Notes' } },
      title: 'Field notes',
      date: '2031-03-07',
      abstract: 'Week one.',
      cover: { id: 'img-1', url: 'https://s3.test/img-1' },
      coverAlt: 'Students at work',
    });
    expect(draftOf(null)).toMatchObject({ title: '', date: '', cover: null, content: {} });
  });

  it('knows what is unsaved: each field, the content and the cover, not an unchanged copy', () => {
    const saved = draftOf(item());
    expect(isDraftChanged({ ...saved, content: { 'text-1': { content: 'Notes' } } }, saved)).toBe(false);
    expect(isDraftChanged({ ...saved, title: 'Other' }, saved)).toBe(true);
    expect(isDraftChanged({ ...saved, date: '2031-03-08' }, saved)).toBe(true);
    expect(isDraftChanged({ ...saved, content: { 'text-1': { content: 'More' } } }, saved)).toBe(true);
    expect(isDraftChanged({ ...saved, cover: null, coverAlt: '' }, saved)).toBe(true);
    expect(isDraftChanged({ ...saved, coverAlt: 'Reading' }, saved)).toBe(true);
  });

  it('checks the title and the date before saving with the spec sentence’s key', () => {
    const draft = { ...draftOf(null), title: '  ', date: '13/45/2031' };
    expect(descriptionProblems(draft)).toEqual({
      title: 'portfolios.title_required',
      date: 'components.date.invalid',
    });
    // The date field hands over ISO for a date it read in the reader's pattern, else the text as typed: text is
    // never sent, so "12/31/2026" typed in Spanish cannot be read by the API month first.
    expect(descriptionProblems({ ...draft, title: 'Notes', date: '12/31/2026' })).toEqual({
      date: 'components.date.invalid',
    });
    expect(descriptionProblems({ ...draft, title: 'Notes', date: '2031-03-07' })).toEqual({});
    expect(descriptionProblems({ ...draft, title: 'Notes', date: '' })).toEqual({});
  });

  it('sends a date read in Spanish (1 November) as the API takes it, MM/DD/YYYY', () => {
    const saved = draftOf(item());
    expect(saveBody({ ...saved, date: '2026-11-01' }, saved, 3).date).toBe('11/01/2026');
    expect(saveBody({ ...saved, date: '' }, saved, 3).date).toBe('');
  });

  it('sends the description, the cover only when it changed, and only the changed content', () => {
    const saved = draftOf(item());
    expect(saveBody({ ...saved, title: ' Notes ', abstract: ' A. ' }, saved, 3)).toEqual({
      version: 3,
      portfolio_action: 'save_as_draft',
      title: 'Notes',
      date: '03/07/2031',
      abstract_text: 'A.',
      cover_alternative_text: 'Students at work',
    });
    const changed = saveBody(
      { ...saved, cover: { id: 'img-2', url: 'u' }, coverAlt: ' New ', content: { 'text-1': { content: 'More' } } },
      saved,
      3,
    );
    expect(changed).toMatchObject({
      cover_image_id: 'img-2',
      cover_alternative_text: 'New',
      fields: { 'text-1': { content: 'More' } },
    });
    const removed = saveBody({ ...saved, cover: null, coverAlt: '' }, saved, 3);
    expect(removed.cover_image_id).toBeNull();
    expect(removed).not.toHaveProperty('cover_alternative_text');
    expect(removed).not.toHaveProperty('fields');
  });
});
