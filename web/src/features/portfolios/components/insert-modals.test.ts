import { describe, expect, it } from '@jest/globals';
import { activityEntries } from './activity-reference-field';
import { componentReferenceOf, referenceableComponents } from './component-reference-field';
import { mappingEntries } from './statement-mapping';
import { insertText, takesTimelineText } from './text-from-timeline';
import { userInfoContent, userInfoOf } from './user-info-field';

describe('choose text from timeline: where the abstract goes', () => {
  it('goes where the cursor was, a space after a sentence, a paragraph after other words', () => {
    expect(insertText('My plan.', 'Strips.', 8, 8)).toEqual({ value: 'My plan. Strips.', caret: 16 });
    expect(insertText('My plan', 'Strips.', 7, 7)).toEqual({ value: 'My plan\n\nStrips.', caret: 16 });
    expect(insertText('', '  Strips.  ', 0, 0)).toEqual({ value: 'Strips.', caret: 7 });
    // Replaces a selection, and keeps a space before the words after it.
    expect(insertText('One two three', 'TWO', 4, 7)).toEqual({ value: 'One TWO three', caret: 7 });
    expect(insertText('One twothree', 'X', 4, 7)).toEqual({ value: 'One X three', caret: 5 });
  });

  it('is offered on text answers the owner edits only', () => {
    expect(takesTimelineText('textarea', 'editable', undefined)).toBe(true);
    expect(takesTimelineText('textarea', 'visible', undefined)).toBe(false);
    expect(takesTimelineText('rich', 'editable', { component: 'textarea' })).toBe(true);
    expect(takesTimelineText('rich', 'editable', { component: 'date_selection' })).toBe(false);
    expect(takesTimelineText('textfield', 'editable', undefined)).toBe(false);
  });
});

describe('activity reference content', () => {
  it('reads the listed activities and the layout, leaving out entries without an id', () => {
    expect(
      activityEntries({
        activities: [{ id: 'g.a', title: 'Field notes', portfolio_id: 'P' }, { title: 'no id' }, { id: 'g.b' }],
        component_type: 'timeline',
      }),
    ).toEqual({
      activities: [
        { id: 'g.a', title: 'Field notes', group_title: '', due_datetime: '', portfolio_id: 'P' },
        { id: 'g.b', title: '', group_title: '', due_datetime: '', portfolio_id: null },
      ],
      componentType: 'timeline',
    });
    expect(activityEntries(undefined)).toEqual({ activities: [], componentType: 'other' });
  });
});

describe('component reference', () => {
  it('names a portfolio and a component only with both', () => {
    expect(componentReferenceOf({ reference_portfolio_id: 'P', reference_component_id: 'textarea-1' })).toEqual({
      portfolioId: 'P',
      componentId: 'textarea-1',
    });
    expect(componentReferenceOf({ reference_portfolio_id: 'P' })).toBeNull();
    expect(componentReferenceOf({ content: 'text' })).toBeNull();
  });

  it('offers the components another portfolio may show: no titles, references or assessment components', () => {
    const pages = [
      {
        id: 'p1',
        title: 'Work',
        components: [
          { component_id: 'title-1', type: 'title' },
          { component_id: 'textarea-1', type: 'textarea' },
          { component_id: 'reference-1', type: 'reference' },
        ],
      },
      { id: 'p2', title: 'Assessment', components: [{ component_id: 'feedback-1', type: 'feedback' }] },
    ];
    expect(referenceableComponents(pages).map((group) => group.components.map((c) => c.component_id))).toEqual([
      ['textarea-1'],
    ]);
  });
});

describe('user info', () => {
  it('reads each field shown by default but the phone, and writes the same shape back', () => {
    const info = userInfoOf({ name: 'Kai Kimura', email: { value: 'k@x', show: true } });
    expect(info.fields.phone).toEqual({ value: '', show: false });
    expect(info.fields.gender).toEqual({ value: '', show: true });
    expect(userInfoContent(info)).toEqual({
      name: 'Kai Kimura',
      userid: '',
      gender: { value: '', show: true },
      role: { value: '', show: true },
      email: { value: 'k@x', show: true },
      phone: { value: '', show: false },
      sync: false,
    });
  });
});

describe('statement mapping entries', () => {
  it('reads a component’s and a rubric’s mappings with their minimum and, where given, met', () => {
    const mapping = [{ id: 's1', statement_id: 'TS.1', title: 'Learner development', minimum: 2 }, { id: '' }];
    expect(mappingEntries({ type: 'textarea', statements_mapping: mapping })).toEqual([
      { id: 's1', statementId: 'TS.1', title: 'Learner development', minimum: 2, targetType: 'component', met: null },
    ]);
    expect(mappingEntries({ type: 'assessment_rubric', statements_mapping: [{ id: 's1' }] }, { s1: true })).toEqual([
      { id: 's1', statementId: '', title: '', minimum: null, targetType: 'rubric', met: true },
    ]);
    expect(mappingEntries({ type: 'textarea' })).toEqual([]);
  });
});
