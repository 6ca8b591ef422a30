import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { RubricScoresReport } from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import { installFetchMock, mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { RubricScores } = await import('./rubric-scores');

const fetchMock = installFetchMock();

const report: RubricScoresReport = {
  group: { id: 'g1', title: 'EDU 601' },
  activity: { id: 'a1', title: 'Lesson plan', template_id: 't1' },
  students: 2,
  rubrics: [
    {
      component_id: 'rubric-1',
      label: 'Lesson rubric',
      rubric_id: 'r1',
      rubric_title: 'Lesson plan rubric',
      mode: 'score',
      assessments_counted: 2,
      criteria: [
        {
          id: 'c1',
          name: 'Planning',
          average: 2.5,
          average_text: '2.50',
          scored: 2,
          not_applicable: 0,
          not_entered: 0,
          levels: [{ id: 'l1', name: 'Low', count: 2 }],
        },
      ],
    },
  ],
};

describe('rubric scores (issue 13) in the reader’s language (issue 21)', () => {
  it.each([
    ['en', 'Planning', '2.50'],
    ['es', 'Planning', '2,50'],
  ] as const)('shows an average in %s with that language’s decimal separator', async (locale, criterion, average) => {
    fetchMock.mockResolvedValue(jsonResponse(200, report));
    renderWithApp(<RubricScores groupId="g1" activities={[report.activity]} />, { locale });
    const row = (await screen.findByRole('cell', { name: criterion })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: average })).toBeInTheDocument();
  });
});
