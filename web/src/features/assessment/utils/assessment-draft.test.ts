import { describe, expect, it } from '@jest/globals';
import type { PortfolioAssessment } from '@tessera/shared';
import {
  assessmentComponents,
  changedContent,
  draftReducer,
  emptyDraftState,
  feedbackText,
  isDraftDirty,
  isScoreTextAccepted,
  type DraftState,
} from './assessment-draft';

const portfolio = {
  pages: [
    {
      id: 'p1',
      title: 'Lesson',
      components: [{ component_id: 'textarea-1', type: 'textarea', label: 'Rationale' }],
    },
    {
      id: 'p2',
      title: 'Assessment',
      components: [
        { component_id: 'rubric-1', type: 'assessment_rubric', label: 'Rubric', rubric_id: 'r1' },
        { component_id: 'scoring-1', type: 'scoring', label: 'Score', maximum: 100 },
        { component_id: 'feedback-1', type: 'feedback', label: 'Feedback' },
      ],
    },
  ],
};
const components = assessmentComponents(portfolio);
const read = (version: number, held: Record<string, unknown>) =>
  ({ version, components: held }) as Pick<PortfolioAssessment, 'components' | 'version'>;
const loaded = (version: number, held: Record<string, unknown>): DraftState =>
  draftReducer(emptyDraftState, { type: 'loaded', assessment: read(version, held), components });

describe('the assessment panel’s draft (spec 1 §2–5)', () => {
  it('takes only the assessment components, in page order', () => {
    expect(components.map((c) => [c.id, c.kind])).toEqual([
      ['rubric-1', 'assessment_rubric'],
      ['scoring-1', 'scoring'],
      ['feedback-1', 'feedback'],
    ]);
  });

  it('starts empty at version 0 and sends only what changed, for the components the caller may write', () => {
    let state = loaded(0, {});
    expect(state.drafts['scoring-1']).toEqual({ kind: 'scoring', text: '' });
    expect(isDraftDirty(state)).toBe(false);
    state = draftReducer(state, {
      type: 'edit',
      componentId: 'rubric-1',
      draft: { kind: 'assessment_rubric', criteria: { c1: 'l3' }, comments: { c1: 'Good.' } },
    });
    state = draftReducer(state, { type: 'edit', componentId: 'scoring-1', draft: { kind: 'scoring', text: '87.5' } });
    expect(isDraftDirty(state)).toBe(true);
    expect(changedContent(state, ['rubric-1', 'scoring-1', 'feedback-1'])).toEqual({
      'rubric-1': { criteria: { c1: 'l3' }, comments: { c1: 'Good.' } },
      'scoring-1': { score: '87.5' },
    });
    expect(changedContent(state, ['scoring-1'])).toEqual({ 'scoring-1': { score: '87.5' } });
  });

  it('keeps what was typed while a save was on its way, and takes the saved content elsewhere', () => {
    const start = loaded(1, { 'feedback-1': { content: 'Old.' }, 'scoring-1': { score: 50 } });
    const sent = draftReducer(start, {
      type: 'edit',
      componentId: 'scoring-1',
      draft: { kind: 'scoring', text: '60' },
    });
    // Typed after Save was pressed: the feedback changed while the request was out.
    const meanwhile = draftReducer(sent, {
      type: 'edit',
      componentId: 'feedback-1',
      draft: { kind: 'feedback', content: 'Newer.' },
    });
    const after = draftReducer(meanwhile, {
      type: 'saved',
      assessment: read(2, { 'feedback-1': { content: 'Old.' }, 'scoring-1': { score: 60 } }),
      components,
      sent: sent.drafts,
    });
    expect(after.version).toBe(2);
    expect(after.drafts['scoring-1']).toEqual({ kind: 'scoring', text: '60' });
    expect(after.drafts['feedback-1']).toEqual({ kind: 'feedback', content: 'Newer.' });
    expect(changedContent(after, ['feedback-1', 'scoring-1'])).toEqual({ 'feedback-1': { content: 'Newer.' } });
  });

  it('lays the other window’s draft over its own only at the same saved version', () => {
    const state = loaded(3, {});
    const drafts = { 'feedback-1': { kind: 'feedback' as const, content: 'From the opener.' } };
    expect(draftReducer(state, { type: 'snapshot', version: 3, drafts }).drafts['feedback-1']).toEqual(
      drafts['feedback-1'],
    );
    expect(draftReducer(state, { type: 'snapshot', version: 2, drafts })).toBe(state);
  });

  it('accepts 0, one or two digits with up to two decimals, or the maximum itself (spec 1 §5)', () => {
    expect(['', '0', '7', '99.99', '0.5', '100'].map((text) => isScoreTextAccepted(text, 100))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['007', '1.234', '.', '5.', '150'].map((text) => isScoreTextAccepted(text, 100))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('cuts feedback at 3000 characters, counting an emoji once', () => {
    expect([...feedbackText('😀'.repeat(3001))]).toHaveLength(3000);
    expect(feedbackText('short')).toBe('short');
  });
});
