import { describe, expect, it } from '@jest/globals';
import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityView } from '@tessera/shared';
import { currentUserOf } from '../../../test/current-user';
import { jsonResponse } from '../../../test/json-response';
import { installFetchMock, mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { MyActivities } = await import('./my-activities');

const fetchMock = installFetchMock();

function activity(n: number, over: Partial<ActivityView> = {}): ActivityView {
  return {
    id: `group-1.plan-${n}`,
    activity_id: `plan-${n}`,
    group_id: 'group-1',
    group_title: 'EDU 501 Section A',
    title: `Lesson observation ${n}`,
    template_id: 'template-1',
    post_datetime: '11/01/2026',
    open_submission_date: '11/02/2026',
    due_datetime: '11/20/2026',
    status: 'not_started',
    status_label: 'Not started',
    due_label: null,
    portfolio_id: null,
    is_open: true,
    ...over,
  };
}

function render(locale: 'en' | 'es' = 'en') {
  const view = renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <MyActivities empty={<p>Nothing in progress yet</p>} />
    </Suspense>,
    { currentUser: currentUserOf(['student'], { id: 'student-1' }), locale },
  );
  return { ...view, user: userEvent.setup() };
}

describe('MyActivities', () => {
  it('lists the student’s activities with section, status, due date and due label, each opening its view', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        items: [activity(1, { due_label: 'Due tomorrow', status: 'in_progress', status_label: 'In progress' })],
        cursor: null,
      }),
    );
    render();
    const table = await screen.findByRole('table', { name: 'Your activities, the latest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Lesson observation 1' })).toHaveAttribute(
      'href',
      '/via/activities/group-1.plan-1',
    );
    expect(row).toHaveTextContent('EDU 501 Section A');
    expect(row).toHaveTextContent('In progress');
    expect(row).toHaveTextContent('11/20/2026');
    expect(row).toHaveTextContent('Due tomorrow');
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/users\/student-1\/activities$/);
    expect(screen.queryByRole('button', { name: 'Show more activities' })).toBeNull();
  });

  it('reads the next 15 with the cursor the last page returned, and keeps the ones shown', async () => {
    const first = Array.from({ length: 15 }, (_, i) => activity(i + 1));
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { items: first, cursor: 'next-page' }))
      .mockResolvedValueOnce(jsonResponse(200, { items: [activity(16)], cursor: null }));
    const { user } = render();
    expect(await screen.findByRole('link', { name: 'Lesson observation 15' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more activities' }));
    expect(await screen.findByRole('link', { name: 'Lesson observation 16' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lesson observation 1' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]![0]).toMatch(/activities\?cursor=next-page$/);
    expect(screen.queryByRole('button', { name: 'Show more activities' })).toBeNull();
  });

  it('keeps the empty state when there are none, and speaks Spanish', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { items: [], cursor: null }));
    render('es');
    expect(await screen.findByText('Nothing in progress yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed read as an alert', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(500, { code: 'system.unexpected', message: 'Something went wrong', fields: {} }),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
