import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { PortfolioAssessment, Rubric } from '@tessera/shared';
import { currentUserOf } from '../../../test/current-user';
import { mockSignedIn } from '../../../test/signed-in';
import type { PanelComponent } from '../utils/assessment-draft';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { AssessmentContent } = await import('./assessment-content');

const rubric = {
  id: 'rub',
  title: 'Lesson plan',
  levels: [{ id: 'l1', name: 'Beginning' }],
  criterias: [{ id: 'c1', name: 'Planning', description: '' }],
} as unknown as Rubric;
const components: PanelComponent[] = [
  { id: 'rubric-1', kind: 'assessment_rubric', label: 'Lesson plan rubric', config: { rubric_id: 'rub' } },
  { id: 'feedback-1', kind: 'feedback', label: 'Feedback', config: {} },
];
const standard = (over: Partial<PortfolioAssessment['standards'][number]>) => ({
  id: 'stmt_demo_1',
  statement_id: 'TS.1',
  title: 'Learner development',
  component_id: 'rubric-1',
  criteria: null,
  minimum: null,
  threshold: null,
  met: false,
  target_type: 'component' as const,
  ...over,
});

describe('the standards an assessment meets (spec 1 §4–5)', () => {
  it('says what each alignment of a standard is judged by, so one standard aligned twice reads as two checks', () => {
    renderWithApp(
      <AssessmentContent
        components={components}
        drafts={{}}
        assessment={
          {
            standards: [
              standard({ target_type: 'rubric', threshold: 70, met: true }),
              standard({ target_type: 'component' }),
              standard({
                target_type: 'criteria',
                criteria: 'c1',
                minimum: 6,
                statement_id: 'TS.3',
                title: 'Planning',
              }),
              standard({ component_id: 'feedback-1', minimum: 8 }),
            ],
            rubrics: {},
            scores: {},
            components: {},
          } as unknown as PortfolioAssessment
        }
        rubrics={new Map([['rub', rubric]])}
        rubricsFailed={false}
        editable={[]}
      />,
      { currentUser: currentUserOf(['faculty']) },
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'TS.1 Learner development: Met (by the total of Lesson plan rubric, at least 70 %)',
      'TS.1 Learner development: Not met (by the score of Lesson plan rubric)',
      'TS.3 Planning: Not met (by Planning, at least 6 points)',
      'TS.1 Learner development: Not met (by the score of Feedback, at least 8)',
    ]);
  });
});
