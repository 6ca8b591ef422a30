import { describe, expect, it } from '@jest/globals';
import type { AssessmentRubric, PortfolioAssessment } from '@tessera/shared';
import {
  assessedStandardsMet,
  assessmentComponents,
  changedContent,
  draftReducer,
  draftStandardsMet,
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

/** Two criteria × two levels (1, 2 points): TS.1 on the rubric at 75 %, TS.2 on criterion c2 at 2 points. */
const rubric: AssessmentRubric = {
  levels: [
    { id: 'l1', name: 'Low' },
    { id: 'l2', name: 'High' },
  ],
  criterias: [
    { id: 'c1', name: 'Plan', description: '' },
    { id: 'c2', name: 'Teach', description: '' },
  ],
  point: 1,
  weight: [1, 1],
  enableNA: false,
  points: [
    [1, 2],
    [1, 2],
  ],
  contents: [],
  statements_mapping: {
    statements: [{ id: 's1', statement_id: 'TS.1', title: 'Planning', threshold: 75 }],
    criteria_mapping: { c2: [{ id: 's2', statement_id: 'TS.2', title: 'Teaching', minimum: 2 }] },
  },
};
const mapped = assessmentComponents({
  pages: [
    {
      id: 'p1',
      title: 'Assessment',
      components: [
        { component_id: 'rubric-1', type: 'assessment_rubric', label: 'Rubric', rubric_id: 'r1' },
        {
          component_id: 'scoring-1',
          type: 'scoring',
          label: 'Score',
          maximum: 100,
          statements_mapping: [{ id: 's3', minimum: 50 }, { id: 's1' }],
        },
      ],
    },
  ],
});

describe('the standards met as the assessor scores (spec 1 §3 met flag)', () => {
  const rubrics = new Map([['r1', rubric]]);
  const drafts = (criteria: Record<string, string | null>, score: string) => ({
    'rubric-1': { kind: 'assessment_rubric' as const, criteria, comments: {} },
    'scoring-1': { kind: 'scoring' as const, text: score },
  });

  it('says not met for every mapped standard while nothing is entered', () => {
    expect(draftStandardsMet(mapped, rubrics, drafts({}, ''))).toEqual({ s1: false, s2: false, s3: false });
  });

  it('follows the entered levels and score: a standard is met when the score is at least its minimum', () => {
    // 1 + 2 = 3 of 4 (75 %): TS.1 met on the rubric; c2 at 2 points meets TS.2; 49 misses TS.3's 50.
    expect(draftStandardsMet(mapped, rubrics, drafts({ c1: 'l1', c2: 'l2' }, '49'))).toEqual({
      s1: true,
      s2: true,
      s3: false,
    });
    // 2 of 4 (50 %): TS.1 not met on the rubric, but met on the score (no minimum: any score meets it).
    expect(draftStandardsMet(mapped, rubrics, drafts({ c1: 'l1', c2: 'l1' }, '50'))).toEqual({
      s1: true,
      s2: false,
      s3: true,
    });
    expect(draftStandardsMet(mapped, rubrics, drafts({ c1: 'l1', c2: 'l1' }, ''))).toEqual({
      s1: false,
      s2: false,
      s3: false,
    });
  });

  it('leaves out the rubric’s standards until its definition is read', () => {
    expect(draftStandardsMet(mapped, new Map(), drafts({ c1: 'l2', c2: 'l2' }, '80'))).toEqual({ s1: true, s3: true });
  });

  it('reads a served assessment’s standards by statement: met when any of its mappings is met', () => {
    expect(
      assessedStandardsMet([
        { id: 's1', met: false },
        { id: 's1', met: true },
        { id: 's2', met: false },
      ]),
    ).toEqual({ s1: true, s2: false });
  });
});
